import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';
import { tokensAt as at } from './helpers/layout.js';

const read = (tokens: Token[]) =>
  readLineItems(buildLines(tokens), 'text').items.map((i) => [
    i.description?.value,
    i.quantity?.value ?? null,
    i.amount?.value,
  ]);

/** Column titles in languages the lexicon had no words for (issue 23 §1: an outside generator
 * printed a Brazilian invoice with its amounts first and no unit price to multiply). */
describe('item tables titled in more languages', () => {
  it('reads a Portuguese table with the amount column first', () => {
    const tokens = at([
      [200, 40, 'Total'],
      [200, 120, 'Descrição'],
      [200, 400, 'Quantidade'],
      [220, 40, '$ 89.90'],
      [220, 120, 'Software license'],
      [220, 420, '1'],
      [235, 40, '$ 450.00'],
      [235, 120, 'USB-C docking station'],
      [235, 420, '2'],
    ]);
    expect(read(tokens)).toEqual([
      ['Software license', 1, 89.9],
      ['USB-C docking station', 2, 450],
    ]);
  });

  it('reads a Polish table whose quantity, price and amount say nothing in the known languages', () => {
    const tokens = at([
      [200, 40, 'Nazwa towaru'],
      [200, 300, 'Ilość'],
      [200, 360, 'Cena jednostkowa'],
      [200, 470, 'Wartość netto'],
      [220, 40, 'Papier A4'],
      [220, 310, '3'],
      [220, 380, '20,00'],
      [220, 480, '60,00'],
    ]);
    expect(read(tokens)).toEqual([['Papier A4', 3, 60]]);
  });
});
