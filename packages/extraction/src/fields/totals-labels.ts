import type { Line } from '../layout/lines.js';
import { fold } from '../parse/normalize.js';
import { carriedByPrint } from './carried-sums.js';
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

/** The rows a table never takes as items, by what labels them (indices into the lines). */
export interface LabelledRows {
  /** A total, tax, prepaid or rounding amount (by the lexicon, or opening on a totals word):
   * such a row ends an item table. */
  totals: Set<number>;
  /** An allowance or charge on document level ("Rabatt", "Zuschlag"): under an item table such
   * a row is no item, however its amount adds up. */
  adjustments: Set<number>;
  /** A sum carried over from or to another page ("Übertrag"): the table goes on after it. */
  carried: Set<number>;
  /** Totals whose line opens with their label ("TVA 21 %  1 155,00"), unlike an item naming its
   * rate inside its description ("Food (VAT 12%)"). */
  opening: Set<number>;
}

const labelled = new WeakMap<Line[], LabelledRows>();

/** The document's labelled rows, read in one pass over its label hits, once a document (the
 * header reading, the arithmetic and the sums all ask). */
export function labelledRows(lines: Line[]): LabelledRows {
  const known = labelled.get(lines);
  if (known) return known;
  const out: LabelledRows = {
    totals: new Set(),
    adjustments: new Set(),
    carried: new Set(),
    opening: new Set(),
  };
  for (const hit of findLabels(lines))
    if (TOTAL_FIELDS.has(hit.field)) {
      out.totals.add(hit.lineIndex);
      if (hit.segmentIndex === 0 && hit.start === 0) out.opening.add(hit.lineIndex);
    } else if (ADJUSTMENT_FIELDS.has(hit.field)) out.adjustments.add(hit.lineIndex);
    else if (hit.field === 'carried_forward') out.carried.add(hit.lineIndex);
  for (const [i, line] of lines.entries())
    if (TOTALS.test(fold(line.segments[0]?.text ?? ''))) {
      out.totals.add(i);
      out.opening.add(i);
    }
  for (const i of carriedByPrint(lines, out.totals)) out.carried.add(i);
  labelled.set(lines, out);
  return out;
}
