import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows) => extractHeader(buildLines(layoutTokens(rows)), 'text', null);

describe('the amount due printed beside a strong label stands for a weak total', () => {
  it('"Do zapłaty" (Polish: to pay) outweighs a zero-tax first row read under the column titles', () => {
    const f = read([
      [
        [250, 'Wartość netto'],
        [340, 'VAT'],
        [400, 'Wartość brutto'],
      ],
      [
        [40, 'Projekt strony'],
        [250, '2500.00 zł'],
        [340, '0.00 zł'],
        [400, '2500.00 zł'],
      ],
      [
        [40, 'Hosting'],
        [250, '480.00 zł'],
        [340, '0.00 zł'],
        [400, '480.00 zł'],
      ],
      [],
      [[40, 'Do zapłaty : 2980.00 zł']],
    ]);
    expect(f.total_amount?.value).toBe(2980);
    expect(f.amount_due?.value).toBe(2980);
    expect(f.total_amount?.confidence).toBeLessThan(0.9);
  });

  it('"TOTAL AMOUNT DUE" outweighs the first amount under a generic "Amount" column title', () => {
    const f = read([
      [
        [40, 'QTY'],
        [260, 'UNIT PRICE'],
        [400, 'AMOUNT'],
      ],
      [
        [40, '1'],
        [80, 'Customization'],
        [260, '45,000.00'],
        [400, '45,000.00'],
      ],
      [
        [40, '12'],
        [80, 'Training'],
        [260, '850.00'],
        [400, '10,200.00'],
      ],
      [
        [40, '1'],
        [80, 'Printer installation'],
        [260, '2,500.00'],
        [400, '2,500.00'],
      ],
      [
        [40, 'TOTAL AMOUNT DUE:'],
        [300, '57,700.00'],
      ],
    ]);
    expect(f.total_amount?.value).toBe(57700);
    expect(f.amount_due?.value).toBe(57700);
  });

  it('a "Subtotal" already gross plus its tax again is no total where "Total a pagar" is printed', () => {
    const f = read([
      [
        [300, 'Sumas'],
        [420, '$120.00'],
        [500, '$564.00'],
      ],
      [
        [300, 'IVA 13%'],
        [500, '$73.32'],
      ],
      [
        [300, 'Subtotal'],
        [500, '$757.32'],
      ],
      [
        [300, 'Ventas Exentas'],
        [500, '$120.00'],
      ],
      [
        [300, 'Total a pagar'],
        [500, '$757.32'],
      ],
    ]);
    expect(f.total_amount?.value).toBe(757.32);
    expect(f.amount_due?.value).toBe(757.32);
    // The net that added up to the overruled sum is not offered for export.
    expect(f.net_amount?.confidence ?? 0).toBeLessThan(0.9);
  });

  it('a prepayment keeps the total apart from what is left to pay', () => {
    const f = read([
      [
        [40, 'Amount'],
        [400, '100.00'],
      ],
      [
        [40, 'Deposit paid'],
        [400, '40.00'],
      ],
      [
        [40, 'Amount due'],
        [400, '60.00'],
      ],
    ]);
    expect(f.amount_due?.value).toBe(60);
    expect(f.total_amount?.value).not.toBe(60);
  });

  it('Polish summary words name net, tax and gross ("Razem" row under the columns)', () => {
    const f = read([
      [
        [40, 'Nazwa usługi'],
        [290, 'Wartość netto'],
        [380, 'Kwota VAT'],
        [440, 'Wartość brutto'],
      ],
      [
        [40, 'Dostęp do Internetu'],
        [290, '48,78'],
        [380, '11,22'],
        [440, '60,00'],
      ],
      [
        [40, 'Dzierżawa modemu'],
        [290, '4,07'],
        [380, '0,94'],
        [440, '5,01'],
      ],
      [
        [230, 'RAZEM'],
        [290, '52,85'],
        [380, '12,16'],
        [440, '65,01'],
      ],
      [],
      [
        [40, 'Razem do zapłaty:'],
        [190, '65,01'],
      ],
    ]);
    expect(f.net_amount?.value).toBe(52.85);
    expect(f.tax_amount?.value).toBe(12.16);
    expect(f.total_amount?.value).toBe(65.01);
    expect(f.amount_due?.value).toBe(65.01);
  });
});

describe('words for what is left to pay in other languages', () => {
  it.each([
    ['Valor a pagar', 'Total sem IVA', 'IVA 23%', '100,00', '23,00', '123,00'],
    ['TOTAL BAYAR', 'DPP', 'PPN 11%', '100.000', '11.000', '111.000'],
    ['Due', 'Sub Total', 'VAT (5%)', '100.00', '5.00', '105.00'],
  ])('"%s" names the amount due', (due, net, tax, n, t, g) => {
    const f = read([
      [
        [40, net],
        [300, n],
      ],
      [
        [40, tax],
        [300, t],
      ],
      [
        [40, due],
        [300, g],
      ],
    ]);
    expect(f.amount_due?.value).toBe(Number(g.replace(/\.(?=\d{3})/g, '').replace(',', '.')));
    expect(f.total_amount?.value).toBe(f.amount_due?.value);
  });
});

describe('"to pay" in the lexicon languages', () => {
  it.each([
    'Total to pay',
    'Fälliger Betrag',
    'Montant à régler',
    'Totaal te voldoen',
    'Totale a pagare',
    'Saldo a pagar',
  ])('"%s" names the amount due', (label) => {
    const f = read([
      [
        [40, 'Total'],
        [300, '119.00'],
      ],
      [
        [40, 'Deposit paid'],
        [300, '19.00'],
      ],
      [
        [40, label],
        [300, '100.00'],
      ],
    ]);
    expect(f.amount_due?.value).toBe(100);
    expect(f.total_amount?.value).toBe(119);
  });
});
