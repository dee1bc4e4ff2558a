import { userDirectory } from './config.js';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { extractInvoice, ExtractionError, terminateOcr } from '../index.js';
import { createCanvas } from '@napi-rs/canvas';
import { canvasToPnm } from '../ocr/pnm.js';
import { ocrImage, ocrWorkerStarts } from '../ocr/tesseract.js';
import { benchFolders, truthPath } from './bench-folders.js';
import { loadavg } from 'node:os';
import { cpuAnchorMs, emptyStats, printReport, type FolderStats } from './bench-report.js';
import { contentTypeOf, isDocument } from './content-type.js';
import { addDescriptions } from './bench-descriptions.js';
import {
  lineItemRecall,
  scoreDescriptions,
  scoreDocument,
  scoreDocumentType,
  type Truth,
} from './score.js';
import {
  addLearned,
  correctionsOf,
  emptyLearnStats,
  issuerOf,
  printLearned,
  type Learned,
  type LearnStats,
} from './bench-learn.js';
import {
  emptyHoldout,
  ForeignLayouts,
  printHoldout,
  singleDocumentIssuers,
  type HoldoutStats,
} from './bench-holdout.js';
import { UNREADABLE_TEXT_NOTE } from '../pdf/read-pages.js';
import { printVendorMaster, VendorMasterReads } from './bench-vendor-master.js';

/** Pages whose text layer was judged unreadable and read by OCR, as `folder/file: warning`. */
const unreadableTextPages: string[] = [];
/** Every document's true and read vendor name, by folder: the vendor master match's figures. */
const vendorReads = new VendorMasterReads();

/**
 * `npm run bench:extraction -- <folders…> [--only pdf|png|jpg] [--quiet] [--timeout <ms per page>] [--learn] [--leave-issuer-out]`: scores every document
 * of each folder (and of its `textonly/` subfolder) against its ground_truth.normalized.json and
 * prints per document the misses, then per folder and overall: header fields right/scored, line
 * amounts found, the descriptions of those lines (exact or contained), calibration (share right
 * among confidence ≥ 0.9) and p50 time per page. With `--learn`, also the later documents of
 * each issuer read with what its first one taught (bench-learn.ts). With `--leave-issuer-out`,
 * also a proxy for unseen layouts (bench-holdout.ts).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const flag = (name: string): boolean => {
    const i = args.indexOf(name);
    if (i >= 0) args.splice(i, 1);
    return i >= 0;
  };
  const quiet = flag('--quiet');
  const learn = flag('--learn');
  const leaveIssuerOut = flag('--leave-issuer-out');
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? args.splice(onlyIndex, 2)[1] : undefined;
  // On a loaded machine OCR may outlast the default page timeout; accuracy is measured regardless.
  const timeoutIndex = args.indexOf('--timeout');
  const timeoutMsPerPage =
    timeoutIndex >= 0 ? Number(args.splice(timeoutIndex, 2)[1]) || undefined : undefined;
  const folders = await benchFolders(args.map((a) => resolve(userDirectory(), a)));
  if (!folders.length) {
    console.error('usage: npm run bench:extraction -- <folder…> [--only pdf|png|jpg] [--quiet]');
    return 2;
  }
  const anchor = { start: cpuAnchorMs(), load: loadavg() };
  const startCpuMs = await startOcrWorker();
  console.log(
    `OCR worker started before the run: ${startCpuMs} ms CPU (model load and first recognition;` +
      " a process pays it once while it keeps its worker, as the API's extraction thread does)",
  );
  const singles = leaveIssuerOut ? await singleDocumentIssuers(folders) : null;
  const holdouts: HoldoutStats[] = [];
  const stats: FolderStats[] = [];
  const learnStats: Array<[string, LearnStats]> = [];
  for (const folder of folders) {
    const name = `${basename(dirname(folder))}/${basename(folder)}`.replace(/^corpus\//, '');
    const s = emptyStats(name);
    stats.push(s);
    if (!quiet) console.log(`\n## ${name}`);
    const ls = learn ? emptyLearnStats() : undefined;
    if (ls) learnStats.push([name, ls]);
    const holdout = singles ? emptyHoldout(name) : undefined;
    if (holdout) holdouts.push(holdout);
    await benchFolder(
      folder,
      s,
      only,
      quiet,
      timeoutMsPerPage,
      ls,
      holdout && singles ? { stats: holdout, singles } : undefined,
    );
  }
  printReport(stats);
  printVendorMaster(stats, vendorReads);
  // A text PDF sent to OCR because its text layer was judged unreadable (glyph ids) is listed:
  // on the corpus none may be.
  console.log(
    `TEXT LAYERS JUDGED UNREADABLE: ${unreadableTextPages.length ? `\n  ${unreadableTextPages.join('\n  ')}` : 'none'}`,
  );
  if (leaveIssuerOut) printHoldout(holdouts);
  if (learn) {
    console.log(
      '\nLearning from the reviewer (later documents of an issuer; first one applied as corrections)',
    );
    const all = emptyLearnStats();
    for (const [name, ls] of learnStats) {
      printLearned(name, ls);
      all.documents += ls.documents;
      for (const k of ['learned', 'unlearned'] as const)
        for (const m of [
          'right',
          'scored',
          'linesFound',
          'linesTotal',
          'sure',
          'sureRight',
        ] as const)
          all[k][m] += ls[k][m];
    }
    printLearned('OVERALL', all);
  }
  const load = (l: number[]): string => l.map((v) => v.toFixed(1)).join(' / ');
  console.log(
    `anchor: fixed CPU loop ${anchor.start} ms at the start, ${cpuAnchorMs()} ms at the end; ` +
      `load average (1/5/15 min) ${load(anchor.load)} at the start, ${load(loadavg())} at the end`,
  );
  return 0;
}

/**
 * Starts the OCR worker on a small made-up line of print and answers the CPU that took, so the
 * pages are timed as a server that keeps its worker reads them. A page that still starts one
 * (the worker idled out between folders) is marked and timed apart (ocrPageStartCpuMs).
 */
