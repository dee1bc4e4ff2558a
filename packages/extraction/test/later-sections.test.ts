import { describe, expect, it } from 'vitest';
import { arithmeticLineItems } from '../src/fields/arithmetic-lines.js';
import { withLaterSections } from '../src/fields/later-sections.js';
import { extractLineItems } from '../src/fields/line-items.js';
import { sumOnlyLineItems } from '../src/fields/sum-lines.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Row = Array<[number, string]>;

const header: Row = [
  [42, 'Description'],
  [434, 'Qty'],
  [461, 'Unit price'],
  [515, 'Amount'],
];

/** Two titled sections under the same column header, the first closed by its subtotal; the
 * second section's price is per base quantity, so only its header says it is an item (closed by
 * a subtotal of its own, the arithmetic reads it too: later-section-groups.test.ts). */
const SECTIONS: Row[] = [
  [[42, 'Services']],
  header,
  [
    [42, 'High-Grade Screws'],
    [444, '5'],
    [470, '18.00'],
    [520, '90.00'],
  ],
  [
    [42, 'Subtotal Services'],
    [520, '90.00'],
  ],
  [[42, 'Material']],
  header,
  [
    [42, 'Standard Mounting Brackets'],
    [444, '9'],
    [470, '15.00'],
    [520, '45.00'],
  ],
  [
    [400, 'Net amount'],
    [515, '135.00'],
  ],
  [
    [400, 'VAT 19 %'],
    [520, '25.65'],
  ],
  [
    [400, 'Total'],
    [515, '160.65'],
  ],
];

function read(rows: Row[]): { arithmetic: number[]; sections: number[]; sum: number | null } {
  const lines = buildLines(layoutTokens(rows));
  const found = arithmeticLineItems(lines, 'text') ?? sumOnlyLineItems(lines, 'text');
  if (!found) throw new Error('no table found');
  const byHeader = extractLineItems(lines, 'text').items;
  const sections = withLaterSections(found, byHeader, lines);
  const amounts = (items: typeof byHeader): number[] => items.map((i) => Number(i.amount?.value));
  return { arithmetic: amounts(found.items), sections: amounts(sections.items), sum: sections.sum };
}

/** An item table in titled sections (issue 23 §1, the layout bench's `sections=titled`). */
describe('item tables in titled sections', () => {
  it("adds the later sections' rows the arithmetic stopped before", () => {
    // The arithmetic is confirmed by the first subtotal and ends there.
    expect(read(SECTIONS)).toEqual({ arithmetic: [90], sections: [90, 45], sum: 135 });
  });

  it('adds nothing under a different header further down', () => {
    const other: Row[] = [
      ...SECTIONS.slice(0, 4),
      [[42, 'Material']],
      [
        [42, 'Description'],
        [515, 'Amount'],
      ],
      ...SECTIONS.slice(6),
    ];
    expect(read(other).sections).toEqual([90]);
  });

  it('changes nothing where the arithmetic read every section', () => {
    const multiplying = SECTIONS.map((row) =>
      row.map(([x, t]): [number, string] => [x, t === '15.00' ? '5.00' : t]),
    );
    expect(read(multiplying)).toEqual({ arithmetic: [90, 45], sections: [90, 45], sum: 135 });
  });

  it('knows the header printed again by its words where its columns split differently', () => {
    // "Qty Unit price" in one run: over the first section's one merged figure it is one column,
    // over the second section's two figures it is two.
    const joined: Row = [
      [42, 'Description'],
      [434, 'Qty Unit price'],
      [515, 'Amount'],
    ];
    const rows = SECTIONS.map((row) => (row === header ? joined : row)).map((row) =>
      row[0]?.[1] === 'High-Grade Screws'
        ? ([
            [42, 'High-Grade Screws'],
            [444, '5 18.00'],
            [520, '90.00'],
          ] as Row)
        : row,
    );
    expect(read(rows).sections).toEqual([90, 45]);
  });
});
