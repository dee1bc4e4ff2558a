import { describe, expect, it } from 'vitest';
import { headerReadItems as itemsOf } from './helpers/header-items.js';
import { layoutTokens } from './helpers/layout.js';

/** The header reading's rows: where an item's name goes on and where the table ends. */
describe('line item rules: rows', () => {
  it('a description wrapped onto the next line is kept whole, and the next row stays its own item', () => {
    expect(
      itemsOf(
        layoutTokens([
          [
            [50, 'Description'],
            [300, 'Qty'],
            [360, 'Unit price'],
            [460, 'Line total'],
          ],
          [
            [50, 'Boiler service, annual'],
            [305, '1'],
            [370, '95.00'],
            [470, '95.00'],
          ],
          [[50, 'incl. flue gas analysis']],
          [
            [50, 'Thermostat battery swap'],
            [305, '2'],
            [370, '4.50'],
            [470, '9.00'],
          ],
          [
            [360, 'Total'],
            [470, '104.00'],
          ],
        ]),
      ),
    ).toEqual([
      {
        description: 'Boiler service, annual incl. flue gas analysis',
        quantity: 1,
        unit_price: 95,
        tax_rate: undefined,
        amount: 95,
      },
      {
        description: 'Thermostat battery swap',
        quantity: 2,
        unit_price: 4.5,
        tax_rate: undefined,
        amount: 9,
      },
    ]);
  });

  it('smaller print under an item (a batch note) is not part of its name', () => {
    const tokens = layoutTokens([
      [
        [50, 'Description'],
        [300, 'Qty'],
        [360, 'Unit price'],
        [460, 'Line total'],
      ],
      [
        [50, 'Sealant cartridge'],
        [305, '3'],
        [370, '7.00'],
        [470, '21.00'],
      ],
    ]);
    tokens.push({
      text: 'Batch: K-7731',
      page: 1,
      x: 50,
      y: 40 + 2 * 16 - 3,
      width: 52,
      height: 7,
    });
    expect(itemsOf(tokens).map((i) => i.description)).toEqual(['Sealant cartridge']);
  });

  it('a row the lexicon labels as a total ends the table, whatever its first word ("Net")', () => {
    // Prices per 100 pieces: no row's product holds, so the header reading alone reads the table.
    const amounts = itemsOf(
      layoutTokens([
        [
          [50, 'Description'],
          [260, 'Qty'],
          [330, 'Price'],
          [420, 'Amount'],
        ],
        [
          [50, 'Screws M6'],
          [260, '500'],
          [330, '4.00 /100'],
          [420, '20.00'],
        ],
        [
          [50, 'Nuts M6'],
          [260, '200'],
          [330, '3.00 /100'],
          [420, '6.00'],
        ],
        [
          [300, 'Net'],
          [420, '26.00'],
        ],
        [
          [300, 'VAT 19 %'],
          [425, '4.94'],
        ],
      ]),
    ).map((item) => item.amount);
    expect(amounts).toEqual([20, 6]);
  });
});
