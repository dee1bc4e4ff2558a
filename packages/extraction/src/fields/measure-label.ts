import { LINE_COLUMN_WORDS, MEASURE_WORDS } from '../lexicon/index.js';
import { fold } from '../parse/normalize.js';

const WORDS = [...LINE_COLUMN_WORDS.quantity, ...MEASURE_WORDS].join('|');
/** A word naming a quantity or a measure (hours, pieces, kilograms), in folded text. */
export const MEASURE_WORD = new RegExp(String.raw`\b(${WORDS})\b`);
const MEASURE_AFTER = new RegExp(String.raw`^[\s(:.-]*(${WORDS})\b`);
const MEASURE_BEFORE = new RegExp(String.raw`\b(${WORDS})[\s:.-]*$`);

/**
 * A sum's label that a measure word qualifies ("Total hours", "Stunden gesamt", "Summe Menge",
 * "Total weight kg"): the figure beside it counts hours, pieces or kilograms of a table beside
 * the items (a time sheet, a delivery note), never the invoice's money. `before` and `after` are
 * the words right before and after the label in its segment.
 */
export function labelNamesAMeasure(before: string, after: string): boolean {
  return MEASURE_AFTER.test(fold(after)) || MEASURE_BEFORE.test(fold(before));
}
