import { findAmounts } from '../parse/amount.js';
import { findDates } from '../parse/date.js';
import { fold } from '../parse/normalize.js';
import type { HeaderFieldName } from '../types.js';

/** Reading a learned field's kind of value in a text (header-layout.ts, position-place.ts). */
export const isAmount = (f: HeaderFieldName): boolean =>
  f.endsWith('_amount') || f === 'amount_due';
const isDate = (f: HeaderFieldName): boolean => f === 'invoice_date' || f === 'due_date';
export const squash = (v: unknown): string => fold(String(v ?? '')).replace(/[^\p{L}\d]/gu, '');

export interface Reading {
  value: string | number;
  index: number;
  monthFirst?: boolean;
}

/** Every value of the field's kind printed in a text, where it starts. */
export function readingsIn(field: HeaderFieldName, text: string, monthFirst?: boolean): Reading[] {
  if (isAmount(field)) return findAmounts(text).map((a) => ({ value: a.value, index: a.index }));
  if (isDate(field))
    return findDates(text).flatMap((d) => [
      { value: monthFirst && d.altIso ? d.altIso : d.iso, index: d.index },
      ...(d.altIso
        ? [{ value: monthFirst ? d.iso : d.altIso, index: d.index, monthFirst: true }]
        : []),
    ]);
  return [...text.matchAll(/[\p{L}\d][\p{L}\d\-/.]*[\p{L}\d]/gu)]
    .filter((m) => /\d/.test(m[0]))
    .map((m) => ({ value: m[0], index: m.index ?? 0 }));
}

export const same = (field: HeaderFieldName, a: unknown, b: unknown): boolean =>
  isAmount(field)
    ? Math.round(Number(a) * 100) === Math.round(Number(b) * 100)
    : squash(a) === squash(b);
