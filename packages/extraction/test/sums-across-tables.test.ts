import { describe, expect, it } from 'vitest';
import { itemAmounts } from './helpers/layout.js';

type Row = Array<[number, string]>;

const row = (...cells: Array<[number, string]>): Row => cells;

/** Where an item table ends, and which column its sums add, beside other tables (issue 23 §1). */
describe('item tables among other tables and columns', () => {
  it('ends the items at the net total that opens the totals block, though product rows follow', () => {
    // "1 670,75  0,00  1 670,75" in an account statement reads as 1 × 670,75 = 670,75.
    expect(
      itemAmounts([
        row([50, 'Zboží 1'], [250, '1'], [330, '100,00'], [440, '100,00']),
        row([50, 'Zboží 2'], [250, '1'], [330, '200,00'], [440, '200,00']),
        row([50, 'Zboží 3'], [250, '1'], [330, '300,00'], [440, '300,00']),
        row([300, 'Total HT'], [440, '600,00']),
        row([300, 'TVA 21 %'], [440, '126,00']),
        row([300, 'Total TTC'], [440, '726,00']),
        row([50, 'Relevé de compte']),
        row([50, 'Document'], [150, 'Date'], [250, 'Montant'], [340, 'Réglé'], [440, 'Solde']),
        row(
          [50, 'FV-1/2021-B'],
          [150, '20/03/2021'],
          [250, '1 670,75'],
          [340, '0,00'],
          [430, '1 670,75'],
        ),
      ]),
    ).toEqual([100, 200, 300]);
  });

  it('reads on after a group subtotal where the next item names its VAT rate in its description', () => {
    expect(
      itemAmounts([
        row([50, 'Newspaper (VAT 6%)'], [250, '1'], [330, '100.00'], [440, '100.00']),
        row([50, 'Food (VAT 12%)'], [250, '1'], [330, '50.00'], [440, '50.00']),
        row([50, 'Subtotal'], [440, '150.00']),
        row([50, 'Food (VAT 12%)'], [250, '1'], [330, '150.00'], [440, '150.00']),
        row([50, 'Petrol (VAT 25%)'], [250, '1'], [330, '400.00'], [440, '400.00']),
        row([50, 'Subtotal'], [440, '550.00']),
        row([300, 'Net amount'], [440, '700.00']),
        row([300, 'VAT 12 %'], [440, '24.00']),
      ]),
    ).toEqual([100, 50, 150, 400]);
  });

  it('reads sections of one line each, each closed by its subtotal, by their sums', () => {
    // A price per base quantity: 2 × 800,00 is not the amount 400,00; only the sums tell.
    expect(
      itemAmounts([
        row([50, 'Prestations']),
        row([50, 'Paper subscription'], [250, '2'], [330, '800,00'], [440, '400,00']),
        row([50, 'Sous-total Prestations'], [440, '400,00']),
        row([50, 'Fournitures']),
        row([50, 'Paper subscription'], [250, '2'], [330, '800,00'], [440, '400,00']),
        row([50, 'Sous-total Fournitures'], [440, '400,00']),
        row([300, 'Frais'], [440, '100,00']),
        row([300, 'Total HT'], [440, '900,00']),
      ]),
    ).toEqual([400, 400]);
  });

  it('reads amounts centred in their column, a short one beside long ones', () => {
    // Centred at x = 470 (5 pt a glyph): the short amount's edges stand 10 pt inside the others'.
    const centred = (text: string): [number, string] => [470 - text.length * 2.5, text];
    expect(
      itemAmounts([
        row([50, 'Design'], [200, '-100'], [300, '11,102.00'], centred('-1,110,200.00')),
        row([50, 'Licence'], [200, '-1'], [300, '1,200,000.00'], centred('-1,200,000.00')),
        row([50, 'Hosting'], [200, '-2'], [300, '1,000,000.00'], centred('-2,000,000.00')),
        row([50, 'Printer paper'], [200, '-2'], [300, '2.62'], centred('-5.24')),
        row([200, 'Net amount'], centred('-4,310,205.24')),
      ]),
    ).toEqual([-1110200, -1200000, -2000000, -5.24]);
  });

  it('reads a table of one line that prints neither quantity nor price, under no header', () => {
    expect(
      itemAmounts([
        row([50, 'Toller Artikel, as agreed in the framework contract,']),
        row([50, 'delivered to the goods receipt'], [440, '9,90']),
        row([300, 'Nettobetrag'], [440, '9,90']),
        row([300, 'MwSt.'], [440, '0,00']),
        row([300, 'Gesamtbetrag'], [440, '9,90']),
      ]),
    ).toEqual([9.9]);
  });

  it('reads by their sums rows under a header whose tight titles run together over the amounts', () => {
    // "Qty" names a quantity, but only "Amount" stands over the amounts.
    expect(
      itemAmounts([
        row([50, 'Description'], [290, 'Qty Unit price Amount']),
        row([50, 'Paper subscription'], [300, '2'], [330, '800.00'], [380, '400.00']),
        row([50, 'Paper subscription'], [300, '2'], [330, '800.00'], [380, '400.00']),
        row([250, 'Charges'], [380, '100.00']),
        row([250, 'Net amount'], [380, '900.00']),
      ]),
    ).toEqual([400, 400]);
  });

  it('adds the amount column, not a gross column printed right of it', () => {
    expect(
      itemAmounts([
        row(
          [50, 'Paper subscription'],
          [250, '2'],
          [300, '800.00'],
          [380, '400.00'],
          [460, '500.00'],
        ),
        row(
          [50, 'Paper subscription'],
          [250, '2'],
          [300, '800.00'],
          [380, '400.00'],
          [460, '500.00'],
        ),
        row([250, 'Charges'], [380, '100.00']),
        row([250, 'Net amount'], [380, '900.00']),
      ]),
    ).toEqual([400, 400]);
  });
});
