import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';
import { tokensAt as at } from './helpers/layout.js';

const read = (tokens: Token[]) =>
  readLineItems(buildLines(tokens), 'text').items.map((i) => [
    i.description?.value,
    i.amount?.value,
  ]);

/** Another column's cells kept out of an item's name (issue 23 §1: layouts printed by other
 * people's invoice generators). */
describe('item names beside other columns', () => {
  it('ends the name at a rate column printed between it and the figures', () => {
    const tokens = at([
      [246, 105, 'Description'],
      [246, 329, 'VAT'],
      [246, 374, 'U.P'],
      [246, 421, 'Qt'],
      [246, 453, 'Total'],
      [262, 106, 'On-site installation of network equipment,'],
      [262, 325, '20.00%'],
      [262, 382, '95.00'],
      [262, 436, '4'],
      [262, 482, '380.00'],
      [271, 106, 'including cabling test report'],
      [283, 106, 'Cloud hosting'],
      [283, 325, '20.00%'],
      [283, 374, '1199.00'],
      [283, 436, '3'],
      [283, 478, '3597.00'],
      [320, 318, 'Total exc. VAT'],
      [320, 480, '3977.00'],
    ]);
    expect(read(tokens)).toEqual([
      ['On-site installation of network equipment, including cabling test report', 380],
      ['Cloud hosting', 3597],
    ]);
  });

  it('reads a position column titled in one run with the description ("Pos. Bezeichnung")', () => {
    const tokens = at([
      [199, 31, 'Pos. Bezeichnung'],
      [199, 286, 'Einzelpreis'],
      [199, 360, 'Menge'],
      [199, 422, 'Einheit'],
      [199, 485, 'Gesamt'],
      [219, 31, '1'],
      [219, 60, 'Projektleitung'],
      [219, 286, '149,50'],
      [219, 360, '2'],
      [219, 422, 'Std'],
      [219, 485, '299,00'],
      [232, 31, '2'],
      [232, 60, 'ART-56276 Wartungsvertrag Klimaanlage,'],
      [232, 286, '89,90'],
      [232, 360, '10'],
      [232, 422, 'Stk'],
      [232, 485, '899,00'],
      [243, 60, 'Gebäude B'],
      [280, 342, 'Nettobetrag:'],
      [280, 486, '1.198,00'],
    ]);
    expect(read(tokens)).toEqual([
      ['Projektleitung', 299],
      ['ART-56276 Wartungsvertrag Klimaanlage, Gebäude B', 899],
    ]);
  });

  it('leaves out a quantity printed in one run with the end of the name', () => {
    const tokens = at([
      [199, 31, 'Pos.'],
      [199, 60, 'Art.-Nr.'],
      [199, 122, 'Bezeichnung'],
      [199, 309, 'Menge'],
      [199, 366, 'Einzelpreis'],
      [199, 439, 'USt. %'],
      [199, 490, 'Gesamt'],
      [219, 31, '1'],
      [219, 122, 'Beratungsleistung'],
      [219, 309, '3'],
      [219, 366, '72,50'],
      [219, 439, '19'],
      [219, 490, '217,50'],
      // The name's cell ran up to the quantity: one run of text, "10" under "Menge".
      [232, 31, '2'],
      [232, 122, 'Wartungsvertrag Klimaanlage, Gebäude    10'],
      [232, 366, '29,99'],
      [232, 439, '19'],
      [232, 490, '299,90'],
      [243, 122, 'B'],
      [280, 342, 'Nettobetrag:'],
      [280, 486, '517,40'],
    ]);
    expect(read(tokens)).toEqual([
      ['Beratungsleistung', 217.5],
      ['Wartungsvertrag Klimaanlage, Gebäude B', 299.9],
    ]);
  });

  it("keeps a number that is part of the name where the header reading has the row's quantity", () => {
    const tokens = at([
      [284, 59, 'Kód'],
      [284, 105, 'Předmět plnění'],
      [284, 272, 'Množství'],
      [284, 319, 'Cena za MJ'],
      [284, 374, 'Cena celkem'],
      [317, 59, '000001'],
      [317, 105, 'Zboží 1'],
      [317, 273, '1,000 ks'],
      [317, 328, '100,000'],
      [317, 392, '100,00'],
      [328, 59, '000002'],
      [328, 105, 'Zboží 2'],
      [328, 273, '1,000 ks'],
      [328, 328, '200,000'],
      [328, 392, '200,00'],
      [360, 300, 'Celkem'],
      [360, 392, '300,00'],
    ]);
    expect(read(tokens)).toEqual([
      ['Zboží 1', 100],
      ['Zboží 2', 200],
    ]);
  });

  it('keeps a figure of its own at the end of a name that ends before the columns', () => {
    const tokens = at([
      [165, 42, 'Description'],
      [165, 402, 'Qty'],
      [165, 422, 'Unit price'],
      [165, 482, 'Amount'],
      [165, 533, 'VAT'],
      [183, 42, 'Apple iPad Air Wifi 16 GB Zilver'],
      [183, 412, '1'],
      [183, 443, '399.00'],
      [183, 489, '399.00'],
      [183, 528, '21 %'],
      [200, 42, 'Nintendo AC-adapter'],
      [200, 412, '1'],
      [200, 448, '14.99'],
      [200, 494, '14.99'],
      [200, 528, '21 %'],
      [216, 42, 'Incl. Thuiskopieheffing: Thuiskopie €3.50'],
      [216, 412, '1'],
      [216, 499, '4.24'],
      [216, 528, '21 %'],
      [250, 418, 'Net amount'],
      [250, 489, '418.23'],
    ]);
    expect(read(tokens)).toEqual([
      ['Apple iPad Air Wifi 16 GB Zilver', 399],
      ['Nintendo AC-adapter', 14.99],
      ['Incl. Thuiskopieheffing: Thuiskopie €3.50', 4.24],
    ]);
  });
});
