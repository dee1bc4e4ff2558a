import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { taxSummarySum, tillOrderTotal } from '../src/fields/till-block.js';
import { buildLines } from '../src/layout/lines.js';
import { findAmounts } from '../src/parse/amount.js';
import { layoutTokens } from './helpers/layout.js';

/*
 * A scanned receipt whose labels OCR garbled (fields/till-block.ts): its own arithmetic, the
 * payment block's and the tax summary's, decides the total (issue 23 §2).
 */

type Rows = Array<Array<[number, string]>>;
const totalOf = (rows: Rows) =>
  extractHeader(buildLines(layoutTokens(rows)), 'ocr', null).total_amount;

const heading: Rows = [
  [[20, 'KEDAI MAJU ENTERPRISE']],
  [[20, 'LOT 3, JALAN PELABUR 23/1']],
  [[20, '40300 SHAH ALAM']],
  [],
];

/** A payment block: the total, the money handed over and the change, under garbled labels. */
const payment = (total: string, paidLabel: string, changeLabel: string): Rows => [
  ...heading,
  [
    [20, 'Roti Putih'],
    [300, '4.00'],
  ],
  [
    [20, 'Amt :'],
    [300, total],
  ],
  [
    [20, paidLabel],
    [300, '10.00'],
  ],
  [
    [20, changeLabel],
    [300, '2.60'],
  ],
];

describe('the payment block decides the total where OCR garbled its labels', () => {
  it('tendered less change lands on the amount above them, its decimal point lost or not', () => {
    expect(totalOf(payment('740', 'PaidEr Amountey', 'Chenge :'))?.value).toBe(7.4);
    expect(totalOf(payment('7.40', 'Tendred', 'CHANGE'))?.value).toBe(7.4);
    // Position and arithmetic without a legible label: below the export band.
    expect(totalOf(payment('740', 'PaidEr Amountey', 'Chenge :'))?.confidence).toBeLessThan(0.9);
  });

  it('a total its label names legibly stands against a rounded payment', () => {
    const rows: Rows = [
      ...heading,
      [
        [20, 'Total:'],
        [300, '7.42'],
      ],
      [
        [20, 'RND ADJ'],
        [300, '0.02-'],
      ],
      [
        [20, 'TTL AFT RND'],
        [300, '7.40'],
      ],
      [
        [20, 'Payment'],
        [300, '10.00'],
      ],
      [
        [20, 'Change Due'],
        [300, '2.60'],
      ],
    ];
    expect(tillOrderTotal(buildLines(layoutTokens(rows)))?.value).toBe(7.4);
    expect(totalOf(rows)?.value).toBe(7.42);
  });

  it('a word the lexicon knows is no misread change ("Charge" of "charges")', () => {
    expect(tillOrderTotal(buildLines(layoutTokens(payment('7.40', 'Paid', 'Charge'))))).toBe(
      undefined,
    );
  });

  it('amounts that do not add up name no total', () => {
    expect(tillOrderTotal(buildLines(layoutTokens(payment('7.45', 'Paid', 'Chenge'))))).toBe(
      undefined,
    );
  });
});

/** A tax summary under the payment: net and tax per rate code. */
const summary = (total: string): Rows => [
  ...heading,
  [
    [20, 'Total Sales (Inclusive GST) RM'],
    [300, total],
  ],
  [
    [20, 'CREDIT RM'],
    [300, '41.45'],
  ],
  [],
  [
    [20, '65T Summary'],
    [150, 'Amount (RM)'],
    [300, 'Tax (RM)'],
  ],
  [
    [20, 's ='],
    [150, '34.62'],
    [300, '2.08'],
  ],
  [
    [20, 'z=0/'],
    [150, '24.95'],
    [300, '00'],
  ],
  [],
  [[20, 'Thank You. Please come again']],
];

describe('a tax summary’s rows add up to the total', () => {
  it('sums each rate’s net and tax, not a gross column or a total row', () => {
    expect(taxSummarySum(buildLines(layoutTokens(summary('61.65'))))).toBe(61.65);
    const withGross = summary('61.65').map((row) =>
      row[0]?.[1] === 's =' ? [...row, [400, '36.70'] as [number, string]] : row,
    );
    expect(taxSummarySum(buildLines(layoutTokens(withGross)))).toBe(null);
  });

  it('a row whose legible rate does not give its tax makes no sum', () => {
    const misread = summary('61.65').map((row) =>
      row[0]?.[1] === 's ='
        ? [
            [20, 'SR =6%'] as [number, string],
            [150, '34.62'] as [number, string],
            [300, '2.18'] as [number, string],
          ]
        : row,
    );
    expect(taxSummarySum(buildLines(layoutTokens(misread)))).toBe(null);
    const legible = summary('61.65').map((row) =>
      row[0]?.[1] === 's =' ? [[20, 'SR =6%'] as [number, string], ...row.slice(1)] : row,
    );
    expect(taxSummarySum(buildLines(layoutTokens(legible)))).toBe(61.65);
  });

  it('a total printed twice, once without its decimal point, is not mended', () => {
    const twice = summary('61.45').flatMap((row) =>
      row[0]?.[1]?.startsWith('Total Sales')
        ? [
            [
              [20, 'Total Amt Incl. GST'],
              [300, '6145'],
            ] as Rows[number],
            row,
          ]
        : [row],
    );
    expect(totalOf(twice)?.value).toBe(61.45);
  });

  it('mends a total OCR misread one digit off the summary’s sum', () => {
    expect(totalOf(summary('61.45'))?.value).toBe(61.65);
    // A total the summary agrees with is left as read.
    expect(totalOf(summary('61.65'))?.value).toBe(61.65);
  });
});

describe('a ringgit sign OCR cut to its M', () => {
  it('"M1.00" is money; a code without cents is not', () => {
    expect(findAmounts('Total M1.00').map((a) => a.value)).toEqual([1]);
    expect(findAmounts('Size M12').map((a) => a.value)).toEqual([]);
    expect(findAmounts('XM1.00').map((a) => a.value)).toEqual([]);
  });
});
