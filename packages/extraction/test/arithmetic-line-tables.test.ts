import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';
import { layoutTokens } from './helpers/layout.js';

type Row = Array<[number, string]>;

const read = (tokens: Token[]) => readLineItems(buildLines(tokens), 'text');

const itemsOf = (tokens: Token[]) =>
  read(tokens).items.map((i) => ({
    description: i.description?.value,
    quantity: i.quantity?.value,
    unit_price: i.unit_price?.value,
    tax_rate: i.tax_rate?.value,
    amount: i.amount?.value,
  }));

/** Two pages' rows, the second page's rows starting at its top. */
const twoPages = (first: Row[], second: Row[]): Token[] => [
  ...layoutTokens(first, 1),
  ...layoutTokens(second, 2),
];

describe('item tables found by arithmetic: pages, allowances, confidence', () => {
  it('follows a table onto the next page, past the carried-over subtotal', () => {
    const row = (name: string, qty: string, price: string, amount: string): Row => [
      [50, name],
      [260, qty],
      [320, price],
      [440, amount],
    ];
    const tokens = twoPages(
      [
        row('Paper A4', '10', '4.50', '45.00'),
        row('Toner black', '2', '60.00', '120.00'),
        [
          [300, 'Carried forward'],
          [440, '165.00'],
        ],
      ],
      [
        [
          [300, 'Brought forward'],
          [440, '165.00'],
        ],
        row('Stapler', '3', '7.00', '21.00'),
        [
          [300, 'Net total'],
          [440, '186.00'],
        ],
      ],
    );
    const { items, sum } = read(tokens);
    expect(items.map((i) => [i.amount?.value, i.amount?.page])).toEqual([
      [45, 1],
      [120, 1],
      [21, 2],
    ]);
    expect(sum).toBe(186);
  });

  it('accepts a stated discount and a line allowance printed under the item', () => {
    const tokens = layoutTokens([
      [
        [50, 'Monitor 27"'],
        [250, '2'],
        [300, '250.00'],
        [360, '10 %'],
        [440, '450.00'],
      ],
      [
        [50, 'Cable'],
        [250, '1'],
        [300, '10.00'],
        [440, '10.00'],
      ],
      [
        [360, '5 %'],
        [440, '- 0.50'],
      ],
      [
        [300, 'Total net'],
        [440, '459.50'],
      ],
    ]);
    expect(itemsOf(tokens).map((i) => [i.quantity, i.unit_price, i.amount])).toEqual([
      [2, 250, 450],
      [1, 10, 9.5],
    ]);
  });

  it('trusts lines less when neither their product nor their sum is printed', () => {
    const tokens = layoutTokens([
      [
        [50, 'Description'],
        [300, 'Qty'],
        [360, 'Unit price'],
        [460, 'Amount'],
      ],
      [
        [50, 'Bolts'],
        [305, '7'],
        [370, '1.10'],
        [470, '7.70'],
      ],
      [
        [50, 'Nuts'],
        [305, '5'],
        [370, '0.40'],
        [470, '2.00'],
      ],
      [
        [50, 'Freight'],
        [470, '9.00'],
      ],
    ]);
    const { items } = read(tokens);
    expect(items.map((i) => i.amount?.value)).toEqual([7.7, 2]);
    expect(items.every((i) => (i.amount?.confidence ?? 1) < 0.9)).toBe(true);
  });

  it('reads a table without quantities by its sum, and never net + tax = total as items', () => {
    const tokens = layoutTokens([
      [
        [50, 'Leistung'],
        [420, 'EUR'],
      ],
      [
        [50, 'Beratung März'],
        [420, '1.200,00'],
      ],
      [
        [50, 'Reisekosten pauschal'],
        [425, '180,00'],
      ],
      [
        [50, 'Zwischensumme'],
        [420, '1.380,00'],
      ],
      [
        [50, 'MwSt. 19 %'],
        [425, '262,20'],
      ],
      [
        [50, 'Gesamtbetrag'],
        [420, '1.642,20'],
      ],
    ]);
    expect(itemsOf(tokens).map((i) => [i.description, i.amount])).toEqual([
      ['Beratung März', 1200],
      ['Reisekosten pauschal', 180],
    ]);
  });

  it('reads a quantity printed with its unit ("3h", "12kg") and a price per unit ("€/kg")', () => {
    const tokens = layoutTokens([
      [
        [50, 'Montage'],
        [250, '3h'],
        [300, '55,00 €/h'],
        [420, '165,00 €'],
      ],
      [
        [50, 'Streusalz'],
        [250, '12kg'],
        [300, '0,80 €/kg'],
        [425, '9,60 €'],
      ],
      [
        [250, 'Summe'],
        [420, '174,60 €'],
      ],
    ]);
    expect(itemsOf(tokens).map((i) => [i.quantity, i.unit_price, i.amount])).toEqual([
      [3, 55, 165],
      [12, 0.8, 9.6],
    ]);
  });

  it('reads an amount printed with its VAT (net price × (1 + rate)), and the net one where both are printed', () => {
    const grossOnly = layoutTokens([
      [
        [50, 'Kaffee'],
        [250, '2'],
        [300, '10,00'],
        [360, '19 %'],
        [440, '23,80'],
      ],
      [
        [300, 'Gesamt'],
        [440, '23,80'],
      ],
    ]);
    expect(itemsOf(grossOnly).map((i) => i.amount)).toEqual([23.8]);
    const both = layoutTokens([
      [
        [50, 'Kaffee'],
        [250, '2'],
        [300, '10,00'],
        [360, '20,00'],
        [400, '19 %'],
        [440, '23,80'],
      ],
      [
        [300, 'Netto'],
        [360, '20,00'],
      ],
    ]);
    expect(itemsOf(both).map((i) => [i.amount, i.tax_rate])).toEqual([[20, 19]]);
  });

  it('skips the subtotal printed under each group of a table', () => {
    const row = (name: string, qty: string, price: string, amount: string): Row => [
      [50, name],
      [260, qty],
      [320, price],
      [440, amount],
    ];
    const tokens = layoutTokens([
      [[50, 'Titel 1: Rohbau']],
      row('Beton C25/30', '4', '95,00', '380,00'),
      row('Bewehrung', '2', '60,00', '120,00'),
      [
        [300, 'Summe Titel 1'],
        [440, '500,00'],
      ],
      [[50, 'Titel 2: Ausbau']],
      row('Gipskarton', '10', '7,50', '75,00'),
      row('Spachtel', '3', '5,00', '15,00'),
      [
        [300, 'Summe Titel 2'],
        [445, '90,00'],
      ],
      [
        [300, 'Nettobetrag'],
        [440, '590,00'],
      ],
    ]);
    const { items, sum } = read(tokens);
    expect(items.map((i) => i.amount?.value)).toEqual([380, 120, 75, 15]);
    expect(sum).toBe(590);
  });

  it('reads the name of an item whose quantity is printed before it ("2 x Widget")', () => {
    const tokens = layoutTokens([
      [
        [50, '2 x Widget'],
        [320, '10.00'],
        [440, '20.00'],
      ],
      [
        [50, '1 x Gadget'],
        [320, '5.50'],
        [445, '5.50'],
      ],
      [
        [300, 'Subtotal'],
        [440, '25.50'],
      ],
    ]);
    expect(itemsOf(tokens).map((i) => [i.description, i.quantity, i.amount])).toEqual([
      ['Widget', 2, 20],
      ['Gadget', 1, 5.5],
    ]);
  });
});
