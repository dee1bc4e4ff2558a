import type { Line } from '../layout/lines.js';
import { detectCurrency } from '../parse/currency.js';
import { findDates, mendFutureYear, prefersMonthFirst, resolveDate } from '../parse/date.js';
import {
  HEADER_FIELDS,
  type ExtractedField,
  type FieldSource,
  type HeaderFieldName,
} from '../types.js';
import { reconcileAmounts, type AmountField } from './amounts.js';
import { labelCandidates, type Candidate } from './candidates.js';
import { currencyConfidence } from './calibration.js';
import { findLabels } from './label-finder.js';
import { withoutGroupSubtotals } from './group-subtotals.js';
import { hashMarkedNumber, unknownLabelDueDate, unknownLabelNumber } from './unknown-label.js';
import { pickVendor } from './vendor.js';
import { straddlingNumber, wrappedDates } from './wrapped-values.js';
import { pageLanguage } from '../lexicon/page-language.js';
import { taxSummarySum, tillOrderTotal } from './till-block.js';

export type HeaderFields = Record<HeaderFieldName, ExtractedField | null>;

/** Fields whose value, read under or beside its label, is never the issuer's name. */
const VALUE_NOT_NAME: ReadonlySet<string> = new Set([
  'invoice_number',
  'po_number',
  'invoice_date',
  'due_date',
]);

const clamp = (v: number): number => Math.max(0, Math.min(1, Math.round(v * 1000) / 1000));

/** Groups candidates by value; the best value has the best single score, repeated sightings add a little. */
function pickByValue(cands: Candidate[]): { cand: Candidate; score: number } | null {
  const groups = new Map<string, Candidate[]>();
  for (const c of cands) groups.set(String(c.value), [...(groups.get(String(c.value)) ?? []), c]);
  let best: { cand: Candidate; score: number } | null = null;
  for (const group of groups.values()) {
    const top = group.sort(
      (a, b) => b.score - a.score || a.page - b.page || a.lineIndex - b.lineIndex,
    )[0] as Candidate;
    const score = top.score + Math.min(0.08, 0.04 * (group.length - 1));
    if (!best || score > best.score) best = { cand: top, score };
  }
  return best;
}

const field = (
  c: Candidate,
  value: string | number,
  confidence: number,
  source: FieldSource,
): ExtractedField => ({
  value,
  confidence: clamp(confidence),
  page: c.page,
  box: { x: c.box.x, y: c.box.y, width: c.box.width, height: c.box.height },
  source,
});

