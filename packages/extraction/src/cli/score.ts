import { LEGAL_FORM } from '../fields/vendor.js';
import {
  HEADER_FIELDS,
  type DocumentType,
  type ExtractionResult,
  type HeaderFieldName,
} from '../types.js';
import { isCreditNoteCode } from '../xml/xml-fields.js';

/** Header fields the corpus ground truth scores (null there means "not scored"): every header
 * field except the two its format does not carry. */
const UNSCORED = ['vendor_tax_id', 'po_number'] as const;
export const SCORED_FIELDS = HEADER_FIELDS.filter(
  (field): field is Exclude<HeaderFieldName, (typeof UNSCORED)[number]> =>
    !(UNSCORED as readonly string[]).includes(field),
);
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface Truth {
  [key: string]: unknown;
  line_items?: Array<{ description?: string | null; amount?: number | null }> | null;
}

export interface FieldOutcome {
  /** A header field, or the document type (scored apart: only some ground truths state it). */
  field: ScoredField | 'document_type';
  expected: unknown;
  actual: unknown;
  confidence: number | null;
  correct: boolean;
}

const squash = (v: unknown): string =>
  String(v ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\d]/gu, '');

const TRAILING_LEGAL_FORM = new RegExp(String.raw`[\s,]+${LEGAL_FORM}\s*$`, 'iu');

/**
 * The engine keeps a legal form as printed ("Free SAS"); a label may leave it out ("Free"), so
 * the comparison drops a trailing legal form on both sides before comparing.
 */
const withoutLegalForm = (v: unknown): string => String(v ?? '').replace(TRAILING_LEGAL_FORM, '');

const isMoney = (field: string): boolean => field.endsWith('_amount') || field === 'amount_due';

