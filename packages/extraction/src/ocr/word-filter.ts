import { CURRENCY_SIGN } from '../parse/currency.js';
import { findDates } from '../parse/date.js';

/** Below this confidence (0–100) tesseract's words are mostly noise: specks, rules, logos. */
export const MIN_WORD_CONFIDENCE = 20;

/** An amount with its cents, optionally signed, bracketed or with a currency symbol glued on. */
const AMOUNT_SHAPE = new RegExp(
  String.raw`^[-(]?${CURRENCY_SIGN}?\d{1,3}(?:,\d{3})*[.,]\d{2}${CURRENCY_SIGN}?\)?$`,
  'u',
);

/**
 * Whether to keep an OCR word. A word tesseract is unsure of is kept when it has the exact shape of
 * a date ("27/06/18") or an amount ("152.00"): its confidence is low on faint thermal print, yet
 * noise hardly ever forms digits with separators in those places, and a receipt's date and total
 * are often the faintest words on it.
 */
export function keepOcrWord(text: string, confidence: number): boolean {
  if (!text) return false;
  if (confidence >= MIN_WORD_CONFIDENCE) return true;
  if (AMOUNT_SHAPE.test(text)) return true;
  const [date] = findDates(text);
  return !!date && date.index === 0 && date.length === text.length;
}
