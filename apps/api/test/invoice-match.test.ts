import { numericFieldValue } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import {
  lineMatchStatus,
  matchLines,
  pairLines,
  type InvoiceLineFacts,
  type PoLineFacts,
} from '../src/services/invoice-line-match';
import { countsBefore } from '../src/services/invoice-match';
import { approvalIssues } from '../src/services/invoice-approval';
import type { StoredFields } from '../src/services/invoice-extraction';

const facts = (over: Partial<Parameters<typeof lineMatchStatus>[0]> = {}) => ({
  receivedMilli: 10_000,
  invoicedElsewhereMilli: 0,
  invoicedMilli: 10_000,
  orderedPrice: 100,
  invoicedPrice: 100,
  ...over,
});

describe('three-way match line status', () => {
  it('matches what was received at the PO price', () => {
    expect(lineMatchStatus(facts())).toBe('matched');
  });

  it('price: at +/-1 % matches, a cent beyond is a variance (default tolerance)', () => {
    expect(lineMatchStatus(facts({ invoicedPrice: 101 }))).toBe('matched');
    expect(lineMatchStatus(facts({ invoicedPrice: 99 }))).toBe('matched');
    expect(lineMatchStatus(facts({ invoicedPrice: 101.01 }))).toBe('price_variance');
    expect(lineMatchStatus(facts({ invoicedPrice: 98.99 }))).toBe('price_variance');
    // Awkward prices: 1 % of 19.99 is 0.1999.
    expect(lineMatchStatus(facts({ orderedPrice: 19.99, invoicedPrice: 20.1899 }))).toBe('matched');
    expect(lineMatchStatus(facts({ orderedPrice: 19.99, invoicedPrice: 20.19 }))).toBe(
      'price_variance',
    );
    expect(lineMatchStatus(facts({ invoicedPrice: null }))).toBe('price_variance');
  });

  it('quantity: exact by default; less than received is a partial invoice and matches', () => {
    expect(lineMatchStatus(facts({ invoicedMilli: 10_001 }))).toBe('quantity_variance');
    expect(lineMatchStatus(facts({ invoicedMilli: 5_000 }))).toBe('matched');
    expect(lineMatchStatus(facts({ invoicedMilli: 6_000, invoicedElsewhereMilli: 5_000 }))).toBe(
      'quantity_variance',
    );
    expect(lineMatchStatus(facts({ invoicedMilli: 5_000, invoicedElsewhereMilli: 5_000 }))).toBe(
      'matched',
    );
    expect(lineMatchStatus(facts({ receivedMilli: 0 }))).toBe('not_received');
    // Quantity is checked before price.
    expect(lineMatchStatus(facts({ invoicedMilli: 12_000, invoicedPrice: 150 }))).toBe(
      'quantity_variance',
    );
  });

  it('a configured quantity tolerance allows that much over the received quantity', () => {
    const tolerance = { quantityPercent: 10, pricePercent: 0 };
    expect(lineMatchStatus(facts({ invoicedMilli: 11_000 }), tolerance)).toBe('matched');
    expect(lineMatchStatus(facts({ invoicedMilli: 11_001 }), tolerance)).toBe('quantity_variance');
    expect(lineMatchStatus(facts({ invoicedPrice: 100.01 }), tolerance)).toBe('price_variance');
  });
});

const po = (id: number, description: string, orderedMilli: number, receivedMilli: number) =>
  ({
    id,
    description,
    orderedMilli,
    unitPrice: 10,
    amount: (orderedMilli / 1000) * 10,
    receivedMilli,
  }) satisfies PoLineFacts;
const line = (id: number, description: string | null, quantity: number, poLineId = null) =>
  ({
    id,
    description,
    quantity,
    unitPrice: 10,
    amount: quantity * 10,
    poLineId,
  }) as InvoiceLineFacts;

