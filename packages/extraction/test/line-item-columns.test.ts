import { describe, expect, it } from 'vitest';
import { headerReadItems as itemsOf } from './helpers/header-items.js';
import { layoutTokens } from './helpers/layout.js';

/** The header reading's columns: which column titles a header row names and which figures
 * each column takes. */
describe('line item rules: columns', () => {
  it('a header holding two column names over two values is split ("USt Gesamt inkl. USt")', () => {
    expect(
      itemsOf(
        layoutTokens([
          [
            [50, 'Bezeichnung'],
            [250, 'Anzahl'],
            [310, 'Preis'],
            [370, 'USt Gesamt inkl. USt'],
          ],
          [
            [50, 'Wartung Heizung'],
            [255, '1'],
            [310, '100,00'],
            [372, '19 %'],
            [425, '119,00'],
          ],
        ]),
      ),
    ).toEqual([
      { description: 'Wartung Heizung', quantity: 1, unit_price: 100, tax_rate: 19, amount: 119 },
    ]);
  });

  it('a two-word header over one value stays one column ("Total Price")', () => {
    expect(
      itemsOf(
        layoutTokens([
          [
            [50, 'Description'],
            [250, 'Qty'],
            [300, 'Unit price'],
            [400, 'Total Price'],
          ],
          [
            [50, 'Gravel, 1 t'],
            [255, '3'],
            [310, '15.00'],
            [420, '45.00'],
          ],
        ]),
      ),
    ).toEqual([
      { description: 'Gravel, 1 t', quantity: 3, unit_price: 15, tax_rate: undefined, amount: 45 },
    ]);
  });

  it('a header run naming three columns or more is split even over a row of one figure', () => {
    expect(
      itemsOf(
        layoutTokens([
          [
            [50, 'Description'],
            [250, 'Qty Unit price VAT Amount'],
          ],
          [
            [50, 'Toller Artikel'],
            [365, '9.90'],
          ],
          [
            [250, 'Net amount'],
            [365, '9.90'],
          ],
        ]),
      ),
    ).toEqual([
      {
        description: 'Toller Artikel',
        quantity: undefined,
        unit_price: undefined,
        tax_rate: undefined,
        amount: 9.9,
      },
    ]);
  });

  it('a position column does not feed the quantity, and the name column beats a code column', () => {
    expect(
      itemsOf(
        layoutTokens([
          [
            [40, 'Pos.'],
            [80, 'Item'],
            [150, 'Description'],
            [330, 'Qty'],
            [420, 'Amount'],
          ],
          [
            [45, '2'],
            [80, 'CP-15'],
            [150, 'Copper pipe 15 mm'],
            [335, '4'],
            [420, '36.00'],
          ],
        ]),
      ),
    ).toEqual([
      {
        description: 'Copper pipe 15 mm',
        quantity: 4,
        unit_price: undefined,
        tax_rate: undefined,
        amount: 36,
      },
    ]);
  });

  it('a discount column stays out of the neighbouring columns', () => {
    expect(
      itemsOf(
        layoutTokens([
          [
            [50, 'Article'],
            [250, 'Qty'],
            [300, 'Discount %'],
            [380, 'Price'],
            [460, 'Amount'],
          ],
          [
            [50, 'Desk lamp'],
            [255, '2'],
            [305, '10'],
            [380, '20.00'],
            [460, '36.00'],
          ],
        ]),
      ),
    ).toEqual([
      { description: 'Desk lamp', quantity: 2, unit_price: 20, tax_rate: undefined, amount: 36 },
    ]);
  });

  it('a table printing each line "Net" and "Gross" reads the net amount, and the gross stays out', () => {
    expect(
      itemsOf(
        layoutTokens([
          [
            [30, 'Pos'],
            [60, 'Item description'],
            [260, 'Qty'],
            [310, 'Unit price'],
            [370, 'Tax %'],
            [420, 'Net'],
            [480, 'Gross'],
          ],
          [
            [30, '1'],
            [260, '4,00'],
            [310, '12,50'],
            [370, '19%'],
            [420, '50,00'],
            [480, '59,50'],
          ],
          [
            [30, '2'],
            [260, '1,00'],
            [310, '8,00'],
            [370, '7%'],
            [420, '8,00'],
            [480, '8,56'],
          ],
        ]),
      ),
    ).toEqual([
      { description: undefined, quantity: 4, unit_price: 12.5, tax_rate: 19, amount: 50 },
      { description: undefined, quantity: 1, unit_price: 8, tax_rate: 7, amount: 8 },
    ]);
  });

  it('a figure under a heading not read stays out of the nearest read column', () => {
    // "Weight" heads no field; its figures lie nearer the amount column than any other.
    expect(
      itemsOf(
        layoutTokens([
          [
            [50, 'Description'],
            [250, 'Qty'],
            [400, 'Weight'],
            [470, 'Amount'],
          ],
          [
            [50, 'Copper wire'],
            [255, '2'],
            [400, '250,000'],
            [470, '250,00'],
          ],
        ]),
      ),
    ).toEqual([
      {
        description: 'Copper wire',
        quantity: 2,
        unit_price: undefined,
        tax_rate: undefined,
        amount: 250,
      },
    ]);
  });
});
