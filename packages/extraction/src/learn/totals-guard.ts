import type { ExtractedField, HeaderFieldName } from '../types.js';

type Fields = Record<HeaderFieldName, ExtractedField | null>;

const AMOUNTS = ['net_amount', 'tax_amount', 'total_amount'] as const;
const cents = (field: ExtractedField | null): number | null =>
  field && typeof field.value === 'number' ? Math.round(field.value * 100) : null;

/** Net + tax = total holds, to the cent, on these fields. */
function addsUp(fields: Fields): boolean {
  const net = cents(fields.net_amount);
  const tax = cents(fields.tax_amount);
  const total = cents(fields.total_amount);
  return net !== null && tax !== null && total !== null && Math.abs(net + tax - total) <= 1;
}

/**
 * Arithmetic decides between a learned place and the page: where the amounts read without
 * learning add up (net + tax = total) and those read at learned places do not, the learned places
 * read something else on this document (a layout that changed, or another vendor's layout after a
 * wrong match), and the amounts read without learning are kept.
 */
export function keepAmountsThatAddUp(before: Fields, after: Fields): void {
  if (!addsUp(before) || addsUp(after)) return;
  for (const name of [...AMOUNTS, 'amount_due'] as const) after[name] = before[name];
}
