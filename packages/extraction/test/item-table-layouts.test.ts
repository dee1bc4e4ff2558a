import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';
import { layoutTokens } from './helpers/layout.js';

type Row = Array<[number, string]>;

const read = (tokens: Token[]) =>
  readLineItems(buildLines(tokens), 'text').items.map((i) => ({
    description: i.description?.value,
    quantity: i.quantity?.value,
    amount: i.amount?.value,
  }));

const header: Row = [
  [50, 'Pos'],
  [80, 'Description'],
  [260, 'Qty'],
  [330, 'Price'],
  [420, 'Amount'],
];

/** Layout classes of item tables seen on unseen issuers' invoices (issue 23 §1). */
describe('item tables in other layouts', () => {
  it('keeps the first row of a long table whose amounts are printed left-aligned', () => {
    // Amounts of 4 to 6 characters starting at one x: their right edges scatter by 10 pt.
    const rows: Row[] = Array.from({ length: 30 }, (_, i) => {
      const k = i + 1;
      const qty = (k % 4) + 1;
      return [
        [50, String(k)],
        [80, 'Article blue'],
        [265, String(qty)],
        [330, (k * 3.5).toFixed(2)],
        [420, (qty * k * 3.5).toFixed(2)],
      ];
    });
    const net = rows.reduce((s, r) => s + Number(r[4]?.[1]), 0);
    const tokens = [
      ...layoutTokens([header, ...rows.slice(0, 20)], 1),
      ...layoutTokens(
        [
          ...rows.slice(20),
          [
            [300, 'Net total'],
            [420, net.toFixed(2)],
          ],
        ],
        2,
      ),
    ];
    const items = read(tokens);
    expect(items).toHaveLength(30);
    expect(items[0]).toMatchObject({ amount: 7, quantity: 2 });
  });

  it('reads the quantity, not a position number of the same value, and names printed above their figures', () => {
    const rows: Row[] = [header];
    for (const k of [1, 2, 3]) {
      rows.push([[80, `Long article name number ${k}`]]);
      rows.push([
        [50, String(k)],
        [80, `Art. 100-${k}`],
        [265, '2'],
        [330, `${k}0.00`],
        [420, `${2 * k}0.00`],
      ]);
    }
    rows.push([
      [300, 'Net total'],
      [420, '120.00'],
    ]);
    expect(read(layoutTokens(rows))).toEqual([
      { description: 'Long article name number 1 Art. 100-1', quantity: 2, amount: 20 },
      { description: 'Long article name number 2 Art. 100-2', quantity: 2, amount: 40 },
      { description: 'Long article name number 3 Art. 100-3', quantity: 2, amount: 60 },
    ]);
  });

  it('joins both lines of a name whose figures are printed centred beside them', () => {
    const tokens: Token[] = [];
    const at = (text: string, x: number, y: number): Token => ({
      text,
      page: 1,
      x,
      y,
      width: text.length * 5,
      height: 10,
    });
    for (const k of [1, 2, 3]) {
      const y = 100 + k * 30;
      tokens.push(at(`Widget ${k}`, 80, y), at(`Model X${k}00 grey`, 80, y + 11));
      tokens.push(at('2', 265, y + 5.5), at(`${k}5.00`, 330, y + 5.5));
      tokens.push(at((2 * (k * 10 + 5)).toFixed(2), 420, y + 5.5));
    }
    tokens.push(at('Net total', 300, 240), at('120.00', 420, 240));
    expect(read(tokens).map((i) => i.description)).toEqual([
      'Widget 1 Model X100 grey',
      'Widget 2 Model X200 grey',
      'Widget 3 Model X300 grey',
    ]);
  });
  it('keeps the name, not a column of position numbers titled "Item", and the header words of a row whose allowance is folded in', () => {
    const tokens = layoutTokens([
      [
        [50, 'Item'],
        [80, 'Product'],
        [260, 'Quantity'],
        [330, 'Unit Price'],
        [440, 'Total'],
      ],
      [
        [50, '1'],
        [80, 'High-Grade Screws'],
        [265, '5'],
        [330, '20.00'],
        [440, '100.00'],
      ],
      [
        [50, '2'],
        [80, 'Mounting Brackets'],
        [265, '3'],
        [330, '15.00'],
        [440, '45.00'],
      ],
      [
        [330, '1.00 %'],
        [440, '- 0.45'],
      ],
      [
        [300, 'Net total'],
        [440, '144.55'],
      ],
    ]);
    expect(read(tokens).map((i) => [i.description, i.amount])).toEqual([
      ['High-Grade Screws', 100],
      ['Mounting Brackets', 44.55],
    ]);
  });
  it('reads no item from a document allowance under the table, nor from the totals over a VAT summary', () => {
    const row = (name: string, qty: string, price: string, amount: string): Row => [
      [50, name],
      [265, qty],
      [330, price],
      [440, amount],
    ];
    const tokens = layoutTokens([
      header,
      row('Design', '120', '85.00', '10,200.00'),
      row('Hotel room', '3', '187.50', '562.50'),
      [
        [330, 'Allowances'],
        [440, '-720.03'],
      ],
      [
        [330, 'Net amount'],
        [440, '10,042.47'],
      ],
      [
        [330, 'VAT 7 %'],
        [450, '39.38'],
      ],
      [
        [330, 'Amount due'],
        [440, '10,081.85'],
      ],
      [
        [50, 'VAT rate'],
        [150, 'Net'],
        [250, 'VAT'],
        [350, 'Gross'],
      ],
      [
        [50, '0 %'],
        [150, '10,200.00'],
        [250, '0.00'],
        [350, '10,200.00'],
      ],
      [
        [50, '7 %'],
        [150, '562.50'],
        [250, '39.38'],
        [350, '601.88'],
      ],
    ]);
    expect(read(tokens).map((i) => i.amount)).toEqual([10200, 562.5]);
  });
  it('reads a table whose amounts are no products by its sum with the charges printed under it', () => {
    // Quantity × price ≠ amount (line allowances not printed) and no header words.
    const tokens = layoutTokens([
      [
        [50, 'Industrial policy A'],
        [260, '1'],
        [330, '99,548.42'],
        [440, '83,654.15'],
      ],
      [
        [50, 'Industrial policy B'],
        [260, '1'],
        [330, '285,996.18'],
        [440, '252,646.80'],
      ],
      [
        [330, 'Zuschläge'],
        [440, '49,243.65'],
      ],
      [
        [330, 'Net amount'],
        [440, '385,544.60'],
      ],
    ]);
    expect(read(tokens).map((i) => [i.description, i.amount])).toEqual([
      ['Industrial policy A', 83654.15],
      ['Industrial policy B', 252646.8],
    ]);
  });
  it('reads no item from the sums carried over a page break, and goes on after them', () => {
    // Prices per base quantity: no row's product holds, the header words read the table.
    const head: Row = [
      [50, 'Description'],
      [260, 'Qty'],
      [330, 'Unit price'],
      [440, 'Amount'],
    ];
    const row = (qty: string, price: string, amount: string): Row => [
      [50, 'DIZEL'],
      [260, qty],
      [330, price],
      [440, amount],
    ];
    const tokens = [
      ...layoutTokens(
        [
          head,
          row('64', '36,109.00', '23,440.00'),
          row('56.81', '37,134.00', '21,389.00'),
          [
            [50, 'Carried forward'],
            [440, '44,829.00'],
          ],
        ],
        1,
      ),
      ...layoutTokens(
        [
          head,
          [
            [50, 'Brought forward'],
            [440, '44,829.00'],
          ],
          row('63.97', '37,550.00', '24,351.00'),
          [
            [330, 'Net amount'],
            [440, '69,180.00'],
          ],
        ],
        2,
      ),
    ];
    expect(read(tokens).map((i) => i.amount)).toEqual([23440, 21389, 24351]);
  });
});
