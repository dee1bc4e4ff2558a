import { describe, expect, it } from 'vitest';
import {
  fromMilli,
  openMilli,
  overReceipts,
  receiptStateOf,
  receivableMilli,
  RECEIPT_TOLERANCE_PERCENT,
  toMilli,
} from '../src';

describe('receipt quantity rules', () => {
  it('receives at most the ordered quantity, plus the tolerance rounded down', () => {
    expect(RECEIPT_TOLERANCE_PERCENT).toBe(0);
    expect(receivableMilli(10_000)).toBe(10_000);
    expect(receivableMilli(10_000, 5)).toBe(10_500);
    expect(receivableMilli(333, 10)).toBe(366);
  });

  it('keeps quantities in thousandths', () => {
    expect(toMilli(2.5)).toBe(2500);
    expect(toMilli(0.001)).toBe(1);
    expect(toMilli(0.1 + 0.2)).toBe(300);
    expect(fromMilli(1234)).toBe(1.234);
  });

  it('never leaves a negative open quantity', () => {
    expect(openMilli(10_000, 4_000)).toBe(6_000);
    expect(openMilli(10_000, 10_000)).toBe(0);
    expect(openMilli(10_000, 10_500)).toBe(0);
  });

  it('derives the PO state from its lines', () => {
    const line = (orderedMilli: number, receivedMilli: number) => ({ orderedMilli, receivedMilli });
    expect(receiptStateOf([])).toBe('not_received');
    expect(receiptStateOf([line(1000, 0), line(500, 0)])).toBe('not_received');
    expect(receiptStateOf([line(1000, 1), line(500, 0)])).toBe('partially_received');
    expect(receiptStateOf([line(1000, 1000), line(500, 0)])).toBe('partially_received');
    expect(receiptStateOf([line(1000, 1000), line(500, 500)])).toBe('fully_received');
    expect(receiptStateOf([line(1000, 1050), line(500, 500)])).toBe('fully_received');
    // A line ordered at zero needs nothing, but a PO with nothing received is not received.
    expect(receiptStateOf([line(0, 0), line(500, 500)])).toBe('fully_received');
  });

  it('names the MRN lines that would receive more than is open', () => {
    const balances = new Map([
      [11, { orderedMilli: 10_000, receivedElsewhereMilli: 7_000 }],
      [12, { orderedMilli: 2_500, receivedElsewhereMilli: 0 }],
    ]);
    expect(
      overReceipts(
        [
          { index: 0, poLineId: 12, quantityMilli: 2_500 },
          { index: 1, poLineId: 11, quantityMilli: 2_000 },
          { index: 2, poLineId: 11, quantityMilli: 1_001 },
          { index: 3, poLineId: 11, quantityMilli: 1 },
          { index: 4, poLineId: 99, quantityMilli: 5 },
        ],
        balances,
      ),
    ).toEqual([
      { index: 2, openMilli: 1_000 },
      { index: 3, openMilli: 0 },
    ]);
    expect(overReceipts([{ index: 0, poLineId: 11, quantityMilli: 3_000 }], balances)).toEqual([]);
    expect(overReceipts([{ index: 0, poLineId: 11, quantityMilli: 3_500 }], balances, 5)).toEqual(
      [],
    );
  });
});
