import { describe, expect, it } from 'vitest';
import { headerOf, sizedToken } from './helpers/sized-tokens.js';

const tok = sizedToken;
const read = headerOf;

describe('an invoice number under the title with no label (issue 23 §2)', () => {
  it('"INVOICE" over "#INV-2026-001", a street address beside: the number is the "#" one', () => {
    const f = read([
      tok(240, 95, 'DevStudio Inc.', 15),
      tok(82, 97, 'INVOICE', 27),
      tok(240, 125, '123 Tech Avenue', 10.5),
      tok(82, 139, '#INV-2026-001', 12),
      tok(240, 139, 'Silicon Valley, CA 94000', 10.5),
      tok(82, 200, 'DATE', 9),
      tok(82, 212, 'Oct 24, 2026', 10),
    ]);
    expect(f.invoice_number?.value).toBe('INV-2026-001');
    expect(f.invoice_number?.confidence).toBeLessThan(0.9);
  });

  it('a street address under a number label is no number', () => {
    const f = read([
      tok(50, 40, 'Acme Trading', 12),
      tok(50, 80, 'Invoice No.', 9),
      tok(50, 92, '123 Main Street', 10),
    ]);
    expect(f.invoice_number?.value ?? null).not.toBe('123');
  });
});
