import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows) => extractHeader(buildLines(layoutTokens(rows)), 'text', null);
const values = (rows: Rows) =>
  Object.fromEntries(Object.entries(read(rows)).map(([k, v]) => [k, v?.value ?? null]));

describe('amounts chosen by arithmetic', () => {
  it('amount due = total − prepaid + rounding confirms the open amount', () => {
    const f = read([
      [
        [50, 'Net Total Amount'],
        [500, '€121.50'],
      ],
      [
        [50, 'Value Added Tax (19.00%)'],
        [505, '€23.09'],
      ],
      [
        [50, 'Gross Total Amount'],
        [500, '€144.59'],
      ],
      [
        [50, 'Rounding Amount'],
        [510, '€0.01'],
      ],
      [
        [50, 'Prepaid Amount'],
        [505, '€10.00'],
      ],
      [
        [50, 'Open Amount'],
        [500, '€134.60'],
      ],
    ]);
    expect(f.total_amount?.value).toBe(144.59);
    expect(f.amount_due?.value).toBe(134.6);
    expect(f.amount_due?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('without a due label, the total less a printed prepayment is due', () => {
    expect(
      values([
        [
          [50, 'Summe netto'],
          [440, '100,00 €'],
        ],
        [
          [50, 'MwSt. 19 %'],
          [450, '19,00 €'],
        ],
        [
          [50, 'Gesamtbetrag'],
          [440, '119,00 €'],
        ],
        [
          [50, 'Anzahlung'],
          [450, '19,00 €'],
        ],
      ]).amount_due,
    ).toBe(100);
  });

  it('a negative allowance beside "(Tax: 0 %)" is not the VAT', () => {
    const f = values([
      [
        [50, 'Line Total Amount'],
        [490, '€1,000.00'],
      ],
      [
        [50, 'Allowance (Tax: 0.00%): Discount'],
        [500, '- €10.00'],
      ],
      [
        [50, 'Net Total Amount'],
        [500, '€990.00'],
      ],
      [
        [50, 'Gross Total Amount'],
        [500, '€990.00'],
      ],
    ]);
    expect(f.net_amount).toBe(990);
    expect(f.total_amount).toBe(990);
  });

  it('a totals row that adds up beats the first per-rate row under the column headers', () => {
    expect(
      values([
        [
          [300, 'Net'],
          [400, 'VAT'],
          [480, 'Gross'],
        ],
        [
          [230, 'Standard rate 20%'],
          [300, '100.00'],
          [400, '20.00'],
          [480, '120.00'],
        ],
        [
          [230, 'Reduced rate 5%'],
          [300, '50.00'],
          [400, '2.50'],
          [480, '52.50'],
        ],
        [
          [230, 'Total'],
          [300, '150.00'],
          [400, '22.50'],
          [480, '172.50'],
        ],
      ]),
    ).toMatchObject({ net_amount: 150, tax_amount: 22.5, total_amount: 172.5 });
  });
});

describe('numbers that are not money', () => {
  it('never reads a payment term ("net 10 days") as an amount', () => {
    const f = values([
      [[50, 'Terms: Net 10 days']],
      [
        [50, 'Total'],
        [440, '$ 250.00'],
      ],
    ]);
    expect(f.net_amount).not.toBe(10);
    expect(f.total_amount).toBe(250);
  });
});
