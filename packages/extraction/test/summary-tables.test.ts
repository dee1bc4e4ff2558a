import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows) => extractHeader(buildLines(layoutTokens(rows)), 'text', null);

const items: Rows = [
  [
    [50, 'Prodotto'],
    [200, 'Quantità'],
    [300, 'Prezzo Totale'],
  ],
  [
    [50, 'Manutenzione impianto'],
    [200, '2'],
    [300, '360.00'],
  ],
  [
    [50, 'Filtro HEPA'],
    [200, '6'],
    [300, '255.00'],
  ],
  [],
];

describe('totals printed as a summary table: titles in one row, figures under them', () => {
  it('one row under "% IVA | Imponibile IVA | Importo IVA | Totale IVA incl." is net, tax and gross', () => {
    const f = read([
      ...items,
      [
        [50, '% IVA'],
        [110, 'Imponibile IVA'],
        [200, 'Importo IVA'],
        [290, 'Totale IVA incl.'],
      ],
      [
        [50, '8%'],
        [110, '615.00'],
        [200, '49.20'],
        [290, '664.20'],
      ],
    ]);
    expect(f.net_amount?.value).toBe(615);
    expect(f.tax_amount?.value).toBe(49.2);
    expect(f.total_amount?.value).toBe(664.2);
  });

  it('the same words heading an item table name no total from its first row', () => {
    const f = read([
      [
        [50, 'Description'],
        [250, 'Net amount'],
        [350, 'VAT amount'],
        [450, 'Gross amount'],
      ],
      [
        [50, 'Consulting'],
        [250, '100.00'],
        [350, '19.00'],
        [450, '119.00'],
      ],
      [
        [50, 'Travel'],
        [250, '50.00'],
        [350, '9.50'],
        [450, '59.50'],
      ],
    ]);
    // The first row adds up, but it is one line of several: not reported as the document's.
    expect(f.total_amount?.value ?? null).not.toBe(119);
    expect(f.net_amount?.value ?? null).not.toBe(100);
  });

  it('nor from its first row where descriptions wrap between the rows', () => {
    const f = read([
      [
        [50, 'Description'],
        [250, 'Net amount'],
        [350, 'VAT amount'],
        [450, 'Gross amount'],
      ],
      [
        [50, 'Consulting for the'],
        [250, '100.00'],
        [350, '19.00'],
        [450, '119.00'],
      ],
      [[50, 'migration project']],
      [[50, 'phase one']],
      [
        [50, 'Travel'],
        [250, '50.00'],
        [350, '9.50'],
        [450, '59.50'],
      ],
    ]);
    expect(f.total_amount?.value ?? null).not.toBe(119);
    expect(f.net_amount?.value ?? null).not.toBe(100);
  });

  it('a one-rate summary repeating its row as the sum under it is still a summary', () => {
    const f = read([
      ...items,
      [
        [300, 'BTW %'],
        [350, 'Grondslag'],
        [420, 'BTW bedrag'],
        [500, 'Totaal'],
      ],
      [
        [300, '21 %'],
        [350, '41,31'],
        [420, '8,68'],
        [500, '49,99'],
      ],
      [
        [350, '41,31'],
        [420, '8,68'],
        [500, '49,99'],
      ],
    ]);
    expect(f.net_amount?.value).toBe(41.31);
    expect(f.tax_amount?.value).toBe(8.68);
    expect(f.total_amount?.value).toBe(49.99);
  });
});