async function startOcrWorker(): Promise<number> {
  const width = 600;
  const height = 80;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = '28px sans-serif';
  context.fillText('Invoice 1001   Total 12.50', 20, 50);
  const before = process.cpuUsage();
  await ocrImage(canvasToPnm(context, width, height), 1, ['eng']);
  const cpu = process.cpuUsage(before);
  return Math.round((cpu.user + cpu.system) / 1000);
}

async function benchFolder(
  folder: string,
  s: FolderStats,
  only: string | undefined,
  quiet: boolean,
  timeoutMsPerPage: number | undefined,
  learnStats?: LearnStats,
  holdout?: { stats: HoldoutStats; singles: Set<string> },
): Promise<void> {
  const learned: Learned = new Map();
  const foreign = new ForeignLayouts();
  const truth = JSON.parse(await readFile(truthPath(folder), 'utf8')) as Record<string, Truth>;
  const files = (await readdir(folder))
    .filter(isDocument)
    .filter((f) => !only || extname(f).slice(1) === only)
    .sort();
  for (const file of files) {
    const expected = truth[file];
    if (!expected) continue;
    s.docs += 1;
    try {
      const cpuBefore = process.cpuUsage();
      const startsBefore = ocrWorkerStarts();
      const bytes = new Uint8Array(await readFile(join(folder, file)));
      const options = timeoutMsPerPage ? { timeoutMsPerPage } : {};
      const issuer = learnStats || holdout ? issuerOf(expected) : null;
      const layout = issuer ? learned.get(issuer) : undefined;
      // An issuer's first document is reviewed: its ground truth is what the reviewer confirms.
      const learnFrom = issuer && !layout ? correctionsOf(expected) : undefined;
      const result = await extractInvoice(bytes, contentTypeOf(file), {
        ...options,
        ...(learnFrom ? { learnFrom } : {}),
      });
      if (issuer && result.learned_layout) {
        learned.set(issuer, result.learned_layout);
        foreign.learned(issuer, result.learned_layout);
      }
      const other = holdout && issuer ? foreign.otherThan(issuer) : undefined;
      if (holdout && other && result.source !== 'xml-cii' && result.source !== 'xml-ubl') {
        // A wrong vendor match: another issuer's layout read onto this document (no new OCR).
        const misread = await extractInvoice(bytes, contentTypeOf(file), {
          ...options,
          learned: other,
          ocrWords: result.words,
        });
        const f = holdout.stats.foreign;
        const scoredForeign = scoreDocument(expected, misread);
        f.documents += 1;
        f.scored += scoredForeign.length;
        f.right += scoredForeign.filter((o) => o.correct).length;
        const plain = scoreDocument(expected, result);
        f.unlearnedRight += plain.filter((o) => o.correct).length;
        const rightBefore = new Set(plain.filter((o) => o.correct).map((o) => o.field));
        // What the other issuer's layout broke (misses of the reading itself are listed above).
        for (const m of scoredForeign.filter((o) => !o.correct && rightBefore.has(o.field)))
          if (!quiet)
            console.log(
              `    ${file}: foreign layout miss ${m.field}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.actual)} (conf ${m.confidence ?? '-'})`,
            );
      }
      let learnNote = '';
      if (learnStats && layout) {
        const withLearning = await extractInvoice(bytes, contentTypeOf(file), {
          ...options,
          learned: layout,
        });
        const l = addLearned(learnStats, expected, withLearning, result);
        learnNote = `  learned ${l.right}/${l.scored}`;
        for (const m of scoreDocument(expected, withLearning).filter((o) => !o.correct))
          learnNote += `\n    learned miss ${m.field}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.actual)}`;
      }
      for (const w of result.warnings.filter((w) => w.includes(UNREADABLE_TEXT_NOTE)))
        unreadableTextPages.push(`${s.name}/${file}: ${w}`);
      s.sources.set(result.source, (s.sources.get(result.source) ?? 0) + 1);
      if (result.source === 'text') s.textPageMs.push(...result.timings.per_page_ms);
      let ocrNote = '';
      if (result.source === 'ocr' || result.source === 'mixed') {
        const cpu = process.cpuUsage(cpuBefore);
        const cpuPerPage = (cpu.user + cpu.system) / 1000 / Math.max(1, result.pages);
        s.ocrPageMs.push(result.timings.total_ms / Math.max(1, result.pages));
        // A page that started the OCR worker also paid for loading the model and compiling it.
        const cold = ocrWorkerStarts() > startsBefore;
        (cold ? s.ocrPageStartCpuMs : s.ocrPageCpuMs).push(cpuPerPage);
        ocrNote = `  cpu ${Math.round(cpuPerPage)} ms/page${cold ? ' (worker start)' : ''}`;
      }
      const typeOutcome = scoreDocumentType(expected, result);
      const scored = [...scoreDocument(expected, result), ...(typeOutcome ? [typeOutcome] : [])];
      s.outcomes.push(...scored);
      vendorReads.add(s.name, expected.vendor_name, result.fields.vendor_name?.value);
      const lines = lineItemRecall(expected, result);
      s.linesFound += lines.found;
      s.linesTotal += lines.total;
      // Lines beyond the true ones count where the truth states line amounts at all.
      const extra = lines.total ? Math.max(0, result.line_items.length - lines.found) : 0;
      s.linesExtra += extra;
      const descriptions = scoreDescriptions(expected, result);
      addDescriptions(s.descriptions, file, descriptions);
      if (holdout && issuer && holdout.singles.has(issuer)) {
        holdout.stats.singleDocs += 1;
        holdout.stats.single.push(...scored);
        holdout.stats.singleLinesFound += lines.found;
        holdout.stats.singleLinesTotal += lines.total;
      }
      if (quiet) continue;
      const misses = scored.filter((o) => !o.correct);
      console.log(
        `${file.padEnd(44)} ${result.source.padEnd(7)} ${scored.length - misses.length}/${scored.length} ok  lines ${lines.found}/${lines.total}${extra ? ` (+${extra} extra)` : ''}  desc ${descriptions.filter((d) => d.verdict !== 'wrong').length}/${descriptions.length}  ${result.timings.total_ms} ms${ocrNote}${learnNote}`,
      );
      for (const m of misses)
        console.log(
          `    miss ${m.field}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.actual)} (conf ${m.confidence ?? '-'})`,
        );
      for (const d of descriptions.filter((o) => o.verdict === 'wrong'))
        console.log(
          `    miss line description: expected ${JSON.stringify(d.expected)} got ${JSON.stringify(d.actual)}`,
        );
    } catch (error) {
      if (!(error instanceof ExtractionError)) throw error;
      s.errors += 1;
      console.log(`${file.padEnd(44)} ERROR ${error.code}: ${error.message}`);
    }
  }
}

try {
  process.exitCode = await main();
} finally {
  await terminateOcr();
}
