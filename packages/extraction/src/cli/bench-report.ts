import {
  descriptionFigure,
  descriptionMissLines,
  descriptionSummary,
  emptyDescriptions,
  mergeDescriptions,
  type DescriptionTally,
} from './bench-descriptions.js';
import { percentile, SCORED_FIELDS, type FieldOutcome } from './score.js';

/** What the bench measured on one folder. */
export interface FolderStats {
  name: string;
  docs: number;
  errors: number;
  outcomes: FieldOutcome[];
  linesFound: number;
  linesTotal: number;
  /** Lines read beyond the true ones, in documents whose truth states line amounts. */
  linesExtra: number;
  /** Descriptions of the true lines whose amount was found (issue 23 §1). */
  descriptions: DescriptionTally;
  textPageMs: number[];
  ocrPageMs: number[];
  /** CPU time of the whole process (all threads, OCR worker included) per OCR page read by a
   * warm OCR worker. */
  ocrPageCpuMs: number[];
  /** The same for pages that had to start the worker (model load, first recognition). */
  ocrPageStartCpuMs: number[];
  sources: Map<string, number>;
}

export const emptyStats = (name: string): FolderStats => ({
  name,
  docs: 0,
  errors: 0,
  outcomes: [],
  linesFound: 0,
  linesTotal: 0,
  linesExtra: 0,
  descriptions: emptyDescriptions(),
  textPageMs: [],
  ocrPageMs: [],
  ocrPageCpuMs: [],
  ocrPageStartCpuMs: [],
  sources: new Map(),
});

const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
const ms = (values: number[]): string =>
  values.length ? `${percentile(values, 50).toFixed(0)}` : '-';

/** The confidence bands reliability is reported in: the export threshold (0.9) and the anchor
 * (Rossum auto-exports at 0.975) are band edges, so each can be read off directly. */
export const CONFIDENCE_BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 0.5],
  [0.5, 0.7],
  [0.7, 0.9],
  [0.9, 0.97],
  [0.97, 1],
];

const inBand = (c: number, [low, high]: readonly [number, number]): boolean =>
  c >= low && (high === 1 ? c <= 1 : c < high);

/** Per band: fields scored with a confidence in it, and how many of them are right. A field
 * the engine did not report (no confidence) is counted in the lowest band, as a miss. */
export function reliability(
  outcomes: FieldOutcome[],
): Array<{ band: readonly [number, number]; scored: number; right: number }> {
  return CONFIDENCE_BANDS.map((band) => {
    const rows = outcomes.filter((o) => inBand(o.confidence ?? 0, band));
    return { band, scored: rows.length, right: rows.filter((o) => o.correct).length };
  });
}

const bandName = ([low, high]: readonly [number, number]): string =>
  `[${low}, ${high}${high === 1 ? ']' : ')'}`;

/** One line per folder: scored/right/% per confidence band. */
function reliabilityRow(s: FolderStats): string {
  return [
    s.name.padEnd(36),
    ...reliability(s.outcomes).map((b) =>
      `${b.right}/${b.scored} ${pct(b.right, b.scored)}`.padStart(16),
    ),
  ].join(' ');
}

/** Fields reported with confidence ≥ 0.9, and how many of them are right. */
export function calibration(outcomes: FieldOutcome[]): { sure: number; right: number } {
  const sure = outcomes.filter((o) => o.confidence !== null && o.confidence >= 0.9);
  return { sure: sure.length, right: sure.filter((o) => o.correct).length };
}

/** The promise of ≥ 0.9 (right ≥ 97 %) checked on every folder, and every band right less often
 * than its lower edge says (over-confident), per folder: the places to lower confidence. */
export function calibrationCheck(folders: FolderStats[]): string {
  const below = folders
    .map((s) => ({ name: s.name, ...calibration(s.outcomes) }))
    .filter((c) => c.sure && c.right / c.sure < 0.97)
    .map((c) => `${c.name} ${c.right}/${c.sure}`);
  const over = folders.flatMap((s) =>
    reliability(s.outcomes)
      .filter((b) => b.scored && b.band[0] > 0 && b.right / b.scored < b.band[0])
      .map((b) => `${s.name} ${bandName(b.band)} ${b.right}/${b.scored}`),
  );
  return (
    `per folder at ≥ 0.9: ${below.length ? `below 97 % in ${below.join(', ')}` : 'every folder ≥ 97 %'}\n` +
    `over-confident bands (right less often than the band's lower edge): ${over.length ? over.join(', ') : 'none'}`
  );
}

function merge(all: FolderStats[]): FolderStats {
  const total = emptyStats('OVERALL');
  for (const s of all) {
    total.docs += s.docs;
    total.errors += s.errors;
    total.outcomes.push(...s.outcomes);
    total.linesFound += s.linesFound;
    total.linesTotal += s.linesTotal;
    total.linesExtra += s.linesExtra;
    mergeDescriptions(total.descriptions, s.descriptions);
    total.textPageMs.push(...s.textPageMs);
    total.ocrPageMs.push(...s.ocrPageMs);
    total.ocrPageCpuMs.push(...s.ocrPageCpuMs);
    total.ocrPageStartCpuMs.push(...s.ocrPageStartCpuMs);
  }
  return total;
}

