import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { findLabels } from '../src/fields/label-finder.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows, lineSum: number | null = null) =>
  extractHeader(buildLines(layoutTokens(rows)), 'text', lineSum);

describe('Indian GST bills (issue 23 §2)', () => {
  it('CGST, SGST and UTGST label tax rows', () => {
    const lines = buildLines(layoutTokens([[[50, '@CGST 9%']], [[50, 'SGST']], [[50, 'UTGST']]]));
    expect(findLabels(lines).filter((h) => h.field === 'tax_amount')).toHaveLength(3);
  });

  it('"Total" after the items, the CGST and SGST rows, then "Net Amount" the gross', () => {
    const f = read(
      [
        [
          [50, 'Total'],
          [490, '2,700'],
        ],
        [
          [280, 'OUTPUT'],
          [376, 'CGST'],
          [434, '6.00%'],
          [490, '162.00'],
        ],
        [
          [280, 'GST 12%'],
          [376, 'SGST'],
          [434, '6.00%'],
          [490, '162.00'],
        ],
        [
          [50, 'Net Amount'],
          [490, '3,024.00'],
        ],
        [
          [50, 'Net Payable Amount'],
          [490, '3,024.00'],
        ],
      ],
      2700,
    );
    expect(f.net_amount?.value).toBe(2700);
    expect(f.tax_amount?.value).toBe(324);
    expect(f.total_amount?.value).toBe(3024);
  });

  it('a "Total" a larger total follows with only a zero tax between is no subtotal', () => {
    const f = read([
      [
        [50, 'Total RM'],
        [300, '54'],
      ],
      [
        [50, 'Relief GST RM'],
        [300, '0.00'],
      ],
      [
        [50, 'Total Gross RM'],
        [300, '85.54'],
      ],
    ]);
    expect(f.net_amount?.value).not.toBe(54);
  });
});
