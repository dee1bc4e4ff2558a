import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { HeaderLayout } from '../learn/header-layout.js';
import { calibration } from './bench-report.js';
import { truthPath } from './bench-folders.js';
import { issuerOf } from './bench-learn.js';
import type { FieldOutcome, Truth } from './score.js';

/**
 * `--leave-issuer-out` (issue 23, held-out proxy): the held-out set is not available, so the bench
 * estimates how the reading does on layouts it has not seen, honestly and without claiming more:
 *
 * - rules: per folder, only the documents whose issuer prints exactly one document in the whole
 *   run (a PDF, its `textonly/` copy and its PNG render count as one document). No rule was
 *   written for an issuer's second invoice there, but every rule was written while these
 *   documents were visible, so the figure is an upper bound for unseen layouts, not a
 *   measurement of them.
 * - learning: what is learned is keyed on the vendor, so with the issuer's own documents left
 *   out nothing learned applies, and the estimate for a new vendor is the reading without
 *   learning. What can still go wrong is a layout learned from another issuer read onto this
 *   one (a wrong vendor match): each document is also read with the last layout learned from
 *   another issuer of its folder and scored beside its reading without it.
 */
export interface HoldoutStats {
  name: string;
  singleDocs: number;
  single: FieldOutcome[];
  singleLinesFound: number;
  singleLinesTotal: number;
  foreign: { documents: number; right: number; scored: number; unlearnedRight: number };
}

export const emptyHoldout = (name: string): HoldoutStats => ({
  name,
  singleDocs: 0,
  single: [],
  singleLinesFound: 0,
  singleLinesTotal: 0,
  foreign: { documents: 0, right: 0, scored: 0, unlearnedRight: 0 },
});

/** Issuers printing exactly one document across the folders (by file name without extension). */
export async function singleDocumentIssuers(folders: string[]): Promise<Set<string>> {
  const documents = new Map<string, Set<string>>();
  for (const folder of folders) {
    const truth = JSON.parse(await readFile(truthPath(folder), 'utf8')) as Record<string, Truth>;
    for (const [file, expected] of Object.entries(truth)) {
      const issuer = issuerOf(expected);
      if (!issuer) continue;
      const names = documents.get(issuer) ?? new Set<string>();
      names.add(basename(file, extname(file)));
      documents.set(issuer, names);
    }
  }
  return new Set([...documents].filter(([, names]) => names.size === 1).map(([issuer]) => issuer));
}

/** The last layout learned in a folder from an issuer other than the given one. */
export class ForeignLayouts {
  private last: { issuer: string; layout: HeaderLayout } | null = null;
  private previous: { issuer: string; layout: HeaderLayout } | null = null;

  learned(issuer: string, layout: HeaderLayout): void {
    if (this.last?.issuer !== issuer) this.previous = this.last;
    this.last = { issuer, layout };
  }

  otherThan(issuer: string): HeaderLayout | undefined {
    if (this.last && this.last.issuer !== issuer) return this.last.layout;
    return this.previous?.layout;
  }
}

const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');

export function printHoldout(all: HoldoutStats[]): void {
  console.log(
    '\nLeave-issuer-out proxy for unseen layouts (the held-out set is not available)\n' +
      '  single = documents whose issuer prints only that one document in this run: no rule was\n' +
      '  written for a second invoice of theirs, but all rules were written with them visible, so\n' +
      '  read these as an upper bound, not a held-out measurement.\n' +
      '  foreign layout = each document read with a layout learned from another issuer (a wrong\n' +
      "  vendor match); learning keyed on the vendor gives a new vendor nothing, so a new vendor's\n" +
      '  estimate is the reading without learning.',
  );
  console.log(
    `${'folder'.padEnd(36)} single docs    header      lines  conf≥.9 right   foreign layout (unlearned)`,
  );
  const total = emptyHoldout('OVERALL');
  for (const s of [...all, total]) {
    if (s !== total) {
      total.singleDocs += s.singleDocs;
      total.single.push(...s.single);
      total.singleLinesFound += s.singleLinesFound;
      total.singleLinesTotal += s.singleLinesTotal;
      for (const k of ['documents', 'right', 'scored', 'unlearnedRight'] as const)
        total.foreign[k] += s.foreign[k];
    }
    const right = s.single.filter((o) => o.field !== 'document_type' && o.correct).length;
    const scored = s.single.filter((o) => o.field !== 'document_type').length;
    const sure = calibration(s.single);
    const f = s.foreign;
    console.log(
      [
        s.name.padEnd(36),
        String(s.singleDocs).padStart(11),
        `${right}/${scored} ${pct(right, scored)}`.padStart(17),
        `${s.singleLinesFound}/${s.singleLinesTotal}`.padStart(10),
        `${sure.right}/${sure.sure} ${pct(sure.right, sure.sure)}`.padStart(17),
        f.documents
          ? `   ${f.right}/${f.scored} ${pct(f.right, f.scored)} (${f.unlearnedRight}/${f.scored})`
          : '   -',
      ].join(' '),
    );
  }
}