/** The header figure stays the header fields'; the document type has its own column (both are
 * in the confidence bands and the ≥ 0.9 figure). */
const headerOutcomes = (s: FolderStats): FieldOutcome[] =>
  s.outcomes.filter((o) => o.field !== 'document_type');

function row(s: FolderStats): string {
  const header = headerOutcomes(s);
  const right = header.filter((o) => o.correct).length;
  const types = s.outcomes.filter((o) => o.field === 'document_type');
  const cal = calibration(s.outcomes);
  const sources = [...s.sources.entries()].map(([k, v]) => `${k}:${v}`).join(' ');
  return [
    s.name.padEnd(36),
    String(s.docs).padStart(4),
    `${right}/${header.length}`.padStart(8),
    pct(right, header.length).padStart(7),
    `${s.linesFound}/${s.linesTotal}`.padStart(8),
    String(s.linesExtra).padStart(5),
    descriptionFigure(s.descriptions).padStart(8),
    `${types.filter((o) => o.correct).length}/${types.length}`.padStart(6),
    `${cal.right}/${cal.sure}`.padStart(8),
    pct(cal.right, cal.sure).padStart(7),
    ms(s.textPageMs).padStart(7),
    ms(s.ocrPageMs).padStart(7),
    ms(s.ocrPageCpuMs).padStart(7),
    `  ${sources}`,
    s.ocrPageStartCpuMs.length
      ? ` (+${s.ocrPageStartCpuMs.length} page(s) that started the OCR worker: ${ms(s.ocrPageStartCpuMs)} ms CPU p50)`
      : '',
  ].join(' ');
}

/** Prints per-field accuracy over everything, then one row per folder and the overall row. */
export function printReport(folders: FolderStats[]): void {
  const total = merge(folders);
  console.log('\nPer field (all folders)');
  for (const field of [...SCORED_FIELDS, 'document_type' as const]) {
    const rows = total.outcomes.filter((o) => o.field === field);
    const right = rows.filter((o) => o.correct).length;
    if (rows.length)
      console.log(
        `  ${field.padEnd(16)} ${`${right}/${rows.length}`.padStart(8)} ${pct(right, rows.length)}`,
      );
  }
  console.log(
    `\n${'folder'.padEnd(36)} docs   header       %    lines extra     desc   type  conf≥.9   right  text50   ocr50  ocrcpu   sources`,
  );
  for (const s of folders) console.log(row(s));
  console.log(row(total));
  console.log(
    `\nReliability by confidence band (right/scored %; a field not reported counts in the lowest band)\n${'folder'.padEnd(36)} ${CONFIDENCE_BANDS.map((b) => bandName(b).padStart(16)).join(' ')}`,
  );
  for (const s of folders) console.log(reliabilityRow(s));
  console.log(reliabilityRow(total));
  console.log(
    `\nOVERALL DESCRIPTIONS exact+contains/scored = ${descriptionSummary(total.descriptions)}`,
  );
  console.log('Description misses per folder (up to 3; document: truth → extracted)');
  for (const s of folders)
    if (s.descriptions.misses.length)
      console.log([`  ${s.name}`, ...descriptionMissLines(s.descriptions.misses, 3)].join('\n'));
  const sure = calibration(total.outcomes);
  console.log(
    `\nfields at ≥ 0.9 right: ${sure.right}/${sure.sure} = ${pct(sure.right, sure.sure)} (target ≥ 97 %)`,
  );
  console.log(calibrationCheck(folders));
  console.log(
    '\nheader = scored header fields right/scored; lines = true line amounts found;' +
      ' desc = descriptions exact or contained / scored, among the true lines whose amount was found and' +
      ' whose truth has a description (case, accents, punctuation and spaces ignored);' +
      ' type = document type (invoice / credit note) right/scored where the truth states it; conf≥.9 = right/reported' +
      ' among fields with confidence ≥ 0.9; text50/ocr50 = p50 ms per page (text layer, OCR);' +
      ' ocrcpu = p50 CPU ms per OCR page with a warm OCR worker (all threads: less sensitive to other' +
      ' work on the machine; pages that started a worker are counted apart).',
  );
}

/**
 * A fixed amount of single-threaded CPU work, timed: on a shared machine the per-page times are
 * read against it (measured in the same run) rather than as absolute figures.
 */
export function cpuAnchorMs(): number {
  const started = performance.now();
  let x = 1;
  for (let i = 0; i < 50_000_000; i += 1) x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
  if (x < 0) console.log(x);
  return Math.round(performance.now() - started);
}
