import { userDirectory } from './config.js';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { extractInvoice, ExtractionError, terminateOcr } from '../index.js';
import { contentTypeOf, isDocument } from './content-type.js';
import {
  lineItemRecall,
  percentile,
  scoreDocument,
  SCORED_FIELDS,
  type FieldOutcome,
  type Truth,
} from './score.js';

/**
 * `npm run bench:extraction -- <folder> [--only pdf|png]`: runs every document of a folder against
 * its ground_truth.normalized.json and prints accuracy per field, misses, calibration and timings.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? args.splice(onlyIndex, 2)[1] : undefined;
  const folders = args.map((a) => resolve(userDirectory(), a));
  if (!folders.length) {
    console.error('usage: npm run bench:extraction -- <folder> [more folders] [--only pdf|png]');
    return 2;
  }
  const outcomes: Array<FieldOutcome & { doc: string }> = [];
  const textPageMs: number[] = [];
  const ocrPageMs: number[] = [];
  let linesFound = 0;
  let linesTotal = 0;
  for (const folder of folders) {
    const truth = JSON.parse(
      await readFile(join(folder, 'ground_truth.normalized.json'), 'utf8'),
    ) as Record<string, Truth>;
    const files = (await readdir(folder))
      .filter(isDocument)
      .filter((f) => !only || extname(f).slice(1) === only)
      .sort();
    for (const file of files) {
      const expected = truth[file];
      if (!expected) continue;
      try {
        const result = await extractInvoice(
          new Uint8Array(await readFile(join(folder, file))),
          contentTypeOf(file),
        );
        const perPage = result.source === 'text' ? result.timings.per_page_ms : [];
        textPageMs.push(...perPage);
        if (result.source === 'ocr' || result.source === 'mixed')
          ocrPageMs.push(result.timings.total_ms / Math.max(1, result.pages));
        const scored = scoreDocument(expected, result);
        outcomes.push(...scored.map((o) => ({ ...o, doc: file })));
        const lines = lineItemRecall(expected, result);
        linesFound += lines.found;
        linesTotal += lines.total;
        const misses = scored.filter((o) => !o.correct);
        console.log(
          `${file.padEnd(32)} ${result.source.padEnd(5)} ${scored.length - misses.length}/${scored.length} ok  lines ${lines.found}/${lines.total}  ${result.timings.total_ms} ms`,
        );
        for (const m of misses)
          console.log(
            `    miss ${m.field}: expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.actual)} (conf ${m.confidence ?? '-'})`,
          );
      } catch (error) {
        if (!(error instanceof ExtractionError)) throw error;
        console.log(`${file.padEnd(32)} ERROR ${error.code}: ${error.message}`);
      }
    }
  }
  report(outcomes, textPageMs, ocrPageMs, linesFound, linesTotal);
  return 0;
}

function report(
  outcomes: FieldOutcome[],
  textPageMs: number[],
  ocrPageMs: number[],
  linesFound: number,
  linesTotal: number,
): void {
  const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');
  console.log('\nPer field');
  for (const field of SCORED_FIELDS) {
    const rows = outcomes.filter((o) => o.field === field);
    if (rows.length)
      console.log(
        `  ${field.padEnd(16)} ${String(rows.filter((o) => o.correct).length).padStart(3)}/${String(rows.length).padEnd(3)} ${pct(rows.filter((o) => o.correct).length, rows.length)}`,
      );
  }
  const correct = outcomes.filter((o) => o.correct).length;
  console.log(
    `  ${'ALL HEADER'.padEnd(16)} ${correct}/${outcomes.length} ${pct(correct, outcomes.length)}`,
  );
  console.log(`  line amounts     ${linesFound}/${linesTotal} ${pct(linesFound, linesTotal)}`);
  console.log('\nCalibration (fields reported with a value)');
  for (const [lo, hi] of [
    [0.9, 1.01],
    [0.7, 0.9],
    [0.4, 0.7],
    [0, 0.4],
  ] as const) {
    const rows = outcomes.filter(
      (o) => o.confidence !== null && o.confidence >= lo && o.confidence < hi,
    );
    console.log(
      `  conf ${lo.toFixed(1)}–${Math.min(1, hi).toFixed(1)}  ${String(rows.length).padStart(3)} fields, ${pct(rows.filter((o) => o.correct).length, rows.length)} right`,
    );
  }
  console.log(`  not found        ${outcomes.filter((o) => o.confidence === null).length} fields`);
  console.log('\nTime per page');
  console.log(
    `  text layer  n=${textPageMs.length}  p50 ${percentile(textPageMs, 50).toFixed(0)} ms  p95 ${percentile(textPageMs, 95).toFixed(0)} ms`,
  );
  console.log(
    `  OCR         n=${ocrPageMs.length}  p50 ${percentile(ocrPageMs, 50).toFixed(0)} ms  p95 ${percentile(ocrPageMs, 95).toFixed(0)} ms`,
  );
}

try {
  process.exitCode = await main();
} finally {
  await terminateOcr();
}
