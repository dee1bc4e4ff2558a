import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import { itemAmounts, layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;

const blank = (n: number): Rows => Array.from({ length: n }, () => []);

/** Classes the layout bench's fresh mixes found (seeds 101 and 202, issue 23 §1). */
describe('line items in fresh layout mixes', () => {
  it('takes no factor for a row from the foot of the page', () => {
    // A VAT summary row under the totals, and the payment terms at the page's foot: 10 × 30
    // less 25 % = 225 read the summary's tax as an item at 0.85.
    const rows: Rows = [
      [
        [40, 'Thank you for your order.'],
        [330, 'Charges'],
        [440, '100.00'],
      ],
      [
        [330, 'Net amount'],
        [440, '900.00'],
      ],
      [
        [330, 'VAT'],
        [440, '225.00'],
      ],
      [
        [330, 'Total'],
        [440, '1,125.00'],
      ],
      [],
      [
        [40, 'VAT rate'],
        [200, 'Net'],
        [300, 'VAT'],
        [400, 'Gross'],
      ],
      [
        [40, '25 %'],
        [200, '800.00'],
        [300, '225.00'],
        [400, '1,025.00'],
      ],
      ...blank(30),
      [[40, 'Payment terms: 2 % discount within 10 days, 30 days net']],
    ];
    expect(itemAmounts(rows)).toEqual([]);
  });

  it('takes no VAT summary base for the confirmation of a table missing a rate', () => {
    // The flat fee is the only line at 7 %: without it the table's lines add up to the 19 %
    // base, and with the 7 % base to the net, by construction. Neither confirms them.
    const row = (name: string, qty: string, price: string, rate: string, amount: string) =>
      [
        [40, name],
        [200, qty],
        [260, price],
        [330, rate],
        [440, amount],
      ].filter(([, t]) => t !== '') as Array<[number, string]>;
    const rows: Rows = [
      [
        [40, 'Description'],
        [200, 'Qty'],
        [260, 'Price'],
        [330, 'VAT'],
        [440, 'Amount'],
      ],
      row('Setup fee', '', '', '7 %', '20.00'),
      row('Widget', '2', '25.00', '19 %', '50.00'),
      row('Gadget', '4', '25.00', '19 %', '100.00'),
      [],
      row('Net amount', '', '', '', '170.00'),
      row('VAT', '', '', '', '29.90'),
      row('Total', '', '', '', '199.90'),
      [],
      [
        [40, 'VAT rate'],
        [200, 'Net'],
        [300, 'VAT'],
      ],
      [
        [40, '19 %'],
        [200, '150.00'],
        [300, '28.50'],
      ],
      [
        [40, '7 %'],
        [200, '20.00'],
        [300, '1.40'],
      ],
    ];
    const items = readLineItems(buildLines(layoutTokens(rows)), 'text').items;
    expect(items.map((i) => i.amount?.value)).toEqual([20, 50, 100]);
  });
});
