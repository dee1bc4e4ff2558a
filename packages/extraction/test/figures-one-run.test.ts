import { describe, expect, it } from 'vitest';
import { extractLineItems } from '../src/fields/line-items.js';
import { buildLines } from '../src/layout/lines.js';
import { tokensAt as at } from './helpers/layout.js';

/** The header reading of a table printed tight (issue 23 §1: gaps so small that price and amount
 * are one run of text over two columns). */
describe('figures printed in one run over two columns', () => {
  it('reads each figure in its own column', () => {
    const tokens = at([
      [100, 40, 'Description'],
      [100, 300, 'Qty'],
      [100, 340, 'Unit price'],
      [100, 400, 'Amount'],
      [120, 40, 'Widget blue'],
      [120, 305, '2'],
      [120, 375, '12.50 25.00'],
      [135, 40, 'Gadget red'],
      [135, 305, '1'],
      [135, 375, '99.00 99.00'],
    ]);
    const items = extractLineItems(buildLines(tokens), 'text').items;
    expect(items.map((i) => [i.description?.value, i.unit_price?.value, i.amount?.value])).toEqual([
      ['Widget blue', 12.5, 25],
      ['Gadget red', 99, 99],
    ]);
  });

  it('keeps a space-grouped figure whole', () => {
    const tokens = at([
      [100, 40, 'Description'],
      [100, 300, 'Qty'],
      [100, 340, 'Unit price'],
      [100, 420, 'Amount'],
      [120, 40, 'Licence'],
      [120, 305, '1'],
      [120, 345, '1 089,00'],
      [120, 420, '1 089,00'],
    ]);
    const items = extractLineItems(buildLines(tokens), 'text').items;
    expect(items.map((i) => [i.unit_price?.value, i.amount?.value])).toEqual([[1089, 1089]]);
  });
});
