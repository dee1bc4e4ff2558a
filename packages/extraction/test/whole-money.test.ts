import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { rowNumbers } from '../src/fields/row-numbers.js';
import { rowProduct } from '../src/fields/row-product.js';
import { wholeNumbers } from '../src/fields/whole-money.js';
import { buildLines } from '../src/layout/lines.js';
import { itemAmounts, layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;

const read = (rows: Rows) => readLineItems(buildLines(layoutTokens(rows)), 'text');

/** The product of a one-line row whose bare whole numbers may be money. */
const wholeProduct = (text: string) => {
  const [line] = buildLines(layoutTokens([[[50, text]]]));
  const [nums] = wholeNumbers([rowNumbers(line!, '.')]);
  const p = rowProduct(nums!);
  return p && [p.values.quantity, p.values.unitPrice, p.values.amount];
};

describe('money printed without decimals', () => {
  it('reads a whole amount where quantity × price gives it exactly', () => {
    expect(wholeProduct('1 Alfreds Futterkiste 100 10 pic 1000')).toEqual([100, 10, 1000]);
    expect(wholeProduct('1. Visiting cards 900 3.00 per pcs 2,700')).toEqual([900, 3, 2700]);
  });

  it('takes no near miss, and no amount left of a factor or of money printed as money', () => {
    // Whole money is exact: no rounding tolerance.
    expect(wholeProduct('Widget 3 333 1000')).toBeNull();
    // "Pos 20 | Bolt, 100 pcs | 5 | 200.00": 20 × 5 = 100 is a position and a size in the name.
    expect(wholeProduct('20 Bolt 100 pcs 5 200.00')).toBeNull();
    // Numbers with a unit or a rate stay quantities and rates.
    expect(wholeProduct('Hours 8h 50 400h')).toBeNull();
  });

  it('reads a table of whole amounts under a known header, less sure than money with cents', () => {
    const rows: Rows = [
      [
        [50, 'No'],
        [80, 'Product'],
        [250, 'Unit Price'],
        [330, 'Qty'],
        [400, 'Total'],
      ],
      [
        [50, '1'],
        [80, 'Cable drum'],
        [260, '100'],
        [335, '10'],
        [400, '1000'],
      ],
      [
        [50, '2'],
        [80, 'Socket'],
        [260, '250'],
        [335, '4'],
        [400, '1000'],
      ],
      [
        [50, '3'],
        [80, 'Switch'],
        [260, '35'],
        [335, '3'],
        [405, '105'],
      ],
      [
        [300, 'Sub Total'],
        [400, '2105'],
      ],
    ];
    const { items } = read(rows);
    expect(items.map((i) => [i.description?.value, i.amount?.value])).toEqual([
      ['Cable drum', 1000],
      ['Socket', 1000],
      ['Switch', 105],
    ]);
    expect(items.every((i) => (i.amount?.confidence ?? 1) < 0.9)).toBe(true);
  });

  it('reads whole amounts under column words no lexicon knows, by arithmetic', () => {
    expect(
      itemAmounts([
        [
          [50, 'Wat'],
          [250, 'Hoevl'],
          [320, 'Stukspr'],
          [440, 'Bedr'],
        ],
        [
          [50, 'Hinge set'],
          [260, '4'],
          [320, '1250'],
          [440, '5000'],
        ],
        [
          [50, 'Door stopper'],
          [260, '3'],
          [325, '220'],
          [445, '660'],
        ],
        [
          [300, 'Sum'],
          [440, '5660'],
        ],
      ]),
    ).toEqual([5000, 660]);
  });

  it('reads rows of quantity one only where their amounts add up to a printed total', () => {
    const rows: Rows = [
      [
        [50, 'Description'],
        [250, 'Qty'],
        [320, 'Unit price'],
        [440, 'Amount'],
      ],
      [
        [50, 'Goods 1'],
        [260, '1'],
        [320, '100'],
        [440, '100'],
      ],
      [
        [50, 'Goods 2'],
        [260, '1'],
        [320, '250'],
        [440, '250'],
      ],
    ];
    // "1 × 100 = 100" says nothing alone: a position, a count or a page number may be the one.
    expect(itemAmounts(rows)).toEqual([]);
    expect(
      itemAmounts([
        ...rows,
        [
          [300, 'Net amount'],
          [440, '350'],
        ],
      ]),
    ).toEqual([100, 250]);
  });

  it('reads no item from a date line over another that repeats its year', () => {
    // 1 × 2021 = 2021 with a figure under the row as a factor, "confirmed" by the year below.
    expect(
      itemAmounts([
        [[50, 'Invoice date: 14 January 2021']],
        [[50, 'Due date: 1 January 2021']],
        [[50, 'All amounts in: EUR']],
      ]),
    ).toEqual([]);
  });

  it('reads whole amounts without a price column where they add up to the net', () => {
    expect(
      itemAmounts([
        [
          [50, 'Description'],
          [250, 'Qty'],
          [440, 'Amount'],
        ],
        [
          [50, 'Superdrachen'],
          [260, '2'],
          [445, '40'],
        ],
        [
          [50, 'Turbo Flyer'],
          [260, '5'],
          [440, '200'],
        ],
        [
          [300, 'Net amount'],
          [440, '240'],
        ],
      ]),
    ).toEqual([40, 200]);
  });

  it('reads no item from whole numbers that do not multiply (dates, postcodes, hours)', () => {
    expect(
      itemAmounts([
        [
          [50, 'Day'],
          [200, 'Hours'],
          [300, 'Rate'],
          [400, 'Amount'],
        ],
        [
          [50, 'Monday 12'],
          [205, '8'],
          [300, '2024'],
          [400, '10115'],
        ],
        [
          [50, 'Tuesday 13'],
          [205, '7'],
          [300, '2024'],
          [400, '80331'],
        ],
      ]),
    ).toEqual([]);
  });
});