/** Compares as the corpus README says: ids without a leading "#", names ignoring case and punctuation, amounts to the cent. */
export function matches(field: ScoredField, expected: unknown, actual: unknown): boolean {
  if (actual === null || actual === undefined) return false;
  if (isMoney(field))
    return Math.round(Number(expected) * 100) === Math.round(Number(actual) * 100);
  if (field === 'invoice_number')
    return (
      squash(String(expected).replace(/^#\s*/, '')) === squash(String(actual).replace(/^#\s*/, ''))
    );
  if (field === 'vendor_name')
    return squash(withoutLegalForm(expected)) === squash(withoutLegalForm(actual));
  return String(expected) === String(actual);
}

/**
 * The engine reports a credit note's amounts negative (docs/decisions.md, "Credit-note sign
 * convention"); a ground truth read from credit-note XML states them positive, as the XML does.
 * Such a truth is scored under the engine's convention: its positive amounts count negative.
 */
const creditSign = (truth: Truth): number =>
  isCreditNoteCode(
    typeof truth.document_type_code === 'string' ? truth.document_type_code : null,
  ) &&
  typeof truth.total_amount === 'number' &&
  truth.total_amount > 0
    ? -1
    : 1;

/**
 * An amount as the invoice stores it: the document type carries the sign (a credit note's
 * total is negative however its page prints it: "NET AVOIR 528,00 €"), so a printed credit
 * note read as one is right with its figures as printed, and one read as an invoice is wrong.
 */
const stored = (result: ExtractionResult, value: unknown): unknown =>
  result.document_type === 'credit_note' && typeof value === 'number' ? -Math.abs(value) : value;

export function scoreDocument(truth: Truth, result: ExtractionResult): FieldOutcome[] {
  const out: FieldOutcome[] = [];
  const sign = creditSign(truth);
  for (const field of SCORED_FIELDS) {
    const raw = truth[field];
    const expected = isMoney(field) && typeof raw === 'number' ? sign * raw : raw;
    if (expected === null || expected === undefined) continue;
    const got = result.fields[field];
    // Where the truth states the type, amounts count as stored; elsewhere (the layout bench's
    // printed truth) as printed.
    const typed = typeof truth.document_type_code === 'string';
    const actual =
      typed && isMoney(field) ? stored(result, got?.value ?? null) : (got?.value ?? null);
    out.push({
      field,
      expected,
      actual,
      confidence: got?.confidence ?? null,
      correct: matches(field, expected, actual ?? undefined),
    });
  }
  return out;
}

/**
 * The type the ground truth states, where it states one: ISDOC numbers its types (1 an invoice,
 * 2 a credit note, other single digits invoice-like documents), the EN 16931 formats use UNTDID
 * 1001 codes (two or three digits), of which the credit-note codes make a credit note.
 */
export function truthDocumentType(truth: Truth): DocumentType | null {
  const code = typeof truth.document_type_code === 'string' ? truth.document_type_code.trim() : '';
  if (!code) return null;
  if (/^\d$/.test(code)) return code === '2' ? 'credit_note' : 'invoice';
  return isCreditNoteCode(code) ? 'credit_note' : 'invoice';
}

/** The document type against the truth, with the field's confidence (null where the truth is
 * silent: a missing code means "not scored"). */
export function scoreDocumentType(truth: Truth, result: ExtractionResult): FieldOutcome | null {
  const expected = truthDocumentType(truth);
  if (!expected) return null;
  const got = result.document_type_field;
  return {
    field: 'document_type',
    expected,
    actual: got?.value ?? null,
    confidence: got?.confidence ?? null,
    correct: got?.value === expected,
  };
}

type TruthLine = NonNullable<Truth['line_items']>[number];

/**
 * Each true line with an amount, in the truth's order, beside the extracted line its amount
 * matched to the cent (null: not found). Order-free: each extracted line vouches for one true
 * line, the first true line of an amount taking the first extracted line of it.
 */
export function matchLines(
  truth: Truth,
  result: Pick<ExtractionResult, 'line_items'>,
): Array<{ truth: TruthLine; extracted: ExtractionResult['line_items'][number] | null }> {
  const sign = creditSign(truth);
  const pool = result.line_items.map((line) => ({
    line,
    cents: Math.round(Number(line.amount?.value ?? NaN) * 100),
  }));
  return (truth.line_items ?? [])
    .filter((l) => typeof l.amount === 'number')
    .map((l) => {
      const i = pool.findIndex((p) => p.cents === Math.round(sign * Number(l.amount) * 100));
      const extracted = i >= 0 ? (pool.splice(i, 1)[0]?.line ?? null) : null;
      return { truth: l, extracted };
    });
}

/** Share of true line amounts found among the extracted line amounts (order-free). */
export function lineItemRecall(
  truth: Truth,
  result: Pick<ExtractionResult, 'line_items'>,
): { found: number; total: number } {
  const matched = matchLines(truth, result);
  return { found: matched.filter((m) => m.extracted).length, total: matched.length };
}

/** `exact`: the same text once case, accents, punctuation and spaces are ignored; `contains`:
 * the truth's text inside more (an article code, a unit, a wrapped second line); else `wrong`
 * (a missing description included). */
export type DescriptionVerdict = 'exact' | 'contains' | 'wrong';

export function descriptionVerdict(expected: unknown, actual: unknown): DescriptionVerdict {
  const want = squash(expected);
  const got = squash(actual);
  if (got && got === want) return 'exact';
  return got && want && got.includes(want) ? 'contains' : 'wrong';
}

/** A description with no letter at all: empty, a position number, a bare code. */
export const isBareDescription = (actual: unknown): boolean => !/\p{L}/u.test(squash(actual));

export interface DescriptionOutcome {
  expected: string;
  actual: string | null;
  verdict: DescriptionVerdict;
  /** The extracted description has no letter (empty or a bare number). */
  bare: boolean;
}

/**
 * The description of every true line that has one (some letter or digit) and whose amount was
 * found, against the extracted line the amount matched: a line not found is the line figure's
 * miss, not the description's.
 */
export function scoreDescriptions(
  truth: Truth,
  result: Pick<ExtractionResult, 'line_items'>,
): DescriptionOutcome[] {
  return matchLines(truth, result).flatMap(({ truth: line, extracted }) => {
    if (!extracted || !squash(line.description)) return [];
    const value = extracted.description?.value;
    const actual = value === undefined || value === null ? null : String(value);
    return [
      {
        expected: String(line.description),
        actual,
        verdict: descriptionVerdict(line.description, actual),
        bare: isBareDescription(actual),
      },
    ];
  });
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
