import { describe, expect, it } from 'vitest';
import { extractLineItems } from '../src/fields/line-items.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;

const descriptions = (rows: Rows): unknown[] =>
  extractLineItems(buildLines(layoutTokens(rows)), 'text').items.map((i) => i.description?.value);

/** The header reading's first row whose name starts above its figures (name-above-row.ts). */
describe('a name printed above its row', () => {
  it('a one-row table whose name starts above its figures keeps a count or size in that line', () => {
    // The name's three lines around its figures, the first with a size in it.
    const rows: Rows = [
      [
        [42, 'Description'],
        [433, 'Qty'],
        [460, 'Unit price'],
        [515, 'Amount'],
      ],
      [[42, 'EBIXA 5MG/EROGAZIONE SOL. ORALE 50 ML, as agreed']],
      [
        [42, 'in the framework contract'],
        [438, '20'],
        [479, '62.30'],
        [514, '1,246.00'],
      ],
      [[42, 'delivered to the goods receipt']],
    ];
    expect(descriptions(rows)).toEqual([
      'EBIXA 5MG/EROGAZIONE SOL. ORALE 50 ML, as agreed in the framework contract delivered to the goods receipt',
    ]);
  });
});
