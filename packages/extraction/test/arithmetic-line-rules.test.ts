import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';
import { layoutTokens } from './helpers/layout.js';

const read = (tokens: Token[]) => readLineItems(buildLines(tokens), 'text');

const itemsOf = (tokens: Token[]) =>
  read(tokens).items.map((i) => ({
    description: i.description?.value,
    quantity: i.quantity?.value,
    unit_price: i.unit_price?.value,
    tax_rate: i.tax_rate?.value,
    amount: i.amount?.value,
  }));

const amountsOf = (tokens: Token[]) => read(tokens).items.map((i) => i.amount?.value);

describe('line items found by arithmetic', () => {
  it('reads a table whose header words the lexicon does not know, confirmed by the net total', () => {
    const tokens = layoutTokens([
      [
        [50, 'Wat'],
        [250, 'Hoevl'],
        [320, 'Stukspr'],
        [440, 'Bedr'],
      ],
      [
        [50, 'Hinge set'],
        [260, '4'],
        [320, '12.50'],
        [440, '50.00'],
      ],
      [
        [50, 'Door stopper'],
        [260, '3'],
        [320, '2.20'],
        [445, '6.60'],
      ],
      [
        [300, 'Sum excl.'],
        [440, '56.60'],
      ],
    ]);
    const { items, sum } = read(tokens);
    expect(sum).toBe(56.6);
    expect(itemsOf(tokens)).toEqual([
      { description: 'Hinge set', quantity: 4, unit_price: 12.5, tax_rate: undefined, amount: 50 },
      {
        description: 'Door stopper',
        quantity: 3,
        unit_price: 2.2,
        tax_rate: undefined,
        amount: 6.6,
      },
    ]);
    // The product holds and the lines add up to the printed net total.
    expect(items.every((i) => (i.amount?.confidence ?? 0) >= 0.9)).toBe(true);
  });

  it('reads columns in another order: price before quantity, a unit column between, tax % last', () => {
    const tokens = layoutTokens([
      [
        [50, 'Artikel'],
        [200, 'Preis'],
        [260, 'Menge'],
        [300, 'Einheit'],
        [360, 'Betrag'],
        [440, 'USt'],
      ],
      [
        [50, 'Kabelbinder'],
        [200, '0.35'],
        [265, '200'],
        [300, 'Stk'],
        [360, '70.00'],
        [440, '19 %'],
      ],
      [
        [50, 'Schrumpfschlauch'],
        [200, '1.20'],
        [270, '15'],
        [300, 'm'],
        [360, '18.00'],
        [440, '7 %'],
      ],
      [
        [200, 'Summe netto'],
        [360, '88.00'],
      ],
    ]);
    expect(itemsOf(tokens)).toEqual([
      { description: 'Kabelbinder', quantity: 200, unit_price: 0.35, tax_rate: 19, amount: 70 },
      { description: 'Schrumpfschlauch', quantity: 15, unit_price: 1.2, tax_rate: 7, amount: 18 },
    ]);
  });

  it('reads a header split over two lines and a position number first', () => {
    const tokens = layoutTokens([
      [
        [50, 'Pos.'],
        [80, 'Bezeichnung'],
        [250, 'Menge /'],
        [320, 'Preis/'],
        [400, 'Gesamt'],
      ],
      [
        [250, 'Meng.-einheit'],
        [320, 'Einheit'],
        [400, 'EUR'],
      ],
      [
        [50, '1'],
        [80, 'Wartung Heizung'],
        [250, '2 Std'],
        [320, '65,00'],
        [400, '130,00'],
      ],
      [
        [50, '2'],
        [80, 'Dichtungssatz'],
        [250, '1 Stk'],
        [320, '24,90'],
        [400, '24,90'],
      ],
      [
        [250, 'Nettobetrag'],
        [400, '154,90'],
      ],
    ]);
    expect(itemsOf(tokens)).toEqual([
      {
        description: 'Wartung Heizung',
        quantity: 2,
        unit_price: 65,
        tax_rate: undefined,
        amount: 130,
      },
      {
        description: 'Dichtungssatz',
        quantity: 1,
        unit_price: 24.9,
        tax_rate: undefined,
        amount: 24.9,
      },
    ]);
  });

  it('joins a wrapped description and a line of codes (GTIN) to their item', () => {
    const tokens = layoutTokens([
      [
        [50, 'Item'],
        [300, 'Qty'],
        [350, 'Price'],
        [440, 'Total'],
      ],
      [
        [50, 'Cordless drill 18 V with two'],
        [305, '2'],
        [350, '89.00'],
        [440, '178.00'],
      ],
      [[50, 'batteries and charger']],
      [[50, 'GTIN 4006381333931']],
      [
        [50, 'Drill bit set'],
        [305, '1'],
        [350, '19.95'],
        [445, '19.95'],
      ],
      [[50, 'Art.-Nr. 55-1200']],
      [
        [300, 'Subtotal'],
        [440, '197.95'],
      ],
    ]);
    expect(itemsOf(tokens).map((i) => [i.description, i.amount])).toEqual([
      ['Cordless drill 18 V with two batteries and charger GTIN 4006381333931', 178],
      ['Drill bit set Art.-Nr. 55-1200', 19.95],
    ]);
  });

  it('reads German and French number formats (1.234,56 and 1 234,56)', () => {
    const german = layoutTokens([
      [
        [50, 'Server-Miete'],
        [250, '3'],
        [300, '1.250,00'],
        [420, '3.750,00'],
      ],
      [
        [50, 'Einrichtung'],
        [250, '1'],
        [305, '480,50'],
        [425, '480,50'],
      ],
      [
        [250, 'Netto'],
        [420, '4.230,50'],
      ],
    ]);
    expect(amountsOf(german)).toEqual([3750, 480.5]);
    const french = layoutTokens([
      [
        [50, 'Licence annuelle'],
        [250, '2'],
        [300, '1 234,56'],
        [420, '2 469,12'],
      ],
      [
        [50, 'Formation'],
        [250, '1,5'],
        [305, '800,00'],
        [420, '1 200,00'],
      ],
      [
        [250, 'Total HT'],
        [420, '3 669,12'],
      ],
    ]);
    expect(itemsOf(french).map((i) => [i.quantity, i.unit_price, i.amount])).toEqual([
      [2, 1234.56, 2469.12],
      [1.5, 800, 1200],
    ]);
  });

  it('reads amounts printed left-aligned in their column', () => {
    const tokens = layoutTokens([
      [
        [50, 'Consulting'],
        [250, '12'],
        [300, '95.00'],
        [420, '1,140.00'],
      ],
      [
        [50, 'Travel'],
        [250, '1'],
        [300, '80.00'],
        [420, '80.00'],
      ],
      [
        [50, 'Report printing'],
        [250, '3'],
        [300, '4.50'],
        [420, '13.50'],
      ],
      [
        [300, 'Subtotal'],
        [420, '1,233.50'],
      ],
    ]);
    const { items, sum } = read(tokens);
    expect(items.map((i) => i.amount?.value)).toEqual([1140, 80, 13.5]);
    expect(sum).toBe(1233.5);
  });

  it('takes the factors next to the amount, not numbers inside the name before them', () => {
    // 5 × 100 and 6 × 100 multiply too, but they are the name's.
    const row = (n: number, price: string, amount: string): Array<[number, string]> => [
      [50, `Zboží ${n} M6x40, 100 Stk`],
      [300, '1,000'],
      [350, price],
      [400, '20 %'],
      [440, amount],
    ];
    const items = itemsOf(
      layoutTokens([
        row(5, '625,00', '500,00'),
        row(6, '750,00', '600,00'),
        [
          [330, 'Nettobetrag'],
          [440, '1.100,00'],
        ],
      ]),
    );
    expect(items.map((i) => [i.description, i.quantity, i.unit_price])).toEqual([
      ['Zboží 5 M6x40, 100 Stk', 1, 625],
      ['Zboží 6 M6x40, 100 Stk', 1, 750],
    ]);
  });
});
