import {
  isCreditNote,
  printedInvoice,
  renderLayoutPdf,
  type LayoutInvoice,
  type LayoutTraits,
} from '@procure/fixtures/layouts';
import { extractInvoice, ExtractionError } from '../index.js';
import type { ExtractionResult } from '../types.js';
import { truthOf, type LayoutDocument } from './bench-layouts-data.js';
import {
  addDescriptions,
  descriptionFigure,
  emptyDescriptions,
  type DescriptionTally,
} from './bench-descriptions.js';
import {
  lineItemRecall,
  scoreDescriptions,
  scoreDocument,
  scoreDocumentType,
  type FieldOutcome,
} from './score.js';

/** Line amounts found, lines reported at ≥ 0.9 and how many of those are true, header fields. */
export interface Tally {
  documents: number;
  found: number;
  total: number;
  /** Lines reported beyond the true ones (a tax table's rows, a total read as an item). */
  extra: number;
  sure: number;
  sureRight: number;
  headerRight: number;
  headerScored: number;
  /** Per header field, right and scored (which fields a layout class breaks). */
  headerFields: Record<string, { right: number; scored: number }>;
  /** Header fields read wrong: `document field: truth → read (confidence)`. */
  headerMisses: string[];
  /** Header fields reported at confidence ≥ 0.9, and how many of them are right (§3). */
  headerSure: number;
  headerSureRight: number;
  /** The header misses reported at ≥ 0.9, with the layout: what calibration must not allow. */
  headerSureMisses: string[];
  errors: number;
  misses: Miss[];
  /** Descriptions of the true lines whose amount was found. */
  descriptions: DescriptionTally;
}

export interface Miss {
  document: string;
  traits: string;
  expected: number[];
  found: number[];
  /** Lines reported beyond the true ones. */
  extra: number;
  note?: string;
}

export const emptyTally = (): Tally => ({
  documents: 0,
  found: 0,
  total: 0,
  extra: 0,
  sure: 0,
  sureRight: 0,
  headerRight: 0,
  headerScored: 0,
  headerFields: {},
  headerMisses: [],
  headerSure: 0,
  headerSureRight: 0,
  headerSureMisses: [],
  errors: 0,
  misses: [],
  descriptions: emptyDescriptions(),
});

const toCents = (v: unknown): number => Math.round(Number(v ?? NaN) * 100);

/** Lines reported at confidence ≥ 0.9 (the export band), and how many of them are true lines:
 * each true amount vouches for one reported line. */
function sureLines(
  printed: LayoutInvoice,
  result: ExtractionResult,
): { sure: number; right: number } {
  const pool = printed.lines.map((l) => toCents(l.amount));
  let sure = 0;
  let right = 0;
  for (const line of result.line_items) {
    if (!line.amount || line.amount.confidence < 0.9) continue;
    sure += 1;
    const i = pool.indexOf(toCents(line.amount.value));
    if (i >= 0) {
      right += 1;
      pool.splice(i, 1);
    }
  }
  return { sure, right };
}

/** The document type read against the layout's (UNTDID 1001: 380 invoice, 381 credit note). */
const typeOutcome = (traits: LayoutTraits, result: ExtractionResult): FieldOutcome =>
  scoreDocumentType({ document_type_code: isCreditNote(traits) ? '381' : '380' }, result)!;

/** Prints the document in the layout, reads it through the extractor's PDF path and adds the
 * outcome to each tally. */
export async function readInLayout(
  doc: LayoutDocument,
  traits: LayoutTraits,
  variant: number,
  label: string,
  tallies: Tally[],
): Promise<void> {
  const bytes = await renderLayoutPdf(doc.invoice, traits, { variant });
  // Scored as printed: a credit note's amounts negative where the layout prints them so.
  const printed = printedInvoice(doc.invoice, traits, variant);
  const truth = truthOf(printed);
  const expected = printed.lines.map((l) => l.amount);
  let result: ExtractionResult;
  try {
    result = await extractInvoice(bytes, 'application/pdf');
  } catch (error) {
    // An extractor failure on a generated page is a finding to report, not a reason to stop.
    const note =
      error instanceof ExtractionError
        ? `${error.code}: ${error.message}`
        : `CRASH ${String((error as Error)?.stack ?? error)
            .split('\n')
            .slice(0, 3)
            .join(' | ')}`;
    for (const t of tallies) {
      t.documents += 1;
      t.errors += 1;
      t.total += expected.length;
      t.misses.push({ document: doc.name, traits: label, expected, found: [], extra: 0, note });
    }
    return;
  }
  const lines = lineItemRecall(truth, result);
  const sure = sureLines(printed, result);
  const header = [...scoreDocument(truth, result), typeOutcome(traits, result)];
  const descriptions = scoreDescriptions(truth, result);
  const found = result.line_items.map((l) => Number(l.amount?.value ?? NaN));
  const extra = Math.max(0, result.line_items.length - lines.found);
  for (const t of tallies) {
    t.documents += 1;
    t.found += lines.found;
    t.total += lines.total;
    t.extra += extra;
    t.sure += sure.sure;
    t.sureRight += sure.right;
    t.headerScored += header.length;
    t.headerRight += header.filter((o) => o.correct).length;
    for (const o of header) {
      const f = (t.headerFields[o.field] ??= { right: 0, scored: 0 });
      f.scored += 1;
      const sure = (o.confidence ?? 0) >= 0.9;
      if (sure) t.headerSure += 1;
      if (o.correct) {
        f.right += 1;
        if (sure) t.headerSureRight += 1;
        continue;
      }
      const miss =
        `${doc.name} ${o.field}: ${JSON.stringify(o.expected)} → ${JSON.stringify(o.actual)}` +
        ` (${o.confidence ?? '-'})`;
      t.headerMisses.push(miss);
      if (sure) t.headerSureMisses.push(`${miss} [${label}]`);
    }
    addDescriptions(t.descriptions, doc.name, descriptions, label);
    if (lines.found < lines.total || extra)
      t.misses.push({ document: doc.name, traits: label, expected, found, extra });
  }
}

const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');

/** `name  found/true  %  extra  right/reported at ≥ 0.9  %  descriptions` as one table row. */
export function tallyRow(name: string, t: Tally): string {
  return (
    `${name.padEnd(30)} ${`${t.found}/${t.total}`.padStart(9)} ${pct(t.found, t.total).padStart(8)}` +
    ` ${String(t.extra).padStart(6)}` +
    `   ${`${t.sureRight}/${t.sure}`.padStart(9)} ${pct(t.sureRight, t.sure).padStart(8)}` +
    `   ${descriptionFigure(t.descriptions).padStart(9)}` +
    (t.errors ? `   errors ${t.errors}` : '')
  );
}

const amounts = (v: number[]): string => `[${v.map((a) => a.toFixed(2)).join(', ')}]`;

/** Up to `count` misses, each with the amounts expected and the amounts the reading found. */
export function printMisses(t: Tally, count: number): void {
  // One document per example first: a class shows more when its examples differ.
  const seen = new Set<string>();
  const first = t.misses.filter((m) => !seen.has(m.document) && seen.add(m.document));
  const ordered = [...first, ...t.misses.filter((m) => !first.includes(m))];
  for (const m of ordered.slice(0, count))
    console.log(
      `    ${m.document} (${m.traits}): expected ${amounts(m.expected)} found ${amounts(m.found)}` +
        (m.extra ? ` (${m.extra} extra)` : '') +
        (m.note ? `  ${m.note}` : ''),
    );
  if (t.misses.length > count) console.log(`    … ${t.misses.length - count} more documents`);
}

export { pct };
