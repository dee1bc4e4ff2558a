import type { Line } from '../layout/lines.js';
import { fold } from '../parse/normalize.js';
import { findLabels } from './label-finder.js';

/** First words of a totals or tax line under an item table. */
export const TOTALS =
  /^(sub ?total|total|totaal|subtotaal|summe|zwischensumme|gesamt|nettobetrag|total ht|montant|grand total|exclusief|prijzen zijn|tax|vat|btw|mwst)/;

/** Lexicon fields whose label names a document total, never an item. */
const TOTAL_FIELDS = new Set([
  'line_net_total',
  'net_amount',
  'tax_amount',
  'total_amount',
  'amount_due',
  'prepaid_amount',
  'rounding_amount',
]);

/** Lexicon fields whose label names an allowance or charge on document level (never an item). */
const ADJUSTMENT_FIELDS = new Set(['allowance_total', 'charge_total']);

/**
 * The indices of lines labelled as a total, tax, prepaid or rounding amount (by the lexicon, or
 * opening on a totals word): such a row ends an item table and is never an item itself.
 */
export function totalsLines(lines: Line[]): Set<number> {
  const out = new Set<number>();
  for (const hit of findLabels(lines)) if (TOTAL_FIELDS.has(hit.field)) out.add(hit.lineIndex);
  for (const [i, line] of lines.entries())
    if (TOTALS.test(fold(line.segments[0]?.text ?? ''))) out.add(i);
  return out;
}

/**
 * The indices of lines labelled as an allowance or charge on document level ("Rabatt", "Zuschlag"):
 * under an item table such a row is no item, however its amount adds up.
 */
export function adjustmentLines(lines: Line[]): Set<number> {
  const out = new Set<number>();
  for (const hit of findLabels(lines)) if (ADJUSTMENT_FIELDS.has(hit.field)) out.add(hit.lineIndex);
  return out;
}

/**
 * The indices of lines labelled as a sum carried over from or to another page ("Übertrag"): the
 * item table goes on after them, and they are never items.
 */
export function carryLines(lines: Line[]): Set<number> {
  const out = new Set<number>();
  for (const hit of findLabels(lines)) if (hit.field === 'carried_forward') out.add(hit.lineIndex);
  return out;
}
