import { dueDate, parseTerms, type PaymentTerms } from '@procure/payments/terms';
import type { Line } from '../layout/lines.js';
import type { ExtractedField, ExtractedTerms, FieldSource, HeaderFieldName } from '../types.js';

/** Words that put a line among the payment terms. The terms reader itself pairs percents with
 * days; this only keeps it off lines that merely hold a percent and a date (a tax line). */
const TERMS_CUE =
  /skonto|zahlbar|zahlungsziel|zahlungsbedingung|fällig|netto|\bnet\b|\bn\/\d|ohne abzug|discount|payable|payment|\bdue\b|\bpay\b|escompte|paiement|règlement|payer|échéance|\d+\s*\/\s*\d+\s*,?\s*n/i;
/** A terms sentence often runs on to the next printed line ("3 % Skonto innerhalb 10 Tagen, /
 * 30 Tage netto"): the next line is read with it when it carries no other label. */
const MAX_JOINED = 2;
/** Text is read with the parser's own confidence; OCR text is less sure of its digits. */
const OCR_FACTOR = 0.9;

const score = (terms: PaymentTerms) =>
  terms.discounts.length * 2 + (terms.netDays !== undefined || terms.dueDate ? 1 : 0);

/** The payment terms printed on the page: each line with a terms word is read (with the line
 * after it, when together they say more), and the reading that says the most wins, then the
 * surer one, then the first. Null when no line reads as terms. */
export function readTermsFromLines(lines: Line[], source: 'text' | 'ocr'): ExtractedTerms | null {
  let best: (ExtractedTerms & { rank: number }) | null = null;
  for (const [index, line] of lines.entries()) {
    if (!TERMS_CUE.test(line.text)) continue;
    for (let size = 1; size <= MAX_JOINED; size += 1) {
      const group = lines.slice(index, index + size).filter((l) => l.page === line.page);
      if (group.length < size) break;
      const parsed = parseTerms(group.map((l) => l.text).join('\n'));
      if (!parsed) continue;
      const rank = score(parsed.terms);
      const confidence = parsed.confidence * (source === 'ocr' ? OCR_FACTOR : 1);
      if (best && (rank < best.rank || (rank === best.rank && confidence <= best.confidence)))
        continue;
      best = {
        terms: parsed.terms,
        text: group.map((l) => l.text).join(' '),
        confidence: Math.round(confidence * 1000) / 1000,
        page: line.page,
        box: boxOf(group),
        source,
        rank,
      };
    }
  }
  if (!best) return null;
  const { rank: _rank, ...terms } = best;
  return terms;
}

function boxOf(group: Line[]) {
  const segments = group.flatMap((line) => line.segments);
  const x = Math.min(...segments.map((s) => s.x));
  const y = Math.min(...segments.map((s) => s.y));
  const right = Math.max(...segments.map((s) => s.x + s.width));
  const bottom = Math.max(...segments.map((s) => s.y + s.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** A due date the document does not print but its terms give (net days, or the last discount
 * deadline) from its invoice date: `derived`, as sure as the terms and the date together. */
export function deriveDueDate(
  fields: Record<HeaderFieldName, ExtractedField | null>,
  terms: ExtractedTerms | null | undefined,
  source: FieldSource = 'derived',
): void {
  const invoiceDate = fields.invoice_date;
  if (fields.due_date || !terms || !invoiceDate || typeof invoiceDate.value !== 'string') return;
  const { netDays, dueDate: printed, discounts } = terms.terms;
  if (netDays === undefined && !printed && discounts.length === 0) return;
  let value: string;
  try {
    value = dueDate(invoiceDate.value, terms.terms);
  } catch {
    return;
  }
  fields.due_date = {
    value,
    confidence: Math.round(Math.min(terms.confidence, invoiceDate.confidence) * 1000) / 1000,
    page: terms.page,
    box: terms.box,
    source,
  };
}
