import type { Line, Segment } from '../layout/lines.js';
import { CREDIT_NOTE_TITLE_WORDS, TITLE_WORDS } from '../lexicon/index.js';
import { fold } from '../parse/normalize.js';
import type { DocumentType, ExtractedField, ExtractionResult } from '../types.js';

/** A title is printed near the top of the first page. */
const TITLE_LINES = 30;
/** A printed title names the type; a negative total agreeing with a credit note's title is a
 * second cue. Without a title most documents are invoices, which a reviewer confirms. */
const TITLED = 0.95;
const TITLED_AND_SIGNED = 0.97;
const UNTITLED = 0.6;
const OCR_FACTOR = 0.9;

function titleOf(lines: Line[]): { type: DocumentType; segment: Segment } | undefined {
  const segments = lines
    .filter((l) => l.page === 1)
    .slice(0, TITLE_LINES)
    .flatMap((l) => l.segments);
  const credit = segments.find((s) => CREDIT_NOTE_TITLE_WORDS.test(fold(s.text).trim()));
  if (credit) return { type: 'credit_note', segment: credit };
  const invoice = segments.find((s) => TITLE_WORDS.test(fold(s.text).trim()));
  return invoice ? { type: 'invoice', segment: invoice } : undefined;
}

/**
 * What the document says it is, from the title words that open a phrase near the top of its
 * first page: a credit note's title ("Credit note No. …", "Gutschrift", "Avoir") anywhere there
 * makes it a credit note, else an invoice or receipt title an invoice; nothing when neither is
 * printed. The amounts stay as printed: the type, not a sign flip, says which way money goes.
 */
export function documentTypeOf(lines: Line[]): DocumentType | undefined {
  return titleOf(lines)?.type;
}

/**
 * The document type as a header field of its own (issue 23 §2), with its confidence and where
 * its title is printed: a title alone 0.95, with a negative total agreeing 0.97; no title, the
 * total's sign decides at 0.6 (× 0.9 read by OCR).
 */
export function documentTypeField(
  lines: Line[],
  source: 'text' | 'ocr',
  total: ExtractedField | null | undefined,
): ExtractedField {
  const title = titleOf(lines);
  const negative = typeof total?.value === 'number' && total.value < 0;
  const factor = source === 'ocr' ? OCR_FACTOR : 1;
  if (!title)
    return {
      value: negative ? 'credit_note' : 'invoice',
      confidence: UNTITLED * factor,
      page: 1,
      box: null,
      source,
    };
  const { segment: s } = title;
  const signed = negative && title.type === 'credit_note';
  return {
    value: title.type,
    confidence: (signed ? TITLED_AND_SIGNED : TITLED) * factor,
    page: s.page,
    box: { x: s.x, y: s.y, width: s.width, height: s.height },
    source,
  };
}

/** An e-invoice states its type (its type code, or its CreditNote root): sure. */
export function statedDocumentType(
  result: Pick<ExtractionResult, 'document_type' | 'source'>,
): ExtractedField | undefined {
  if (!result.document_type || (result.source !== 'xml-cii' && result.source !== 'xml-ubl'))
    return undefined;
  return { value: result.document_type, confidence: 1, page: 1, box: null, source: result.source };
}
