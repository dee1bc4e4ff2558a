import { dueDate, tierDeadline, type PaymentTerms } from '@procure/payments/terms';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { extractInvoice, ExtractionError, terminateOcr } from '../index.js';
import type { ExtractedTerms, ExtractionResult } from '../types.js';
import { benchFolders, truthPath } from './bench-folders.js';
import { cpuAnchorMs } from './bench-report.js';
import { userDirectory } from './config.js';
import { contentTypeOf, isDocument } from './content-type.js';

/**
 * `npx tsx packages/extraction/src/cli/bench-terms.ts <folders…> [--ocr] [--quiet]`: how well the
 * payment terms are read. Per document: the terms found (with the words they came from) and
 * the due date against the ground truth. Terms are scored right where the truth is known: a
 * `textonly/` copy of a hybrid e-invoice is scored against the terms its embedded XML states
 * (its parent folder's document), as what the terms mean on the invoice date (the due date and
 * every discount's rate and last day), so "30 days net" on the page and a due date in the XML
 * agree when they name the same day. Images are left out unless --ocr (receipts print no terms).
 */
type Meaning = { due: string; tiers: string[] };
interface Stats {
  docs: number;
  withTerms: number;
  termsScored: number;
  termsRight: number;
  dueScored: number;
  dueRight: number;
  ms: number[];
}

/** What terms mean on an invoice date: the due date (a printed one wins, as it does when the
 * invoice is stored) and each discount's rate and last day. */
function meaning(invoiceDate: string, terms: PaymentTerms, printedDue: unknown): Meaning | null {
  try {
    const tiers = terms.discounts
      .map((tier) => `${tier.rateBasisPoints}@${tierDeadline(invoiceDate, tier)}`)
      .sort();
    const due = typeof printedDue === 'string' ? printedDue : dueDate(invoiceDate, terms);
    return { due, tiers };
  } catch {
    return null;
  }
}

const describe = (terms: ExtractedTerms | null | undefined) =>
  terms ? `${JSON.stringify(terms.terms)} (${terms.source} ${terms.confidence})` : 'none';

async function extract(path: string): Promise<ExtractionResult | null> {
  try {
    return await extractInvoice(new Uint8Array(await readFile(path)), contentTypeOf(path));
  } catch (error) {
    if (error instanceof ExtractionError) return null;
    throw error;
  }
}

async function benchFolder(folder: string, ocr: boolean, quiet: boolean): Promise<Stats> {
  const s: Stats = {
    docs: 0,
    withTerms: 0,
    termsScored: 0,
    termsRight: 0,
    dueScored: 0,
    dueRight: 0,
    ms: [],
  };
  const truth = JSON.parse(await readFile(truthPath(folder), 'utf8')) as Record<
    string,
    { due_date?: string | null; invoice_date?: string | null }
  >;
  const textonly = basename(folder) === 'textonly';
  const files = (await readdir(folder))
    .filter(isDocument)
    .filter((f) => ocr || /\.(pdf|xml)$/i.test(f))
    .sort();
  for (const file of files) {
    const expected = truth[file];
    if (!expected) continue;
    s.docs += 1;
    const started = performance.now();
    const result = await extract(join(folder, file));
    s.ms.push(performance.now() - started);
    if (!result) continue;
    const terms = result.payment_terms;
    if (terms) s.withTerms += 1;
    const due = result.fields.due_date?.value ?? null;
    if (expected.due_date) {
      s.dueScored += 1;
      if (due === expected.due_date) s.dueRight += 1;
    }
    let verdict = '';
    const twin = join(dirname(folder), file);
    const invoiceDate = expected.invoice_date ?? String(result.fields.invoice_date?.value ?? '');
    if (textonly && invoiceDate && (await stat(twin).catch(() => null))) {
      const xml = await extract(twin);
      const stated = xml?.payment_terms;
      const want = stated && meaning(invoiceDate, stated.terms, xml.fields.due_date?.value);
      if (want) {
        const got = meaning(invoiceDate, terms?.terms ?? { discounts: [] }, due);
        const right = JSON.stringify(got) === JSON.stringify(want);
        s.termsScored += 1;
        if (right) s.termsRight += 1;
        verdict = right ? '  terms right' : `  terms WRONG, XML says ${describe(stated)}`;
      }
    }
    if (quiet) continue;
    console.log(
      `${file.padEnd(48)} due ${String(due).padEnd(10)} (truth ${expected.due_date ?? '-'})  terms ${describe(terms)}${verdict}`,
    );
    if (terms?.text) console.log(`    from: ${terms.text.replace(/\s+/g, ' ').slice(0, 140)}`);
  }
  return s;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const ocr = args.includes('--ocr');
  const quiet = args.includes('--quiet');
  const paths = args.filter((a) => !a.startsWith('--'));
  const folders = await benchFolders(paths.map((a) => resolve(userDirectory(), a)));
  if (!folders.length) {
    console.error('usage: bench-terms.ts <folder…> [--ocr] [--quiet]');
    return 2;
  }
  const anchorStart = cpuAnchorMs();
  const total: Stats = {
    docs: 0,
    withTerms: 0,
    termsScored: 0,
    termsRight: 0,
    dueScored: 0,
    dueRight: 0,
    ms: [],
  };
  const rows: string[] = [];
  for (const folder of folders) {
    const name = `${basename(dirname(folder))}/${basename(folder)}`;
    if (!quiet) console.log(`\n## ${name}`);
    const s = await benchFolder(folder, ocr, quiet);
    for (const key of Object.keys(total) as (keyof Stats)[])
      if (key === 'ms') total.ms.push(...s.ms);
      else total[key] += s[key];
    rows.push(row(name, s));
  }
  console.log(`\n${'folder'.padEnd(44)} docs  with terms  terms right  due date right  mean ms`);
  for (const line of [...rows, row('OVERALL', total)]) console.log(line);
  console.log(
    `anchor: fixed CPU loop ${anchorStart} ms at the start, ${cpuAnchorMs()} ms at the end`,
  );
  return 0;
}

function row(name: string, s: Stats) {
  const mean = s.ms.length ? Math.round(s.ms.reduce((a, b) => a + b, 0) / s.ms.length) : 0;
  return `${name.padEnd(44)} ${String(s.docs).padStart(4)}  ${String(s.withTerms).padStart(10)}  ${`${s.termsRight}/${s.termsScored}`.padStart(11)}  ${`${s.dueRight}/${s.dueScored}`.padStart(14)}  ${String(mean).padStart(7)}`;
}

try {
  process.exitCode = await main();
} finally {
  await terminateOcr();
}
