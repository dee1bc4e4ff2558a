import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { LABEL_PHRASES, TERMS } from '../src/lexicon/index.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows) => {
  const fields = extractHeader(buildLines(layoutTokens(rows)), 'text', null);
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v?.value ?? null]));
};

describe('label lexicon (EN 16931 business terms as data)', () => {
  it('has every required business term in all six languages', () => {
    for (const bt of ['BT-1', 'BT-2', 'BT-9', 'BT-27', 'BT-44', 'BT-106', 'BT-109', 'BT-110']) {
      const term = TERMS.find((t) => t.bt === bt)!;
      for (const lang of ['en', 'de', 'fr', 'nl', 'it', 'es'] as const)
        expect(term.labels[lang]?.length, `${bt} ${lang}`).toBeGreaterThan(0);
    }
    for (const bt of ['BT-112', 'BT-113', 'BT-115'])
      expect(TERMS.find((t) => t.bt === bt)?.labels.it?.length).toBeGreaterThan(0);
  });

  it('lists a phrase shared by several languages once per field', () => {
    const totals = LABEL_PHRASES.filter((p) => p.field === 'total_amount' && p.phrase === 'total');
    expect(totals).toHaveLength(1);
  });

  it('reads an Italian invoice', () => {
    expect(
      read([
        [[50, 'Ditta Rossi S.r.l.']],
        [
          [300, 'Numero fattura:'],
          [420, 'FT-2024/118'],
        ],
        [
          [300, 'Data fattura:'],
          [420, '14/03/2024'],
        ],
        [
          [300, 'Data scadenza:'],
          [420, '13/04/2024'],
        ],
        [
          [300, 'Imponibile'],
          [440, '1.000,00 €'],
        ],
        [
          [300, 'IVA 22%'],
          [450, '220,00 €'],
        ],
        [
          [300, 'Totale documento'],
          [440, '1.220,00 €'],
        ],
      ]),
    ).toMatchObject({
      invoice_number: 'FT-2024/118',
      invoice_date: '2024-03-14',
      due_date: '2024-04-13',
      net_amount: 1000,
      tax_amount: 220,
      total_amount: 1220,
    });
  });

  it('reads a Spanish invoice', () => {
    expect(
      read([
        [
          [300, 'Número de factura:'],
          [430, 'A-77'],
        ],
        [
          [300, 'Fecha de factura:'],
          [430, '02/05/2024'],
        ],
        [
          [300, 'Base imponible'],
          [440, '500,00 €'],
        ],
        [
          [300, 'IVA 21%'],
          [450, '105,00 €'],
        ],
        [
          [300, 'Total a pagar'],
          [440, '605,00 €'],
        ],
      ]),
    ).toMatchObject({
      invoice_number: 'A-77',
      invoice_date: '2024-05-02',
      net_amount: 500,
      tax_amount: 105,
      amount_due: 605,
    });
  });

  it('reads a Czech invoice with space-grouped amounts and a totals row', () => {
    expect(
      read([
        [
          [270, 'Faktura - daňový doklad'],
          [440, 'Číslo:'],
          [520, 'FV-9/2024'],
        ],
        [
          [270, 'Datum vystavení:'],
          [360, '01.04.2024'],
          [440, 'Datum splatnosti:'],
          [520, '15.04.2024'],
        ],
        [
          [275, 'Částky v CZK'],
          [415, 'Bez DPH'],
          [486, 'DPH'],
          [516, 'Celkem s DPH'],
        ],
        [
          [275, 'Základní sazba 21%'],
          [409, '1 000,00'],
          [466, '210,00'],
          [528, '1 210,00'],
        ],
        [
          [275, 'Snížená sazba 12%'],
          [409, '1 000,00'],
          [466, '120,00'],
          [528, '1 120,00'],
        ],
        [
          [275, 'Celkem'],
          [409, '2 000,00'],
          [466, '330,00'],
          [528, '2 330,00'],
        ],
        [
          [275, 'Částka k úhradě v CZK'],
          [510, '2 330,00'],
        ],
      ]),
    ).toMatchObject({
      invoice_number: 'FV-9/2024',
      invoice_date: '2024-04-01',
      due_date: '2024-04-15',
      net_amount: 2000,
      tax_amount: 330,
      total_amount: 2330,
      amount_due: 2330,
    });
  });

  it('reads a value glued to its label ("Due date16.09.2026")', () => {
    expect(read([[[50, 'Service date: 01.09.2026 - Due date16.09.2026']]]).due_date).toBe(
      '2026-09-16',
    );
  });

  it('a letter\'s place-and-date line dates the invoice ("München, den 01.11.2024")', () => {
    expect(
      read([
        [
          [330, 'Rechnungsnummer:'],
          [440, '2015738820'],
        ],
        [
          [330, 'München, den'],
          [440, '01.11.2024'],
        ],
        [[330, 'Leistung vom 01.11.2024 bis 30.11.2024']],
      ]).invoice_date,
    ).toBe('2024-11-01');
  });

  it("the number and date of a referenced invoice are not this invoice's", () => {
    expect(
      read([
        [[50, 'Corrected invoice No. 555 for invoice No. 554 from 12 Sep 2024']],
        [[50, 'Date: 24 Sep 2024']],
      ]),
    ).toMatchObject({ invoice_number: '555', invoice_date: '2024-09-24' });
  });
});
