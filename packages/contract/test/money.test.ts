import { describe, expect, it } from 'vitest';
import { documentMoney, lineMoney } from '../src';

// Edge cases of the line rule (spec part 2, section 9): tax = quantity x unitPrice x taxRate / 100,
// amount = subtotal + tax, each rounded to cents half away from zero; totals add rounded lines.
describe('money rule edge cases', () => {
  it('rounds an exact half cent away from zero', () => {
    expect(lineMoney({ quantity: 1, unitPrice: 0.05, taxRate: 10 })).toEqual({
      subtotal: 0.05,
      tax: 0.01,
      amount: 0.06,
    });
    expect(lineMoney({ quantity: 0.125, unitPrice: 0.2, taxRate: 0 }).subtotal).toBe(0.03);
    expect(lineMoney({ quantity: 0.5, unitPrice: 0.01, taxRate: 0 }).subtotal).toBe(0.01);
  });

  it('takes quantities to three decimals', () => {
    expect(lineMoney({ quantity: 1.234, unitPrice: 10.01, taxRate: 18 })).toEqual({
      subtotal: 12.35,
      tax: 2.22,
      amount: 14.57,
    });
    expect(lineMoney({ quantity: 0.001, unitPrice: 999999.99, taxRate: 5 })).toEqual({
      subtotal: 1000,
      tax: 50,
      amount: 1050,
    });
  });

  it('handles 0 % and 100 % tax', () => {
    expect(lineMoney({ quantity: 3, unitPrice: 33.33, taxRate: 0 })).toEqual({
      subtotal: 99.99,
      tax: 0,
      amount: 99.99,
    });
    expect(lineMoney({ quantity: 2, unitPrice: 19.99, taxRate: 100 })).toEqual({
      subtotal: 39.98,
      tax: 39.98,
      amount: 79.96,
    });
  });

  it('adds many rounded lines, not the rounding of their sum', () => {
    const lines = Array.from({ length: 1000 }, () => ({
      quantity: 1,
      unitPrice: 0.01,
      taxRate: 50,
    }));
    // Each line's half-cent tax rounds up to a cent; rounding the sum would give 5.00.
    expect(documentMoney(lines)).toEqual({ basic: 10, tax: 10, total: 20 });
  });

  it('stays exact on large documents', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => ({
      quantity: 999.999 - i / 1000,
      unitPrice: 99999.99,
      taxRate: [0, 5, 12, 18, 28, 100][i % 6]!,
    }));
    const cents = lines.reduce(
      (sum, line) => sum + BigInt(Math.round(lineMoney(line).amount * 100)),
      0n,
    );
    const totals = documentMoney(lines);
    expect(BigInt(Math.round(totals.total * 100))).toBe(cents);
    expect(Math.round((totals.basic + totals.tax) * 100)).toBe(Math.round(totals.total * 100));
  });
});