/** Reads the header fields from positioned lines (text layer or OCR), with calibrated confidences. */
export function extractHeader(
  lines: Line[],
  source: 'text' | 'ocr',
  lineSum: number | null,
): HeaderFields {
  const hits = findLabels(lines);
  // A group's subtotal row in a table printed in groups sums its group, never the document.
  const cands = withoutGroupSubtotals(labelCandidates(lines, hits), lines);
  const of = (f: HeaderFieldName): Candidate[] => cands.filter((c) => c.field === f);
  const allText = lines.map((l) => l.text).join('\n');
  const ocrFactor = source === 'ocr' ? 0.9 : 1;
  const out = Object.fromEntries(HEADER_FIELDS.map((k) => [k, null])) as HeaderFields;

  const currency = detectCurrency(allText);
  if (currency) {
    out.currency = {
      value: currency.code,
      confidence: currencyConfidence(currency),
      page: 1,
      box: null,
      source,
    };
  }

  // Where no known label names the number, a label the lexicon lacks may (unknown-label.ts).
  // A known label whose value wraps in a narrow cell centred on it (wrapped-values.ts).
  const straddling = of('invoice_number').length ? null : straddlingNumber(lines, hits);
  const unknown =
    of('invoice_number').length || straddling ? null : unknownLabelNumber(lines, hits);
  const hashed = unknown ? null : hashMarkedNumber(lines, hits);
  const numbers = straddling
    ? [straddling]
    : unknown
      ? [unknown]
      : [...of('invoice_number'), ...(hashed ? [hashed] : [])];
  for (const f of ['invoice_number', 'po_number', 'vendor_tax_id'] as const) {
    const pick = pickByValue(f === 'invoice_number' ? numbers : of(f));
    if (pick) out[f] = field(pick.cand, pick.cand.value, pick.score * 0.9 * ocrFactor, source);
  }

  // Dates: ambiguous numeric dates take the document's order (any unambiguous date, else the locale).
  const monthFirst = prefersMonthFirst(
    findDates(allText),
    currency?.code ?? null,
    pageLanguage(allText),
  );
  // A date cut by its cell's wrap ("2015-" over "01-12") is read whole (wrapped-values.ts).
  const wrapped = wrappedDates(lines, hits);
  const dueLabelled = [...of('due_date'), ...wrapped.filter((c) => c.field === 'due_date')];
  const unknownDue = dueLabelled.length ? null : unknownLabelDueDate(lines, hits);
  const dueCands = unknownDue ? [unknownDue] : dueLabelled;
  const invoiceDateCands = [
    ...of('invoice_date'),
    ...wrapped.filter((c) => c.field === 'invoice_date'),
    ...inlineDatesAfterNumber(of('invoice_number'), lines),
  ];
  for (const [f, list] of [
    ['invoice_date', invoiceDateCands],
    ['due_date', dueCands],
  ] as const) {
    const pick = pickByValue(list);
    if (!pick?.cand.date) continue;
    const ambiguous = pick.cand.date.order === 'ambiguous';
    out[f] = field(
      pick.cand,
      resolveDate(pick.cand.date, monthFirst),
      pick.score * (ambiguous ? 0.8 : 0.95) * ocrFactor,
      source,
    );
  }
  if (!out.invoice_date) {
    const first = findDatesInLines(lines)[0];
    if (first)
      out.invoice_date = {
        value: resolveDate(first.date, monthFirst),
        confidence: 0.35,
        page: first.line.page,
        box: first.line.segments[0] ?? null,
        source,
      };
  }
  // OCR may misread a digit of the year into the future ("2078"): mend it, or trust it less.
  if (source === 'ocr' && out.invoice_date) {
    const read = String(out.invoice_date.value);
    const mended = mendFutureYear(read);
    if (mended !== read) {
      out.invoice_date.value = mended ?? read;
      out.invoice_date.confidence = clamp(out.invoice_date.confidence * (mended ? 0.8 : 0.5));
    }
  }
  const inv = out.invoice_date;
  const due = out.due_date;
  if (inv && due) {
    if (String(due.value) >= String(inv.value)) due.confidence = clamp(due.confidence + 0.05);
    else due.confidence = clamp(due.confidence * 0.5);
  }

  // A scan's own arithmetic where OCR garbled its labels (tax summary rows, the payment block).
  const scan =
    source === 'ocr'
      ? { summarySum: taxSummarySum(lines), tillTotal: tillOrderTotal(lines) }
      : { summarySum: null };
  const amounts = reconcileAmounts(cands, lineSum, source === 'ocr', scan);
  for (const f of ['net_amount', 'tax_amount', 'total_amount', 'amount_due'] as AmountField[]) {
    const pick = amounts[f];
    if (!pick) continue;
    const c = pick.candidate;
    out[f] = c
      ? field(c, pick.value, pick.confidence * ocrFactor, source)
      : {
          value: pick.value,
          confidence: clamp(pick.confidence * ocrFactor),
          page: 1,
          box: null,
          source: 'derived',
        };
  }

  // A value printed large under its label ("INVOICE NO." over "TOSL108") is no letterhead.
  const values = cands
    .filter((c) => c.placement !== 'inline' && VALUE_NOT_NAME.has(c.field))
    .map((c) => c.box);
  const vendor = pickVendor({ lines, labelled: of('vendor_name'), values });
  if (vendor) {
    const seg = vendor.segment;
    // Vendor names come from layout heuristics, never from arithmetic: they stay below 0.85.
    out.vendor_name = {
      value: vendor.value,
      confidence: clamp(Math.min(0.85, vendor.confidence) * ocrFactor),
      page: seg?.page ?? 1,
      box: seg ? { x: seg.x, y: seg.y, width: seg.width, height: seg.height } : null,
      source,
    };
  }
  return out;
}

/** Words between an invoice number and its date in a title sentence ("… of 05.03.2018"). */
const AFTER_NUMBER_DATE_WORD =
  /^\s*(?:du|vom|of|dated|issued(?: on)?|van|le|from|am|del|ze dne|z dnia|de|tanggal)\s/i;

/** "Facture n° 562044387 du 02 juillet 2015": a date printed right after the invoice number is its date. */
function inlineDatesAfterNumber(numberCands: Candidate[], lines: Line[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of numberCands) {
    if (c.placement !== 'inline') continue;
    const line = lines[c.lineIndex];
    const seg = line?.segments.find(
      (s) => s.x <= c.box.x + 1 && s.x + s.width >= c.box.x + c.box.width - 1,
    );
    const text = seg?.text ?? '';
    const after = text.slice(text.indexOf(String(c.value)) + String(c.value).length);
    // A word that says "dated" leads to the date; a dash or comma only to a date right after it.
    const first = findDates(after)[0];
    const date = AFTER_NUMBER_DATE_WORD.test(after)
      ? first
      : first && /^\s*[-–,]\s*$/.test(after.slice(0, first.index))
        ? first
        : undefined;
    if (date)
      out.push({ ...c, field: 'invoice_date', value: date.iso, date, score: 0.7 * c.score });
  }
  return out;
}

function findDatesInLines(
  lines: Line[],
): Array<{ line: Line; date: ReturnType<typeof findDates>[number] }> {
  return lines.flatMap((line) => findDates(line.text).map((date) => ({ line, date })));
}
