import { runtimeBaseCurrency } from '../config/runtime';

/** Money and date formatting as the specification gives it: a currency table with a locale per
 * code, a SEK/en-US fallback for unknown codes, and en-US short dates ("Nov 22, 2026"). */

export type CurrencyEntry = { currency: string; locale: string };

export const CURRENCIES = {
  USD: { currency: 'USD', locale: 'en-US' },
  SEK: { currency: 'SEK', locale: 'sv-SE' },
  INR: { currency: 'INR', locale: 'en-IN' },
  GBP: { currency: 'GBP', locale: 'en-GB' },
  EUR: { currency: 'EUR', locale: 'de-DE' },
  JPY: { currency: 'JPY', locale: 'ja-JP' },
  CNY: { currency: 'CNY', locale: 'zh-CN' },
  AUD: { currency: 'AUD', locale: 'en-AU' },
  CAD: { currency: 'CAD', locale: 'en-CA' },
  CHF: { currency: 'CHF', locale: 'de-CH' },
  SGD: { currency: 'SGD', locale: 'en-SG' },
  NZD: { currency: 'NZD', locale: 'en-NZ' },
  BRL: { currency: 'BRL', locale: 'pt-BR' },
  ZAR: { currency: 'ZAR', locale: 'en-ZA' },
  RUB: { currency: 'RUB', locale: 'ru-RU' },
  MXN: { currency: 'MXN', locale: 'es-MX' },
  KRW: { currency: 'KRW', locale: 'ko-KR' },
  HKD: { currency: 'HKD', locale: 'zh-HK' },
  AED: { currency: 'AED', locale: 'ar-AE' },
  SAR: { currency: 'SAR', locale: 'ar-SA' },
  NGN: { currency: 'NGN', locale: 'en-NG' },
} as const satisfies Record<string, CurrencyEntry>;

export type CurrencyCode = keyof typeof CURRENCIES;

export const FALLBACK_CURRENCY: CurrencyEntry = { currency: 'SEK', locale: 'en-US' };
/** The company's base currency (the server's BASE_CURRENCY, default INR, read from /config.js):
 * what a document without a currency is in — POs and MRNs (the spec gives them none) and an
 * invoice whose currency was not read. */
export const BASE_CURRENCY: string = runtimeBaseCurrency() ?? 'INR';
/** Invoice lists show amounts in the base currency when an invoice carries no currency. */
export const DEFAULT_INVOICE_CURRENCY = BASE_CURRENCY as CurrencyCode;
/** What an empty table cell or card value shows. */
export const EMPTY_VALUE = '--';

export function currencyEntry(code: string | null | undefined): CurrencyEntry {
  const key = (code ?? '').trim().toUpperCase();
  return key in CURRENCIES ? CURRENCIES[key as CurrencyCode] : FALLBACK_CURRENCY;
}

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};

/** "₹1,234.50" for INR, "1 234,50 kr" for SEK, "SEK 1,234.50" for an unknown code. */
export function formatCurrency(amount: unknown, code?: string | null, empty = EMPTY_VALUE): string {
  const value = toNumber(amount);
  if (value === null) return empty;
  const { currency, locale } = currencyEntry(code);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}

/** An amount of a document that carries no currency (PO, MRN), in the base currency. A base
 * currency outside the table keeps its own code (en-US), not the SEK fallback of unknown codes. */
export function formatBaseCurrency(amount: unknown, empty = EMPTY_VALUE): string {
  if (BASE_CURRENCY in CURRENCIES) return formatCurrency(amount, BASE_CURRENCY, empty);
  const value = toNumber(amount);
  if (value === null) return empty;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: BASE_CURRENCY }).format(
    value,
  );
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const shortDate = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/** "Nov 22, 2026". A bare calendar date is shown as that day in every time zone; a timestamp
 * is shown in the viewer's zone. Empty or unreadable values show the empty marker. */
export function formatDate(
  value: string | number | Date | null | undefined,
  empty = EMPTY_VALUE,
): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value.trim());
    if (day) {
      const utc = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      return shortDate('UTC').format(utc);
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? empty : shortDate().format(date);
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 22, 2026, 2:05 PM" in the viewer's zone: when something happened (history, activity). */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  empty = EMPTY_VALUE,
) {
  if (value === null || value === undefined || value === '') return empty;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? empty : dateTime.format(date);
}

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount without a currency, with 2 decimals ("1,234.50"): PO and MRN grid totals. */
export function formatAmount(amount: unknown, empty = EMPTY_VALUE): string {
  const value = toNumber(amount);
  return value === null ? empty : twoDecimals.format(value);
}
