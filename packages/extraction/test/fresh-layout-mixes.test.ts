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

  it('reads the net amounts where the header took a gross column printed beside them', () => {
    // A small Courier in a tight print, as the layout mix printed it ([page, y, x, width, text]):
    // "400,00 500,00" one run, and a price per base quantity (2 × 800,00 for 400,00). The header
    // read the gross 500,00 (its sum less the charges is the net, by chance); the net 400,00 add
    // up to it with the sum carried over the page break.
    const head = (page: number, y: number): Printed[] => [
      [page, y, 42, 44, 'Description'],
      [page, y, 412.9, 54.2, 'Qty Unit price'],
      [page, y, 474.8, 49.8, 'VAT Amount'],
      [page, y, 530, 23.1, 'Gross'],
    ];
    const row = (page: number, y: number): Printed[] => [
      [page, y, 42, 124.9, 'Paper subscription M6x40, 100 pcs'],
      [page, y, 406.3, 20, '2,000'],
      [page, y, 442.7, 46.7, '800,00 25 %'],
      [page, y, 500.1, 52.9, '400,00 500,00'],
    ];
    const printed: Printed[] = [
      [1, 78.2, 40, 57.8, 'Facture'],
      [1, 152.6, 42, 43.6, 'Prestations'],
      ...head(1, 167.8),
      ...row(1, 185),
      [1, 203.4, 42, 44.4, 'Fournitures'],
      ...head(1, 218.6),
      [1, 239.8, 42, 38.7, 'A reporter'],
      [1, 239.8, 500.1, 24.5, '400,00'],
      [1, 816.4, 40, 31.9, 'Page 1 / 2'],
      ...head(2, 71.6),
      [2, 88.8, 42, 25.8, 'Report'],
      [2, 88.8, 500.1, 24.5, '400,00'],
      ...row(2, 102),
      [2, 124.4, 40, 94.7, 'Merci de votre commande.'],
      [2, 124.4, 470.1, 17.8, 'Frais'],
      [2, 124.4, 500.1, 24.5, '100,00'],
      [2, 136.6, 457.7, 30.7, 'Total HT'],
      [2, 136.6, 500.1, 24.5, '900,00'],
      [2, 148.8, 452, 36, 'TVA 25 %'],
      [2, 148.8, 500.1, 24.5, '225,00'],
      [2, 161, 452, 72.6, 'Total TTC 1 125,00'],
      [2, 173.2, 444.5, 43.1, 'Net à payer'],
      [2, 173.2, 493.4, 31.1, '1 125,00'],
    ];
    const tokens = printed.map(([page, y, x, width, text]) => ({
      page,
      y,
      x,
      width,
      text,
      height: 8,
    }));
    const items = readLineItems(buildLines(tokens), 'text').items;
    expect(items.map((i) => i.amount?.value)).toEqual([400, 400]);
  });

  it('reads a card of one item whose quantity is 1 in words no lexicon holds, below 0.9', () => {
    const label = (l: string, v: string): Rows[number] => [
      [40, l],
      [200, v],
    ];
    const rows: Rows = [
      [[40, 'Invoice number  TOSL108']],
      [],
      [[40, 'Paper subscription']],
      label('Mennyiség', '1.000'),
      label('Egységár', '800.00'),
      label('Áfa', '25 %'),
      label('Érték', '800.00'),
      [],
      label('Charges', '100.00'),
      label('Net amount', '900.00'),
      label('VAT', '225.00'),
      label('Total', '1,125.00'),
    ];
    const items = readLineItems(buildLines(layoutTokens(rows)), 'text').items;
    expect(items.map((i) => [i.description?.value, i.quantity?.value, i.amount?.value])).toEqual([
      ['Paper subscription', 1, 800],
    ]);
    // 1 × 800.00 = 800.00 holds for any figure printed twice: the sum confirms, no product.
    expect(items[0]?.amount?.confidence).toBeLessThan(0.9);
  });
});

type Printed = [page: number, y: number, x: number, width: number, text: string];
