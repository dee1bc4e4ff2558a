import { describe, expect, it } from 'vitest';
import { fromTokens } from '../src/from-tokens.js';
import { buildLines } from '../src/layout/lines.js';
import { learnLineColumns, readLearnedLines } from '../src/learn/line-columns.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;

/** A vendor's service invoice: no quantity, no price, amounts right-aligned at x 510. */
const invoice = (items: Array<[string, string]>, sum: string): Rows => [
  [[50, 'Hinterhof Werkstatt']],
  [
    [50, 'Leistungsbeschreibung'],
    [480, 'Betrag'],
  ],
  ...items.map(([text, amount]): Array<[number, string]> => [
    [50, text],
    [510 - amount.length * 5, amount],
  ]),
  [
    [50, 'Endsumme'],
    [510 - sum.length * 5, sum],
  ],
];

describe('learning the item table from the reviewer (issue 23 §4)', () => {
  it("learns the table's header, amount column and end from reviewed lines", () => {
    const lines = buildLines(
      layoutTokens(invoice([['Wartung Hebebühne März', '376,37']], '376,37')),
    );
    const columns = learnLineColumns(lines, [
      { description: 'Wartung Hebebühne März', amount: 376.37 },
    ]);
    expect(columns).toMatchObject({ header: 'leistungsbeschreibungbetrag', end: 'endsumme' });
    expect(columns?.amount).toBeCloseTo(1, 2);
    expect(learnLineColumns(lines, [{ amount: 12.5 }])).toBeNull();
  });

  it("reads the vendor's next table at the learned columns, where arithmetic sees no table", () => {
    const first = fromTokens(
      layoutTokens(invoice([['Wartung Hebebühne März', '376,37']], '376,37')),
      'text',
      { learnFrom: { line_items: [{ description: 'Wartung Hebebühne März', amount: 376.37 }] } },
    );
    const learned = first.learned_layout!;
    // One row and its sum: the sum printed under the rows confirms them. The reading without
    // learning finds that row too (its amount repeated by the sum); the learned columns agree and
    // their sum confirms them, so the row is marked learned at the surer confidence, as a header
    // field is where both readings agree.
    const single = layoutTokens(invoice([['Wartung Hebebühne April', '200,00']], '200,00'));
    const unlearned = fromTokens(single, 'text').line_items;
    expect(unlearned.map((l) => [l.amount?.value, l.amount?.learned ?? false])).toEqual([
      [200, false],
    ]);
    const one = fromTokens(single, 'text', { learned }).line_items;
    expect(one.map((l) => [l.description?.value, l.amount?.value])).toEqual([
      ['Wartung Hebebühne April', 200],
    ]);
    expect(one[0]?.amount).toMatchObject({ learned: true, confidence: 0.93 });
    const alone = readLearnedLines(buildLines(single), learned.lines!, 'text');
    expect(alone.confirmed).toBe(true);
    expect(alone.items[0]?.amount).toMatchObject({ learned: true, confidence: 0.93 });
    // Two rows under a gross total: no sum confirms them, so a reviewer looks (below 0.9).
    const gross = layoutTokens(
      invoice(
        [
          ['Wartung Hebebühne Mai', '200,00'],
          ['Anfahrt', '50,00'],
        ],
        '297,50',
      ),
    );
    expect(fromTokens(gross, 'text').line_items).toHaveLength(0);
    const two = fromTokens(gross, 'text', { learned }).line_items;
    expect(two.map((l) => [l.description?.value, l.amount?.value])).toEqual([
      ['Wartung Hebebühne Mai', 200],
      ['Anfahrt', 50],
    ]);
    expect(two[1]?.amount?.confidence).toBe(0.8);
  });

  it('reads the same columns under a header printed in another language', () => {
    const table = (header: [string, string, string], rows: Array<[string, string, string]>) =>
      layoutTokens([
        [
          [50, header[0]],
          [300, header[1]],
          [480, header[2]],
        ],
        ...rows.map(([text, qty, amount]): Array<[number, string]> => [
          [50, text],
          [320 - qty.length * 5, qty],
          [510 - amount.length * 5, amount],
        ]),
        [
          [50, 'Endsumme'],
          [480, '101,15'],
        ],
      ]);
    const first = fromTokens(
      table(['Bezeichnung', 'Menge', 'Betrag'], [['Wartung', '3', '90,00']]),
      'text',
      {
        learnFrom: { line_items: [{ description: 'Wartung', quantity: 3, amount: 90 }] },
      },
    );
    // The column reader alone (fromTokens weighs it against the reading without learning).
    const next = readLearnedLines(
      buildLines(
        table(
          ['Položka', 'Počet', 'Částka'],
          [
            ['Service', '2', '60,00'],
            ['Travel', '1', '25,00'],
          ],
        ),
      ),
      first.learned_layout!.lines!,
      'text',
    );
    expect(
      next.items.map((l) => [l.description?.value, l.quantity?.value, l.amount?.value]),
    ).toEqual([
      ['Service', 2, 60],
      ['Travel', 1, 25],
    ]);
    expect(next.items[0]?.amount).toMatchObject({ learned: true, confidence: 0.8 });
  });
});
