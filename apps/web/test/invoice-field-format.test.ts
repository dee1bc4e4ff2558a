import { describe, expect, it } from 'vitest';
import { CURRENCIES, formatCurrency } from '../src/lib/format';
import { currencyOptions, shownValue } from '../src/features/invoices/review/review-rules';

describe('field card values', () => {
  it('shows amounts as money in the invoice currency, the list default without one', () => {
    expect(shownValue({ numeric: true, value: 447.3 }, 'USD')).toBe('$447.30');
    expect(shownValue({ numeric: true, value: 1234.5 }, 'EUR')).toBe(formatCurrency(1234.5, 'EUR'));
    expect(shownValue({ numeric: true, value: 447.3 }, null)).toBe('₹447.30');
    expect(shownValue({ numeric: true, value: 0 }, 'usd')).toBe('$0.00');
  });

  it('shows text, empty and unreadable amounts as stored', () => {
    expect(shownValue({ numeric: false, value: '00123' }, 'USD')).toBe('00123');
    expect(shownValue({ numeric: true, value: null }, 'USD')).toBe('');
    expect(shownValue({ numeric: true, value: 'about 12' }, 'USD')).toBe('about 12');
  });
});

describe('currency choices', () => {
  it('are the currency table, in its order, after an empty choice', () => {
    const values = currencyOptions('USD').map((option) => option.value);
    expect(values).toEqual(['', ...Object.keys(CURRENCIES)]);
    expect(values).toHaveLength(22);
  });

  it('keep a stored code outside the table so opening the edit does not lose it', () => {
    expect(
      currencyOptions('MYR')
        .map((option) => option.value)
        .slice(0, 3),
    ).toEqual(['', 'MYR', 'USD']);
  });
});
