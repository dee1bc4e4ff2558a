import type { Line } from '../layout/lines.js';
import { CREDIT_NOTE_TITLE_WORDS, TITLE_WORDS } from '../lexicon/index.js';
import { fold } from '../parse/normalize.js';
import type { DocumentType } from '../types.js';

/** A title is printed near the top of the first page. */
const TITLE_LINES = 30;

/**
 * What the document says it is, from the title words that open a phrase near the top of its
 * first page: a credit note's title ("Credit note No. …", "Gutschrift", "Avoir") anywhere there
 * makes it a credit note, else an invoice or receipt title an invoice; nothing when neither is
 * printed. The amounts stay as printed: the type, not a sign flip, says which way money goes.
 */
export function documentTypeOf(lines: Line[]): DocumentType | undefined {
  const titles = lines
    .filter((l) => l.page === 1)
    .slice(0, TITLE_LINES)
    .flatMap((l) => l.segments.map((s) => fold(s.text).trim()));
  if (titles.some((t) => CREDIT_NOTE_TITLE_WORDS.test(t))) return 'credit_note';
  if (titles.some((t) => TITLE_WORDS.test(t))) return 'invoice';
  return undefined;
}
