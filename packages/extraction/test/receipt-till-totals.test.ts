import { describe, expect, it } from 'vitest';
import { findLabels } from '../src/fields/label-finder.js';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

/*
 * A till receipt's total among cash, change, rounding and tax lines (fields/till-totals.ts):
 * arithmetic on what was paid decides between readings.
 */

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows) =>
  Object.fromEntries(
    Object.entries(extractHeader(buildLines(layoutTokens(rows)), 'ocr', null)).map(([k, v]) => [
      k,
      v?.value ?? null,
    ]),
  );

describe('receipt totals', () => {
  it('"TOTAL GST INCL." is the total including the tax, not the tax', () => {
    const line = (text: string) => ({
      page: 1,
      y: 0,
      height: 10,
      text,
      segments: [{ text, page: 1, x: 0, y: 0, width: 100, height: 10 }],
    });
    const fields = (text: string) =>
      findLabels([line(text)])
        .filter((h) => h.field !== 'other')
        .map((h) => h.field);
    expect(fields('TOTAL GST INCL)')).toEqual(['total_amount']);
    expect(fields('Total GST')).toEqual(['tax_amount']);
    expect(fields('Total Savings')).toEqual([]);
  });

  it('a total that lost its decimal point is read as the payment confirms it', () => {
    expect(
      read([
        [
          [20, 'Total Sales Inclusive GST'],
          [300, '3045'],
        ],
        [
          [20, 'Cash Received'],
          [300, '30.50'],
        ],
        [
          [20, 'Change'],
          [300, '005'],
        ],
      ]).total_amount,
    ).toBe(30.45);
  });

  it('a whole-number total the payment does not confirm is left as printed', () => {
    expect(
      read([
        [
          [20, 'Total'],
          [300, '3045'],
        ],
        [
          [20, 'Cash'],
          [300, '3100.00'],
        ],
        [
          [20, 'Change'],
          [300, '55.00'],
        ],
      ]).total_amount,
    ).toBe(3045);
  });

  it('a net and a tax that add up to the payment give the total when the total line is misread', () => {
    expect(
      read([
        [
          [20, 'Total Sales (Excluding GST)'],
          [300, '20.00'],
        ],
        [
          [20, 'Total GST'],
          [300, '1.20'],
        ],
        [
          [20, 'Total'],
          [300, '1.2'],
        ],
        [
          [20, 'Cash'],
          [300, '100.00'],
        ],
        [
          [20, 'Change'],
          [300, '78.80'],
        ],
      ]).total_amount,
    ).toBe(21.2);
  });

  it('the total printed right under a rounding line is the rounded amount paid', () => {
    expect(
      read([
        [
          [20, 'Total Sales (Excluding GST)'],
          [300, '80.91'],
        ],
        [
          [20, 'Rounding'],
          [300, '-0.01'],
        ],
        [
          [20, 'Total'],
          [300, '80.90'],
        ],
        [],
        [
          [20, 'Total :'],
          [300, '80.91'],
        ],
      ]).total_amount,
    ).toBe(80.9);
  });

  it('with no legible total, cash tendered less change is the total', () => {
    expect(
      read([
        [[20, 'Grand Total']],
        [
          [20, 'Cash Received'],
          [300, '100.00'],
        ],
        [
          [20, 'Change'],
          [300, '7.20'],
        ],
      ]).total_amount,
    ).toBe(92.8);
  });

  it('a tendered amount printed negative still confirms the total', () => {
    expect(
      read([
        [
          [20, 'Total Incl. GST'],
          [300, '7.30'],
        ],
        [
          [20, 'Cash'],
          [300, '-10.00'],
        ],
        [
          [20, 'Change'],
          [300, '2.70'],
        ],
        [
          [20, 'Total Savings'],
          [300, '9.00'],
        ],
      ]).total_amount,
    ).toBe(7.3);
  });
});

describe('a total one digit from what the receipt adds up to', () => {
  const header = (rows: Rows, source: 'ocr' | 'text', lineSum: number | null) =>
    extractHeader(buildLines(layoutTokens(rows)), source, lineSum);
  const items: Rows = [
    [
      [20, '1x 17.41'],
      [300, '17.41'],
    ],
    [
      [20, '1x 2.64'],
      [300, '2.64'],
    ],
    [
      [20, 'Total Incl. GST:RM'],
      [300, '20.03'],
    ],
  ];

  it('is the items sum on a scan, below the export band; as printed on a text layer', () => {
    const total = header(items, 'ocr', 20.05).total_amount;
    expect(total?.value).toBe(20.05);
    expect(total?.confidence).toBeLessThan(0.9);
    expect(header(items, 'text', 20.05).total_amount?.value).toBe(20.03);
    // Two digits apart is no single misread.
    expect(header(items, 'ocr', 20.15).total_amount?.value).toBe(20.03);
  });

  it('a total the payment confirms stays as read', () => {
    const paid: Rows = [
      ...items,
      [
        [20, 'Cash'],
        [300, '50.00'],
      ],
      [
        [20, 'Change'],
        [300, '29.97'],
      ],
    ];
    expect(header(paid, 'ocr', 20.05).total_amount?.value).toBe(20.03);
  });

  it('is the sum of the totals printed per tax rate, for the amount payable too', () => {
    const rows: Rows = [
      [
        [20, 'Total 0% supplies:'],
        [300, '12.60'],
      ],
      [
        [20, 'Total 6% supplies (excl. GST):'],
        [300, '13.68'],
      ],
      [
        [20, 'Total 6% supplies (Inc. GST):'],
        [300, '14.50'],
      ],
      [
        [20, 'Total Payable:'],
        [300, '27.19'],
      ],
    ];
    const fields = header(rows, 'ocr', null);
    expect(fields.total_amount?.value).toBe(27.1);
    expect(fields.amount_due?.value).toBe(27.1);
    expect(fields.amount_due?.confidence).toBeLessThan(0.9);
  });
});
