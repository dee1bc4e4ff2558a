import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencyEntry,
  formatCurrency,
  formatDate,
  formatDateTime,
} from '../src/lib/format';

describe('currency formatting', () => {
  it('covers the 21 specified currencies, each with a locale', () => {
    expect(Object.keys(CURRENCIES)).toEqual([
      'USD',
      'SEK',
      'INR',
      'GBP',
      'EUR',
      'JPY',
      'CNY',
      'AUD',
      'CAD',
      'CHF',
      'SGD',
      'NZD',
      'BRL',
      'ZAR',
      'RUB',
      'MXN',
      'KRW',
      'HKD',
      'AED',
      'SAR',
      'NGN',
    ]);
    for (const [code, entry] of Object.entries(CURRENCIES)) {
      expect(entry.currency).toBe(code);
      expect(() => new Intl.NumberFormat(entry.locale)).not.toThrow();
      expect(formatCurrency(1234.5, code)).not.toBe('--');
    }
  });

  it('formats in the currency locale', () => {
    expect(formatCurrency(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatCurrency(123456.5, 'INR')).toBe('₹1,23,456.50');
    expect(formatCurrency(1234.5, 'gbp')).toBe('£1,234.50');
    expect(formatCurrency(1234, 'JPY')).toBe('￥1,234');
  });

  it('falls back to SEK with en-US for unknown or missing codes', () => {
    expect(currencyEntry('XYZ')).toEqual({ currency: 'SEK', locale: 'en-US' });
    expect(currencyEntry(undefined)).toEqual({ currency: 'SEK', locale: 'en-US' });
    expect(formatCurrency(1234.5, 'XYZ')).toBe('SEK\u00a01,234.50');
  });

  it('accepts numeric strings and shows -- for empty values', () => {
    expect(formatCurrency('99.9', 'USD')).toBe('$99.90');
    expect(formatCurrency('', 'USD')).toBe('--');
    expect(formatCurrency(null, 'USD')).toBe('--');
    expect(formatCurrency('abc', 'USD')).toBe('--');
  });
});

describe('date formatting', () => {
  it('shows en-US short dates', () => {
    expect(formatDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
  });

  it('keeps a calendar date on its day and formats timestamps and Dates', () => {
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDate(new Date(2026, 10, 22, 12))).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-22T12:00:00')).toBe('Nov 22, 2026');
  });

  it('shows -- for empty or unreadable values', () => {
    expect(formatDate(null)).toBe('--');
    expect(formatDate('')).toBe('--');
    expect(formatDate('not a date')).toBe('--');
  });
});

describe('date and time', () => {
  it('shows when something happened to the minute, and the empty marker otherwise', () => {
    const at = new Date(2026, 10, 22, 14, 5);
    expect(formatDateTime(at.toISOString())).toBe('Nov 22, 2026, 2:05 PM');
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime('not a date')).toBe('--');
  });
});
