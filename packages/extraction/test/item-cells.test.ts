import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import { lineNumbers } from '../src/fields/row-numbers.js';
import { rowProduct } from '../src/fields/row-product.js';
import { tokensAt } from './helpers/layout.js';

type Rows = Array<[number, number, string]>;

const read = (rows: Rows) =>
  readLineItems(buildLines(tokensAt(rows)), 'text').items.map((i) => [
    i.description?.value ?? null,
    i.amount?.value,
  ]);

const productOf = (text: string) => {
  const lines = buildLines(tokensAt([[100, 40, text]]));
  return rowProduct(lineNumbers(lines)[0] ?? [])?.values;
};

/** What an item row's cells hold besides its name (issue 23 §1, the outside holdout's classes). */
describe('cells of an item row', () => {
  it('reads "2x3,20€" as a quantity and a price (an OCR\'d till drops the spaces)', () => {
    expect(productOf('2x3,20€   *6,40 €')).toMatchObject({
      quantity: 2,
      unitPrice: 3.2,
      amount: 6.4,
    });
  });

  it('takes the priced product over a free one made of zeros in the discount columns', () => {
    expect(productOf('6666  Course  1.00  5.000,00  0,00  0.00  5.000,00')).toMatchObject({
      amount: 5000,
    });
  });

  it('reads a space-grouped price whole, not as a quantity and a price of its pieces', () => {
    expect(productOf('UN  1,00  1 189,00 €  23  1 189,00 €')).toMatchObject({
      quantity: 1,
      unitPrice: 1189,
      amount: 1189,
    });
  });

  it('leaves units of measure in a cell of their own out of the name', () => {
    const rows: Rows = [
      [100, 40, 'Lp.'],
      [100, 80, 'Nazwa'],
      [100, 220, 'Miara'],
      [100, 260, 'Ilość'],
      [100, 300, 'Cena'],
      [100, 380, 'Wartość'],
      [120, 40, '1.'],
      [120, 80, 'Projekt strony'],
      [120, 220, 'usł.'],
      [120, 260, '1'],
      [120, 300, '2500.00'],
      [120, 380, '2500.00'],
      [136, 40, '2.'],
      [136, 80, 'Hosting roczny'],
      [136, 220, 'szt.'],
      [136, 260, '2'],
      [136, 300, '240.00'],
      [136, 380, '480.00'],
      [160, 80, 'Razem'],
      [160, 380, '2980.00'],
    ];
    expect(read(rows)).toEqual([
      ['Projekt strony', 2500],
      ['Hosting roczny', 480],
    ]);
  });

  it('reads names wrapped around their figures where quantity and unit stand left of them', () => {
    // As printed by a browser: the figures centred on names of two and three lines.
    const rows: Rows = [
      [100, 36, 'QTY'],
      [100, 90, 'UNIT'],
      [100, 170, 'ARTICLES'],
      [100, 400, 'UNIT PRICE'],
      [100, 490, 'AMOUNT'],
      [116.65, 170, 'Inventory system customization'],
      [130.15, 36, '1'],
      [130.15, 90, 'lot'],
      [130.15, 170, '(barcode module, stock transfer'],
      [130.15, 415, '45,000.00'],
      [130.15, 497, '45,000.00'],
      [143.65, 170, 'between branches)'],
      [160.15, 170, 'On-site user training for cashiers'],
      [166.9, 36, '12'],
      [166.9, 90, 'hrs'],
      [166.9, 415, '850.00'],
      [166.9, 497, '10,200.00'],
      [173.65, 170, 'and warehouse staff'],
      [190.15, 170, 'Thermal printer installation'],
      [196.9, 36, '1'],
      [196.9, 90, 'unit'],
      [196.9, 415, '2,500.00'],
      [196.9, 497, '2,500.00'],
      [203.65, 170, 'and configuration'],
      [224, 36, 'TOTAL AMOUNT DUE:'],
      [224, 318, '57,700.00'],
    ];
    expect(read(rows)).toEqual([
      ['Inventory system customization (barcode module, stock transfer between branches)', 45000],
      ['On-site user training for cashiers and warehouse staff', 10200],
      ['Thermal printer installation and configuration', 2500],
    ]);
  });

  it("reads a flat fee under the items whose cell ends with its currency at the amounts' edge", () => {
    // "150,00 EUR" is right-aligned with the amounts by its cell, and is a row of its own
    // (its name centred on it), not a charge on the row above.
    const rows: Rows = [
      [126, 90, 'Leistung'],
      [126, 205, 'Einzelpreis'],
      [126, 297, 'Menge'],
      [126, 404, 'Gesamt'],
      [144, 37, 'Kühlschrank KS-200'],
      [151, 213, '2.450,00'],
      [151, 312, '2'],
      [151, 401, '4.900,00'],
      [176, 37, 'Transportkosten'],
      [182, 391, '150,00 EUR'],
      [207, 37, 'Nettobetrag'],
      [207, 401, '5.050,00'],
    ];
    expect(read(rows).map(([, amount]) => amount)).toEqual([4900, 150]);
  });
});
