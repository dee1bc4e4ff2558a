import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

/**
 * The two classes the layout bench found wrong at 0.97 in the totals (issue 23 §2–3), each as a
 * small hand-made page: tax per rate rounded row by row a cent off the tax on the net sum, and a
 * VAT summary row that agrees with itself over labelled totals that do not.
 */
type Rows = Array<Array<[number, string]>>;

const headerOf = (rows: Rows, lineSum: number | null = null) =>
  extractHeader(buildLines(layoutTokens(rows)), 'text', lineSum);

const top: Rows = [
  [[40, 'Azure Interior']],
  [[40, 'Invoice number: INV/2023/03/0008']],
  [[40, 'Invoice date: 2023-03-20']],
  [
    [40, 'Description'],
    [515, 'Amount'],
  ],
  [
    [40, 'Office Chair'],
    [526, '112.90'],
  ],
  [
    [40, 'Luxury Truffles'],
    [521, '150.00'],
  ],
];

describe('totals that can be trusted', () => {
  it('tax per rate rows that add up exactly beat the one row a cent off (16.94, not 16.93)', () => {
    // 0 % row carries the cent the 15 % row lost to rounding: only their sum makes net + tax = total.
    const h = headerOf(
      [
        ...top,
        [
          [450, 'Net amount'],
          [521, '262.90'],
        ],
        [
          [463, 'VAT 0 %'],
          [531, '0.01'],
        ],
        [
          [458, 'VAT 15 %'],
          [526, '16.93'],
        ],
        [
          [476, 'Total'],
          [521, '279.84'],
        ],
      ],
      262.9,
    );
    expect(h.tax_amount?.value).toBe(16.94);
    expect(h.total_amount?.value).toBe(279.84);
  });

  it('a triple that adds up only a cent apart stays below the export band', () => {
    // No reading adds up exactly: 100.00 + 19.01 = 119.00 only within a cent.
    const h = headerOf([
      ...top,
      [
        [450, 'Net amount'],
        [521, '100.00'],
      ],
      [
        [458, 'VAT 19 %'],
        [526, '19.01'],
      ],
      [
        [476, 'Total'],
        [521, '119.00'],
      ],
    ]);
    expect(h.total_amount?.value).toBe(119);
    for (const f of ['net_amount', 'tax_amount', 'total_amount'] as const)
      expect(h[f]?.confidence).toBeLessThan(0.9);
  });

  it('a VAT summary row that agrees with itself does not outrank labelled totals', () => {
    const h = headerOf(
      [
        ...top.slice(0, 4),
        [
          [40, 'Apple iPad Air'],
          [521, '722.21'],
        ],
        [
          [449, 'Nachlässe'],
          [518, '-128.85'],
        ],
        [
          [444, 'Nettobetrag'],
          [521, '593.36'],
        ],
        [
          [466, 'MwSt.'],
          [531, '0.00'],
        ],
        [
          [431, 'Gesamtbetrag'],
          [521, '717.97'],
        ],
        [
          [73, 'USt-Satz'],
          [187, 'Netto'],
          [275, 'USt'],
          [353, 'Brutto'],
        ],
        [
          [89, '21 %'],
          [182, '722.21'],
          [272, '0.00'],
          [352, '722.21'],
        ],
      ],
      722.21,
    );
    expect(h.net_amount?.value).toBe(593.36);
    expect(h.total_amount?.value).toBe(717.97);
    // The page contradicts itself (593.36 + 0.00 ≠ 717.97): nothing of it is sure.
    for (const f of ['net_amount', 'tax_amount', 'total_amount'] as const)
      expect(h[f]?.confidence).toBeLessThan(0.9);
  });

  it('a till that prints a rounding line charges the rounded sum, even where a misread cash amount matches the unrounded one', () => {
    // Printed: 96.00 + 5.76 - 0.01 = 101.75, cash 101.75; OCR read the total as 101.78, cash as 101.76.
    const row = (label: string, value: string): Rows[number] => [
      [20, label],
      [300, value],
    ];
    const h = extractHeader(
      buildLines(
        layoutTokens([
          row('Total Sales (Excluding GST)', '96.00'),
          row('Total GST', '5.76'),
          row('Rounding', '-0.01'),
          row('Total Sales (Inclusive of GST)', '101.78'),
          row('Cash', '101.76'),
          row('Change', '0.00'),
        ]),
      ),
      'ocr',
      null,
    );
    expect(h.total_amount?.value).toBe(101.75);
    expect(h.total_amount?.confidence).toBeLessThan(0.9);
  });
});
