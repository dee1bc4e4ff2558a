import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import { itemAmounts, layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;

const read = (rows: Rows) => readLineItems(buildLines(layoutTokens(rows)), 'text').items;

/**
 * What is no card (issue 23 §1, card-items.ts): a product with a factor of 1, a label printed
 * twice alone, a header block or a table. Those pages keep the reading they had.
 */
describe('lines that are no cards', () => {
  it('takes no product with a factor of 1 from a title over the totals for a card', () => {
    // "Rechnung test decimal 1" over "Gesamtbetrag 15.15" and "Zahlbetrag 15.15": 1 × 15.15.
    const rows: Rows = [
      [
        [40, 'Pos'],
        [75, 'Bezeichnung'],
        [421, 'Menge'],
        [458, 'Preis'],
        [515, 'Betrag'],
      ],
      [
        [51, '1'],
        [75, 'stavka 1, delivered'],
        [421, '100'],
        [458, '0.1212'],
        [515, '12.12'],
      ],
      [],
      [[40, 'Rechnung test decimal 1 (Fortsetzung)']],
      [
        [441, 'Nettobetrag'],
        [515, '12.12'],
      ],
      [
        [465, 'MwSt.'],
        [517, '3.03'],
      ],
      [
        [426, 'Gesamtbetrag'],
        [515, '15.15'],
      ],
      [
        [442, 'Zahlbetrag'],
        [515, '15.15'],
      ],
      [],
      [
        [87, '25 %'],
        [185, '12.12'],
        [271, '3.03'],
        [355, '15.15'],
      ],
    ];
    expect(itemAmounts(rows)).toEqual([12.12]);
  });

  it('makes no cards of a sum carried over a page break, printed twice alone', () => {
    const header: Array<[number, string]> = [
      [46, 'Pos. Description'],
      [430, 'Qty'],
      [459, 'Unit price'],
      [515, 'Amount'],
    ];
    const rows: Rows = [
      header,
      [
        [58, '1 High-Grade Screws'],
        [426, '5.000'],
        [481, '18.00'],
        [526, '90.00'],
      ],
      [
        [71, 'Übertrag'],
        [526, '90.00'],
      ],
      [[40, 'Rechnung INV-2023-EASY-001 (Fortsetzung)']],
      header,
      [
        [71, 'Übertrag'],
        [526, '90.00'],
      ],
      [
        [58, '2 Standard Mounting Brackets'],
        [425, '9.000'],
        [480, '15.00'],
        [527, '45.00'],
      ],
      [],
      [
        [440, 'Nettobetrag'],
        [522, '135.00'],
      ],
    ];
    expect(itemAmounts(rows)).toEqual([90, 45]);
  });

  it('finds no cards in a header block or a table', () => {
    const rows: Rows = [
      [[40, 'Invoice number: 4711']],
      [[40, 'Customer no: 10023']],
      [[40, 'Order: 5521']],
      [],
      [
        [40, 'Description'],
        [250, 'Qty'],
        [300, 'Price'],
        [380, 'Amount'],
      ],
      [
        [40, 'Widget'],
        [250, '2'],
        [300, '12.50'],
        [380, '25.00'],
      ],
      [
        [40, 'Gadget'],
        [250, '1'],
        [300, '99.00'],
        [380, '99.00'],
      ],
      [],
      [
        [300, 'Net'],
        [380, '124.00'],
      ],
    ];
    expect(read(rows).map((i) => [i.description?.value, i.amount?.value])).toEqual([
      ['Widget', 25],
      ['Gadget', 99],
    ]);
  });
});
