import { OTHER_LABELS } from './other-labels.js';
import { ADJUSTMENT_TERMS } from './terms-adjustments.js';
import { AMOUNT_TERMS } from './terms-amounts.js';
import { CARRY_TERMS } from './terms-carry.js';
import { PAYABLE_TERMS } from './terms-payable.js';
import { DOCUMENT_TERMS } from './terms-document.js';
import { PARTY_TERMS } from './terms-parties.js';
import { PAYMENT_TERMS } from './terms-payment.js';
import { LANGUAGES, type BusinessTerm, type TermField } from './terms.js';

export {
  ITEM_NAME_WORDS,
  LINE_COLUMN_WORDS,
  MEASURE_WORDS,
  OPEN_ITEM_WORDS,
} from './line-terms.js';
export { CREDIT_NOTE_TITLE_WORDS, TITLE_WORDS } from './other-labels.js';
export type { BusinessTerm, Language, TermField } from './terms.js';

/** Every business term of the lexicon, in one list. */
export const TERMS: BusinessTerm[] = [
  ...DOCUMENT_TERMS,
  ...PARTY_TERMS,
  ...AMOUNT_TERMS,
  ...ADJUSTMENT_TERMS,
  ...CARRY_TERMS,
  ...PAYABLE_TERMS,
  ...PAYMENT_TERMS,
];

/** A field a label can name: every term except the buyer, whose words mark a block instead. */
export type LabelField = Exclude<TermField, 'buyer'>;

/**
 * Every label phrase with its field and weight, all languages together (a page may mix them).
 * A phrase several languages share ("total", "datum") is listed once per field, at its highest weight.
 */
export const LABEL_PHRASES: Array<{ field: LabelField; phrase: string; weight: number }> = (() => {
  const byKey = new Map<string, { field: LabelField; phrase: string; weight: number }>();
  for (const term of TERMS) {
    if (term.field === 'buyer') continue;
    const field = term.field;
    for (const lang of LANGUAGES)
      for (const p of term.labels[lang] ?? []) {
        const phrase = typeof p === 'string' ? p : p[0];
        const weight = typeof p === 'string' ? 1 : p[1];
        const prev = byKey.get(`${field}|${phrase}`);
        if (!prev || prev.weight < weight)
          byKey.set(`${field}|${phrase}`, { field, phrase, weight });
      }
  }
  return [...byKey.values()];
})();

export const OTHER_LABEL_PHRASES: string[] = LANGUAGES.flatMap((l) => [...(OTHER_LABELS[l] ?? [])]);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text naming the buyer's side (BT-44 labels in any language): values near it are not the vendor's. */
export const BUYER_CONTEXT = new RegExp(
  `(?<![\\p{L}\\d])(${TERMS.filter((t) => t.field === 'buyer')
    .flatMap((t) => LANGUAGES.flatMap((l) => t.labels[l] ?? []))
    .map((p) => (typeof p === 'string' ? p : p[0]))
    .map((p) => escape(p).replace(/ /g, '[\\s.\\-]*'))
    .join('|')})(?![\\p{L}\\d])`,
  'u',
);
