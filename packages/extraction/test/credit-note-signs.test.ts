import { describe, expect, it } from 'vitest';
import { rowNumbers } from '../src/fields/row-numbers.js';
import { fromTokens } from '../src/from-tokens.js';
import { buildLines } from '../src/layout/lines.js';
import { itemAmounts, layoutTokens } from './helpers/layout.js';

/** The values of a line's numbers that span words (a space-grouped "3 899,97-"), largest first. */
const groupedValues = (text: string): number[] => {
  const [line] = buildLines(layoutTokens([[[400, text]]]));
  return rowNumbers(line!, ',')
    .filter((n) => n.lastWord > n.firstWord)
    .map((n) => n.values[0] ?? NaN);
};

describe('credit notes: signs and titles (issue 23 §2)', () => {
  it('a space-grouped amount keeps a trailing minus on its last piece', () => {
    expect(groupedValues('3 899,97-')).toEqual([-3899.97]);
    expect(groupedValues('1 234 567,00−')).toContain(-1234567);
    // The other signs, as before: leading on the first piece, parentheses around both.
    expect(groupedValues('-3 899,97')).toEqual([-3899.97]);
    expect(groupedValues('(3 899,97)')).toEqual([-3899.97]);
  });

  it('a table of space-grouped amounts with trailing minus reads every line whole', () => {
    const rows: Array<Array<[number, string]>> = [
      [
        [50, 'Désignation'],
        [300, 'Qté'],
        [360, 'Prix unitaire'],
        [480, 'Montant'],
      ],
      [
        [50, 'Pompe retournée'],
        [300, '3'],
        [360, '1 299,99'],
        [480, '3 899,97-'],
      ],
      [
        [50, 'Transport'],
        [300, '1'],
        [360, '412,50'],
        [480, '412,50-'],
      ],
      [
        [50, 'Total HT'],
        [480, '4 312,47-'],
      ],
    ];
    expect(itemAmounts(rows)).toEqual([-3899.97, -412.5]);
  });

  it.each(['Stornorechnung', 'Hyvityslasku', 'Kreditnota', 'Credit memo', "Facture d'avoir"])(
    'the title %s makes a credit note at ≥ 0.9',
    (title) => {
      const rows: Array<Array<[number, string]>> = [
        [[300, `${title} Nr. 4711`]],
        [[50, 'Hinterhof Werkstatt']],
        [
          [50, 'Total'],
          [480, '119,00'],
        ],
      ];
      const type = fromTokens(layoutTokens(rows), 'text').document_type_field;
      expect(type).toMatchObject({ value: 'credit_note', confidence: 0.95 });
    },
  );

  it.each(['Credit memo', 'Stornorechnung', 'Hyvityslasku'])(
    'the title %s is never the vendor',
    (title) => {
      const rows: Array<Array<[number, string]>> = [
        [[50, title]],
        [[50, 'Number: CN-4711']],
        [[50, 'Date: 2024-03-05']],
        [
          [50, 'Total'],
          [480, '-119.00'],
        ],
      ];
      expect(fromTokens(layoutTokens(rows), 'text').fields.vendor_name?.value ?? null).toBeNull();
    },
  );

  it.each([
    ['Credit memo No. 4711-A of 2024-03-05'],
    ['Stornorechnung Nr. 4711-A vom 05.03.2024'],
    ["Facture d'avoir n° 4711-A du 05/03/2024"],
  ])('a credit note titled in a sentence, %s, gives its number and date', (title) => {
    const rows: Array<Array<[number, string]>> = [
      [[50, 'Hinterhof Werkstatt GmbH']],
      [[50, title]],
      [
        [50, 'Total'],
        [480, '-119.00'],
      ],
    ];
    const { fields } = fromTokens(layoutTokens(rows), 'text');
    expect(fields.invoice_number).toMatchObject({ value: '4711-A', confidence: 0.9 });
    expect(fields.invoice_date?.value).toBe('2024-03-05');
  });

  it('a negative net and total that are equal leave no tax: 0, as on an invoice', () => {
    const taxOf = (net: string, total: string): unknown =>
      fromTokens(
        layoutTokens([
          [[50, 'Hinterhof Werkstatt GmbH']],
          [
            [300, 'Net amount'],
            [480, net],
          ],
          [
            [300, 'Total'],
            [480, total],
          ],
        ]),
        'text',
      ).fields.tax_amount?.value;
    expect(taxOf('100.11', '100.11')).toBe(0);
    expect(taxOf('100.11-', '100.11-')).toBe(0);
    expect(taxOf('(100.11)', '(100.11)')).toBe(0);
    // The tax left carries the net's sign; a total the wrong way of the net leaves none.
    expect(taxOf('-100.00', '-119.00')).toBe(-19);
    expect(taxOf('-100.00', '-90.00')).toBeUndefined();
  });
});
