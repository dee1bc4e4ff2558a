import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createRandom } from '@procure/fixtures';
import {
  BASELINE_TRAITS,
  closeLayoutBrowser,
  describeTraits,
  randomTraits,
  TRAIT_NAMES,
  TRAIT_VALUES,
  type LayoutTraits,
} from '@procure/fixtures/layouts';
import { terminateOcr } from '../index.js';
import {
  descriptionMissLines,
  descriptionSummary,
  type DescriptionMiss,
} from './bench-descriptions.js';
import { benchFolders } from './bench-folders.js';
import { loadLayoutDocuments, type LayoutDocument } from './bench-layouts-data.js';
import {
  emptyTally,
  type Miss,
  pct,
  printMisses,
  readInLayout,
  tallyRow,
  type Tally,
} from './bench-layouts-score.js';
import { printHeaderFields, printHeaderMisses } from './bench-layouts-header.js';
import { cpuAnchorMs } from './bench-report.js';
import { userDirectory } from './config.js';

/**
 * `npm run bench:layouts -- <folders…> [--variants N] [--seed S] [--producer-twins]` (issue 23
 * §1): the corpus's real line-item data printed in table layouts no rule was written for
 * (packages/fixtures/src/layouts), read through the extractor's PDF path and scored per layout
 * class. (a) one trait at a time: each trait value alone on the baseline layout, over every
 * document; (b) mixed: N seeded random combinations of all traits per document; with
 * `--producer-twins`, each mixed render with a `producer` value is also read printed plain.
 * `--no-ocr` leaves out the mixed renders read by OCR. `--only <trait,…>` limits (a) to these
 * traits, `--base k=v,…` changes (a)'s baseline (e.g. `numbers=de` for German words), `--header-misses N` lists N header misses per layout, `--description-misses N` N mixed description misses.
 * Text PDFs only (no OCR), rendered in memory at bench time: corpus data is never written out.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const option = (name: string, fallback: number): number => {
    const i = args.indexOf(name);
    if (i < 0) return fallback;
    const value = Number(args.splice(i, 2)[1]);
    return Number.isFinite(value) ? value : fallback;
  };
  const flag = (name: string): boolean => {
    const i = args.indexOf(name);
    if (i >= 0) args.splice(i, 1);
    return i >= 0;
  };
  const twins = flag('--producer-twins');
  // `--no-ocr`: mixed renders whose producer sends the page to OCR are drawn but not read (the
  // draws stay those of the full run), so a fresh seed's text-layer misses show in minutes.
  const noOcr = flag('--no-ocr');
  // `--only heading,others`: part (a) for these traits' values (a quick look while working on one class).
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1] : undefined;
  // `--base numbers=de`: part (a) on a baseline with these traits changed (a class in German).
  const baseAt = args.indexOf('--base');
  const base = Object.fromEntries(
    (baseAt >= 0 ? (args.splice(baseAt, 2)[1] ?? '') : '')
      .split(',')
      .filter(Boolean)
      .map((kv) => kv.split('=')),
  ) as Partial<LayoutTraits>;
  const variants = option('--variants', 3);
  const headerMisses = option('--header-misses', 3);
  const descriptionMisses = option('--description-misses', 8);
  const seed = option('--seed', 23);
  const folders = await benchFolders(args.map((a) => resolve(userDirectory(), a)));
  if (!folders.length) {
    console.error(
      'usage: npm run bench:layouts -- <folder…> [--variants N] [--seed S] [--producer-twins]',
    );
    return 2;
  }
  const anchor = { start: cpuAnchorMs(), load: loadavg(), at: performance.now() };
  const docs = await loadLayoutDocuments(folders);
  const lines = docs.reduce((s, d) => s + d.invoice.lines.length, 0);
  console.log(
    `${docs.length} documents with line amounts (${lines} lines) from ${folders.length} folders; ` +
      'textonly/ copies and PNG renders of the same data counted once',
  );
  console.log(
    'found = true line amounts found; extra = lines beyond the true ones; ≥ 0.9 ok = true lines' +
      ' among those reported at confidence ≥ 0.9; desc = descriptions exact or contained / scored' +
      ' (true lines whose amount was found; case, accents, punctuation and spaces ignored)',
  );
  await oneTraitAtATime(docs, { ...BASELINE_TRAITS, ...base }, only, headerMisses);
  await mixed(docs, variants, seed, { twins, noOcr }, headerMisses, descriptionMisses);
  const load = (l: number[]): string => l.map((v) => v.toFixed(1)).join(' / ');
  console.log(
    `\nrun ${((performance.now() - anchor.at) / 1000).toFixed(0)} s; anchor: fixed CPU loop ` +
      `${anchor.start} ms at the start, ${cpuAnchorMs()} ms at the end; load average (1/5/15 min) ` +
      `${load(anchor.load)} at the start, ${load(loadavg())} at the end`,
  );
  return 0;
}

const HEAD =
  `${'layout'.padEnd(30)} ${'found'.padStart(9)} ${'%'.padStart(8)} ${'extra'.padStart(6)}` +
  `   ${'≥ 0.9 ok'.padStart(9)} ${'%'.padStart(8)}   ${'desc'.padStart(9)}`;

async function oneTraitAtATime(
  docs: LayoutDocument[],
  base: LayoutTraits,
  only?: string,
  misses = 3,
): Promise<void> {
  console.log('\n(a) ONE TRAIT AT A TIME (each value alone on the baseline layout)');
  console.log(`baseline: ${describeBaseline(base)}`);
  console.log(HEAD);
  const rows: Array<[string, Tally]> = [];
  const run = async (name: string, traits: LayoutTraits): Promise<void> => {
    const tally = emptyTally();
    const started = performance.now();
    for (const [i, doc] of docs.entries()) await readInLayout(doc, traits, i, name, [tally]);
    rows.push([name, tally]);
    // Each value's seconds (printing and reading): what a value adds to the default run, OCR'd
    // values most.
    const seconds = (performance.now() - started) / 1000;
    console.log(`${tallyRow(name, tally)}   ${seconds.toFixed(1)} s`);
  };
  await run('baseline', base);
  for (const trait of TRAIT_NAMES.filter((t) => !only || only.split(',').includes(t)))
    for (const value of TRAIT_VALUES[trait])
      if (value !== base[trait]) await run(`${trait}=${value}`, { ...base, [trait]: value });
  printHeaderFields(rows);
  printHeaderMisses(rows, misses);
  // A document the baseline already misreads says nothing about the trait: its misreadings are
  // listed once, under the baseline, and each trait shows the documents it reads differently.
  const reading = (m: Miss): string => JSON.stringify([...m.found].sort((x, y) => x - y));
  const baseline = new Map(rows[0]?.[1].misses.map((m) => [m.document, reading(m)]));
  console.log(
    '\nExample misreadings per trait value (a line missed or an extra line; documents the' +
      ' baseline reads the same way are left out):',
  );
  for (const [name, tally] of rows) {
    const own =
      name === 'baseline'
        ? tally.misses
        : tally.misses.filter((m) => baseline.get(m.document) !== reading(m));
    if (!own.length) continue;
    const missed = own.filter((m) => m.found.length - m.extra < m.expected.length).length;
    console.log(
      `  ${name}: ${own.length} documents (${missed} with a line missed, ` +
        `${own.filter((m) => m.extra).length} with extra lines)`,
    );
    printMisses({ ...tally, misses: own }, 3);
  }
  printDescriptionMisses(rows);
}

/** Per trait value, up to 3 description misses the baseline does not have (same document, same
 * true text): what the layout itself breaks in the descriptions. */
