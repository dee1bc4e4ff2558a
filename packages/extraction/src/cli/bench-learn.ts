import { LEARNED_FIELDS, type HeaderLayout, type ReviewedValues } from '../learn/header-layout.js';
import type { ExtractionResult } from '../types.js';
import { lineItemRecall, scoreDocument, type Truth } from './score.js';

/**
 * `--learn` (issue 23 §4): within a folder, documents of one issuer (the ground truth's vendor
 * name) in name order; the first one's ground truth is applied as a reviewer's corrections through
 * the learning function the review save uses (ExtractOptions.learnFrom), and each later one is
 * read with what was learned and scored beside its reading without it.
 */
interface Reading {
  right: number;
  scored: number;
  linesFound: number;
  linesTotal: number;
  /** Fields at confidence ≥ 0.9, and how many of them are right (the export band's promise). */
  sure: number;
  sureRight: number;
}
export interface LearnStats {
  learned: Reading;
  unlearned: Reading;
  documents: number;
}

const emptyReading = (): Reading => ({
  right: 0,
  scored: 0,
  linesFound: 0,
  linesTotal: 0,
  sure: 0,
  sureRight: 0,
});
export const emptyLearnStats = (): LearnStats => ({
  learned: emptyReading(),
  unlearned: emptyReading(),
  documents: 0,
});

const squash = (v: unknown): string =>
  String(v ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\d]/gu, '');

/** The issuer a ground truth names, or null when it names none (nothing to learn under). */
export const issuerOf = (truth: Truth): string | null => squash(truth.vendor_name) || null;

/** What a reviewer would have confirmed: the ground truth's learned header fields and its lines
 * (the truth names the rate `tax_rate_percent`, the review `tax_rate`). */
export function correctionsOf(truth: Truth): ReviewedValues {
  const out: ReviewedValues = {};
  for (const field of [...LEARNED_FIELDS, 'vendor_name'] as const) {
    const v = truth[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = v;
  }
  const lines = (truth.line_items ?? []) as Array<Record<string, unknown>>;
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  if (lines.length)
    out.line_items = lines.map((l) => ({
      description: typeof l.description === 'string' ? l.description : null,
      quantity: num(l.quantity),
      unit_price: num(l.unit_price),
      tax_rate: num(l.tax_rate_percent ?? l.tax_rate),
      amount: num(l.amount),
    }));
  return out;
}

/** Layouts learned so far in one folder, by issuer. */
export type Learned = Map<string, HeaderLayout>;

/** Adds one later document's scores, read with and without what was learned. */
export function addLearned(
  stats: LearnStats,
  truth: Truth,
  withLearning: ExtractionResult,
  without: ExtractionResult,
): { right: number; scored: number } {
  const add = (into: Reading, result: ExtractionResult) => {
    const scored = scoreDocument(truth, result);
    const lines = lineItemRecall(truth, result);
    into.right += scored.filter((o) => o.correct).length;
    into.scored += scored.length;
    into.linesFound += lines.found;
    into.linesTotal += lines.total;
    const sure = scored.filter((o) => o.confidence !== null && o.confidence >= 0.9);
    into.sure += sure.length;
    into.sureRight += sure.filter((o) => o.correct).length;
    return { right: scored.filter((o) => o.correct).length, scored: scored.length };
  };
  stats.documents += 1;
  add(stats.unlearned, without);
  return add(stats.learned, withLearning);
}

const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');

export function printLearned(name: string, s: LearnStats): void {
  const { learned: l, unlearned: u } = s;
  console.log(
    `${name.padEnd(36)} later docs ${String(s.documents).padStart(3)}  ` +
      `LEARNED HEADER right/scored = ${l.right}/${l.scored} = ${pct(l.right, l.scored)} ` +
      `(unlearned ${u.right}/${u.scored} = ${pct(u.right, u.scored)})  ` +
      `LEARNED LINES found/true = ${l.linesFound}/${l.linesTotal} ` +
      `(unlearned ${u.linesFound}/${u.linesTotal})  ` +
      `learned ≥ 0.9 right ${l.sureRight}/${l.sure} (unlearned ${u.sureRight}/${u.sure})`,
  );
}
