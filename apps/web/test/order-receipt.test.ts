import { describe, expect, it } from 'vitest';
import { receivedByOthers, type OrderLine } from '../src/features/procurement/line-items';

const order = (received: number[]): OrderLine[] =>
  received.map((received_quantity, id) => ({
    id,
    quantity: 10,
    received_quantity,
    open_quantity: 10 - received_quantity,
  }));

describe('already received on an MRN being edited', () => {
  it('is the order line’s received quantity when the MRN counts for nothing yet', () => {
    expect([...receivedByOthers(order([4, 0]), []).entries()]).toEqual([
      [0, 4],
      [1, 0],
    ]);
  });

  it('leaves out the MRN’s own saved lines, several on one order line adding up', () => {
    const own = [
      { po_line_id: 0, quantity: 1.25 },
      { po_line_id: 0, quantity: '0.75' },
      { po_line_id: 1, quantity: 2 },
    ];
    expect([...receivedByOthers(order([6, 2]), own).entries()]).toEqual([
      [0, 4],
      [1, 0],
    ]);
  });

  it('keeps 3-decimal quantities exact and never goes below zero', () => {
    const own = [
      { po_line_id: 0, quantity: 0.1 },
      { po_line_id: 1, quantity: 5 },
      { po_line_id: null, quantity: 9 },
    ];
    expect(receivedByOthers(order([0.3, 2]), own).get(0)).toBe(0.2);
    expect(receivedByOthers(order([0.3, 2]), own).get(1)).toBe(0);
  });
});
