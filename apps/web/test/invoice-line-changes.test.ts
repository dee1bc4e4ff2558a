import { InvoiceLinesPatchSchema } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import {
  blankLine,
  lineChanges,
  toDraft,
  type LineColumn,
} from '../src/features/invoices/review/line-draft';

const columns: LineColumn[] = [
  { name: 'description', label: 'Description', numeric: false },
  { name: 'quantity', label: 'Quantity', numeric: true },
  { name: 'amount', label: 'Amount', numeric: true },
];
const stored = [
  { id: 0, description: 'Bolts', quantity: 2, amount: 10 },
  { id: 3, description: 'Nuts', quantity: null, amount: 4.5 },
  { id: 7, description: null, quantity: 1, amount: 1 },
].map((line) => toDraft(line, columns));

describe('line-level save: what a draft changed', () => {
  it('sends only the edited cells, the added lines without ids and the removed ids', () => {
    const draft = [{ ...stored[0]!, quantity: '3' }, stored[1]!, blankLine(stored, columns)];
    draft[2]!.description = ' Freight ';
    const changes = lineChanges(stored, draft, columns);
    expect(changes).toEqual({
      update: [{ id: 0, quantity: 3 }],
      add: [{ description: 'Freight', quantity: 0, amount: 0 }],
      remove: [7],
    });
    expect(InvoiceLinesPatchSchema.safeParse(changes).success).toBe(true);
  });

  it('sends nothing for lines left as stored (an empty number stays untouched)', () => {
    expect(lineChanges(stored, stored, columns)).toEqual({ update: [], add: [], remove: [] });
  });

  it('sends a cell cleared as null (text) or 0 (number), as the whole save would', () => {
    const draft = [{ ...stored[0]!, description: '', amount: 'x' }, stored[1]!, stored[2]!];
    expect(lineChanges(stored, draft, columns).update).toEqual([
      { id: 0, description: null, amount: 0 },
    ]);
  });
});
