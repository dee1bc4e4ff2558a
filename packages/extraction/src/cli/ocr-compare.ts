import { userDirectory } from './config.js';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { terminateOcr } from '../index.js';
import { fromTokens } from '../from-tokens.js';
import { buildLines } from '../layout/lines.js';
import { openPdf } from '../pdf/pdfjs.js';
import { readTextTokens } from '../pdf/text-layer.js';
import type { ExtractionResult, Token } from '../types.js';
import { benchFolders, truthPath } from './bench-folders.js';
import { paddleEngine, tesseractEngine, type OcrEngine } from './ocr-engines.js';
import { percentile, scoreDocument, type Truth } from './score.js';

/**
 * `tsx src/cli/ocr-compare.ts <folders…> [--paddle <node_modules>]`: runs each OCR engine on every
 * PNG/JPEG of the folders and prints characters right (1 − edit distance / reference length,
 * spaces ignored, lines top to bottom), header fields right and time per page. The reference text
 * is the SROIE line transcript (NNN.csv) or the text layer of the PDF the PNG was rendered from.
 */
const squash = (lines: string[]): string => lines.join('').replace(/\s+/g, '');

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1)
      row[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length] ?? 0;
}

const linesOf = (tokens: Token[]): string[] => buildLines(tokens).map((l) => l.text);

async function referenceText(folder: string, file: string): Promise<string | null> {
  const stem = file.replace(/\.(png|jpe?g)$/i, '');
  const csv = await readFile(join(folder, `${stem}.csv`), 'utf8').catch(() => null);
  if (csv) return squash(csv.split('\n').map((l) => l.split(',').slice(8).join(',')));
  const pdf = await readFile(join(folder, `${stem}.pdf`)).catch(() => null);
  if (!pdf) return null;
  const doc = await openPdf(new Uint8Array(pdf));
  const tokens: Token[] = [];
  for (let n = 1; n <= doc.numPages; n += 1)
    tokens.push(...(await readTextTokens(await doc.getPage(n), n)));
  await doc.destroy();
  return squash(linesOf(tokens));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const paddleAt = args.indexOf('--paddle');
  const paddlePath = paddleAt >= 0 ? args.splice(paddleAt, 2)[1] : undefined;
  const engines: OcrEngine[] = [tesseractEngine];
  if (paddlePath) engines.push(await paddleEngine(resolve(userDirectory(), paddlePath)));
  const folders = await benchFolders(args.map((a) => resolve(userDirectory(), a)));
  const totals = engines.map(() => ({
    chars: [] as number[],
    right: 0,
    scored: 0,
    ms: [] as number[],
  }));
  for (const folder of folders) {
    const truth = JSON.parse(await readFile(truthPath(folder), 'utf8')) as Record<string, Truth>;
    const images = (await readdir(folder)).filter((f) => /\.(png|jpe?g)$/i.test(f)).sort();
    for (const file of images) {
      const bytes = new Uint8Array(await readFile(join(folder, file)));
      const kind = extname(file).toLowerCase() === '.png' ? 'png' : 'jpeg';
      const reference = await referenceText(folder, file);
      const cells: string[] = [];
      for (const [i, engine] of engines.entries()) {
        const started = performance.now();
        const tokens = await engine.read(bytes, kind, join(folder, file));
        const ms = performance.now() - started;
        const hyp = squash(linesOf(tokens));
        const chars = reference
          ? Math.max(0, 1 - editDistance(reference, hyp) / reference.length)
          : NaN;
        const result = { ...fromTokens(tokens, 'ocr') } as Pick<
          ExtractionResult,
          'fields' | 'line_items'
        >;
        const scored = truth[file] ? scoreDocument(truth[file], result as ExtractionResult) : [];
        const t = totals[i]!;
        if (!Number.isNaN(chars)) t.chars.push(chars);
        t.right += scored.filter((o) => o.correct).length;
        t.scored += scored.length;
        t.ms.push(ms);
        cells.push(
          `${engine.name.slice(0, 10)} chars ${(100 * chars).toFixed(1)}% fields ${scored.filter((o) => o.correct).length}/${scored.length} ${Math.round(ms)} ms`,
        );
      }
      console.log(`${file.padEnd(28)} ${cells.join(' | ')}`);
    }
  }
  for (const [i, engine] of engines.entries()) {
    const t = totals[i]!;
    const meanChars = t.chars.reduce((a, b) => a + b, 0) / Math.max(1, t.chars.length);
    console.log(
      `${engine.name.padEnd(32)} images ${t.ms.length}  chars right ${(100 * meanChars).toFixed(1)}%  fields ${t.right}/${t.scored}  p50 ${percentile(t.ms, 50).toFixed(0)} ms  p95 ${percentile(t.ms, 95).toFixed(0)} ms`,
    );
    await engine.close();
  }
}

try {
  await main();
} finally {
  await terminateOcr();
}