function printDescriptionMisses(rows: Array<[string, Tally]>): void {
  const key = (m: DescriptionMiss): string => `${m.document}\u0000${m.expected}`;
  const baseline = new Set(rows[0]?.[1].descriptions.misses.map(key));
  console.log(
    '\nExample description misses per trait value (document: truth → extracted; misses the' +
      ' baseline has too are listed once, under the baseline):',
  );
  for (const [name, tally] of rows) {
    const { misses } = tally.descriptions;
    const own = name === 'baseline' ? misses : misses.filter((m) => !baseline.has(key(m)));
    if (!own.length) continue;
    console.log(`  ${name}: ${own.length} descriptions`);
    for (const line of descriptionMissLines(own, 3)) console.log(line);
  }
}

/** Producers whose pages the extractor reads by OCR (an image, no text map, invented glyph names). */
const OCR_PRODUCERS = new Set<string>(['text-as-image', 'no-text-map', 'glyph-names']);

const describeBaseline = (base: LayoutTraits): string =>
  TRAIT_NAMES.map((n) => `${n}=${base[n]}`).join(' ');

async function mixed(
  docs: LayoutDocument[],
  variants: number,
  seed: number,
  { twins, noOcr }: { twins: boolean; noOcr: boolean },
  headerMisses: number,
  descriptionMisses: number,
): Promise<void> {
  const skipped = noOcr ? ', renders read by OCR left out' : '';
  console.log(`\n(b) MIXED (${variants} random combinations per document, seed ${seed}${skipped})`);
  const random = createRandom(seed);
  const all = emptyTally();
  const byValue = new Map<string, Tally>();
  // Each render with a producer value, printed again by pdf-lib's plain runs (same traits, same
  // variant): what the producer alone changes in a mix, apart from what its other traits do.
  const plainTwins = new Map<string, Tally>();
  for (const doc of docs)
    for (let v = 0; v < variants; v++) {
      const traits = randomTraits(random);
      const variant = random.int(0, 999);
      if (noOcr && OCR_PRODUCERS.has(traits.producer)) continue;
      const values = TRAIT_NAMES.map((n) => `${n}=${traits[n]}`);
      for (const value of values) if (!byValue.has(value)) byValue.set(value, emptyTally());
      const label = describeTraits(traits, BASELINE_TRAITS);
      await readInLayout(doc, traits, variant, label, [all, ...values.map((k) => byValue.get(k)!)]);
      if (!twins || traits.producer === 'plain') continue;
      const twin = plainTwins.get(traits.producer) ?? emptyTally();
      plainTwins.set(traits.producer, twin);
      await readInLayout(doc, { ...traits, producer: 'plain' }, variant, label, [twin]);
    }
  console.log(
    `MIXED LINES found/true = ${all.found}/${all.total} (${pct(all.found, all.total)}) over ${all.documents} renders`,
  );
  console.log(
    `MIXED HEADER right/scored = ${all.headerRight}/${all.headerScored} (${pct(all.headerRight, all.headerScored)})`,
  );
  console.log(
    `MIXED LINES at ≥ 0.9 right/reported = ${all.sureRight}/${all.sure} (${pct(all.sureRight, all.sure)})`,
  );
  console.log(`MIXED DESCRIPTIONS exact+contains/scored = ${descriptionSummary(all.descriptions)}`);
  console.log('\nMixed, by trait value (every render that had it):');
  console.log(HEAD);
  for (const [name, tally] of [...byValue].sort(([a], [b]) => a.localeCompare(b)))
    console.log(tallyRow(name, tally));
  const headings = [...byValue]
    .filter(([name]) => name.startsWith('heading='))
    .sort(([a], [b]) => a.localeCompare(b));
  if (all.documents) {
    printHeaderFields([['mixed, all', all], ...headings]);
    printHeaderMisses(headings, headerMisses, false);
  }
  if (all.headerSureMisses.length) {
    console.log('\nMixed header fields wrong at confidence ≥ 0.9 (document field: truth → read):');
    for (const m of all.headerSureMisses.slice(0, 12)) console.log(`    ${m}`);
  }
  if (twins) {
    console.log('\nThe same renders printed with producer=plain (compare with the rows above):');
    for (const [value, tally] of [...plainTwins].sort(([a], [b]) => a.localeCompare(b)))
      console.log(tallyRow(`producer=${value} as plain`, tally));
  }
  console.log('\nExample mixed misses:');
  printMisses(all, 8);
  console.log('\nExample mixed description misses (document (layout): truth → extracted):');
  for (const line of descriptionMissLines(all.descriptions.misses, descriptionMisses))
    console.log(line);
}

try {
  process.exitCode = await main();
} finally {
  await terminateOcr();
  await closeLayoutBrowser();
}
