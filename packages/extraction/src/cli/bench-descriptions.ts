import type { DescriptionOutcome } from './score.js';

/** One description miss, named so an engineer can open the document and fix the class. */
export interface DescriptionMiss {
  document: string;
  /** The layout it was printed in (the layout bench), to name beside the document. */
  layout?: string;
  expected: string;
  actual: string | null;
}

/** Line descriptions scored (issue 23 §1): the verdicts of `scoreDescriptions`, summed. */
export interface DescriptionTally {
  exact: number;
  contains: number;
  wrong: number;
  /** Extracted descriptions with no letter (empty, a position number): counted apart, as the
   * commonest class of wrong. */
  bare: number;
  misses: DescriptionMiss[];
}

export const emptyDescriptions = (): DescriptionTally => ({
  exact: 0,
  contains: 0,
  wrong: 0,
  bare: 0,
  misses: [],
});

export function addDescriptions(
  tally: DescriptionTally,
  document: string,
  outcomes: DescriptionOutcome[],
  layout?: string,
): void {
  for (const o of outcomes) {
    tally[o.verdict] += 1;
    if (o.bare) tally.bare += 1;
    if (o.verdict === 'wrong')
      tally.misses.push({
        document,
        ...(layout ? { layout } : {}),
        expected: o.expected,
        actual: o.actual,
      });
  }
}

export function mergeDescriptions(into: DescriptionTally, from: DescriptionTally): void {
  into.exact += from.exact;
  into.contains += from.contains;
  into.wrong += from.wrong;
  into.bare += from.bare;
  into.misses.push(...from.misses);
}

const scored = (t: DescriptionTally): number => t.exact + t.contains + t.wrong;

/** `exact+contains/scored`, the figure of a `desc` column. */
export const descriptionFigure = (t: DescriptionTally): string =>
  `${t.exact + t.contains}/${scored(t)}`;

/** The figure spelled out, for a summary line. */
export function descriptionSummary(t: DescriptionTally): string {
  const n = scored(t);
  const pct = n ? ` (${((100 * (t.exact + t.contains)) / n).toFixed(1)} %)` : '';
  return (
    `${descriptionFigure(t)}${pct}: exact ${t.exact}, contains ${t.contains}, wrong ${t.wrong}` +
    ` (of which no letter at all: ${t.bare})`
  );
}

const quote = (v: string | null): string => (v === null ? 'none' : JSON.stringify(v));

/** Up to `count` misses, one per document first (a class shows more when its examples differ),
 * each as `document: truth → extracted`. */
export function descriptionMissLines(misses: DescriptionMiss[], count: number): string[] {
  const seen = new Set<string>();
  const first = misses.filter((m) => !seen.has(m.document) && seen.add(m.document));
  const ordered = [...first, ...misses.filter((m) => !first.includes(m))];
  const lines = ordered
    .slice(0, count)
    .map(
      (m) =>
        `    ${m.document}${m.layout ? ` (${m.layout})` : ''}: ${quote(m.expected)} → ${quote(m.actual)}`,
    );
  if (misses.length > count) lines.push(`    … ${misses.length - count} more`);
  return lines;
}