describe('pairing invoice lines with PO lines', () => {
  const poLines = [po(0, 'Steel bolts M8', 100_000, 100_000), po(1, 'Copper wire 2mm', 50_000, 0)];

  it('pairs by description first, then by position; an extra line has no PO line', () => {
    const pairs = pairLines(
      [line(0, 'Copper wire, 2mm', 5), line(1, 'Something else', 1), line(2, 'Extra', 1)],
      poLines,
    );
    expect([...pairs]).toEqual([
      [0, 1],
      [1, null],
      [2, null],
    ]);
    expect([...pairLines([line(0, null, 1), line(1, null, 1)], poLines)]).toEqual([
      [0, 0],
      [1, 1],
    ]);
    const named = { ...line(0, 'Steel bolts M8', 1), poLineId: 1 };
    expect(pairLines([named], poLines).get(0)).toBe(1);
  });

  it('gives every line its status and variance', () => {
    const result = matchLines(
      [line(0, 'Steel bolts M8', 100), line(1, 'Copper wire 2mm', 10), line(2, 'Extra', 1)],
      poLines,
      new Map(),
    );
    expect(result.map((l) => l.status)).toEqual(['matched', 'not_received', 'not_ordered']);
    expect(result[0]).toMatchObject({
      ordered_quantity: 100,
      received_quantity: 100,
      invoiced_quantity: 100,
      quantity_variance: 0,
      price_variance_percent: 0,
      matched: true,
    });
  });

  it('approved invoices and older open ones take their quantities first; rejected never', () => {
    expect(countsBefore({ id: 9, approval_status: 'approved' }, 5)).toBe(true);
    expect(countsBefore({ id: 4, approval_status: 'pending' }, 5)).toBe(true);
    expect(countsBefore({ id: 6, approval_status: 'under_review' }, 5)).toBe(false);
    expect(countsBefore({ id: 4, approval_status: 'rejected' }, 5)).toBe(false);
  });
});

describe('numeric conversion of saved values', () => {
  it('turns numeric text into numbers and leaves the rest', () => {
    expect(numericFieldValue('1234.5')).toBe(1234.5);
    expect(numericFieldValue(' 1,234.50 ')).toBe(1234.5);
    expect(numericFieldValue('-3')).toBe(-3);
    expect(numericFieldValue('.5')).toBe(0.5);
    expect(numericFieldValue('')).toBeNull();
    expect(numericFieldValue(42)).toBe(42);
    expect(numericFieldValue(null)).toBeNull();
    expect(numericFieldValue('12 apples')).toBe('12 apples');
    expect(numericFieldValue('1,2,3')).toBe('1,2,3');
    // A decimal comma, as European invoices print amounts (more in the contract's tests).
    expect(numericFieldValue('1,23')).toBe(1.23);
  });
});

const field = (value: string | number | null, status = 'extracted') =>
  ({ value, status, confidence: 0.9, page: 1, box: null, source: 'text' }) as never;
const header = (over: Record<string, unknown> = {}): StoredFields => ({
  invoice_number: field('INV-1'),
  invoice_date: field('2026-01-01'),
  vendor_name: field('Acme'),
  po_number: field(null, 'unmatched'),
  net_amount: field(100),
  tax_amount: field(10),
  total_amount: field(110),
  ...(over as StoredFields),
});

describe('approval gate', () => {
  const items = [{ amount: field(60) }, { amount: field(40) }] as StoredFields[];

  it('passes a complete invoice whose amounts add up; empty optional fields do not block', () => {
    expect(approvalIssues(header(), items, null)).toEqual([]);
  });

  it('names unmatched and missing fields, totals off, lines off and match variances', () => {
    const issues = approvalIssues(
      header({
        vendor_name: field('Nobody Ltd', 'unmatched'),
        invoice_number: field(null, 'unmatched'),
        total_amount: field(120),
      }),
      [{ amount: field(60) }, { amount: field(30) }] as StoredFields[],
      [
        { line_id: 0, status: 'matched', matched: true },
        { line_id: 1, status: 'price_variance', matched: false },
      ],
    );
    expect(issues.map((i) => i.path)).toEqual([
      'header.invoice_number',
      'header.vendor_name',
      'header.total_amount',
      'line_items',
      'match.1',
    ]);
    expect(issues.at(-1)!.message).toBe('Three-way match: price variance');
  });
});
