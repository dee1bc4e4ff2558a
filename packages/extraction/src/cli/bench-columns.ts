import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fromTokens } from '../from-tokens.js';
import { terminateOcr } from '../index.js';
import { buildLines } from '../layout/lines.js';
import { readLearnedLines } from '../learn/line-columns.js';
import { openPdf } from '../pdf/pdfjs.js';
import { readPages } from '../pdf/read-pages.js';
import { correctionsOf, issuerOf } from './bench-learn.js';
import { benchFolders, truthPath } from './bench-folders.js';
import { userDirectory } from './config.js';
import { lineItemRecall, type Truth } from './score.js';

/**
 * `npx tsx packages/extraction/src/cli/bench-columns.ts <folders…>`: how far learned table
 * columns carry on their own (issue 23 §4). As in `bench --learn`, an issuer's first PDF in name
 * order teaches (its ground truth's lines through the review's learning); every later one is read
 * by the learned columns ALONE — no arithmetic, no header words — and its true line amounts
 * found are counted. `LEARNED LINES` in the bench is the learned reading weighed against the
 * unlearned one; this is the learned reading by itself, on tables the unlearned one already reads.
 */
async function main(): Promise<void> {
  const folders = await benchFolders(process.argv.slice(2).map((a) => resolve(userDirectory(), a)));
  let found = 0;
  let total = 0;
  for (const folder of folders) {
    const truth = JSON.parse(await readFile(truthPath(folder), 'utf8')) as Record<string, Truth>;
    const files = (await readdir(folder)).filter((f) => f.endsWith('.pdf') && truth[f]).sort();
    const taught = new Map<string, ReturnType<typeof fromTokens>['learned_layout']>();
    const here = { found: 0, total: 0, tables: 0 };
    for (const file of files) {
      const expected = truth[file] as Truth;
      const issuer = issuerOf(expected);
      if (!issuer) continue;
      const doc = await openPdf(new Uint8Array(await readFile(join(folder, file))));
      const { tokens } = await readPages(doc, 60_000, ['eng'], []).finally(() => doc.destroy());
      const layout = taught.get(issuer);
      if (!taught.has(issuer)) {
        const first = fromTokens(tokens, 'text', { learnFrom: correctionsOf(expected) });
        taught.set(issuer, first.learned_layout);
        if (first.learned_layout?.lines) here.tables += 1;
        continue;
      }
      const items = layout?.lines
        ? readLearnedLines(buildLines(tokens), layout.lines, 'text').items
        : [];
      const recall = lineItemRecall(expected, { line_items: items } as never);
      here.found += recall.found;
      here.total += recall.total;
      if (recall.found < recall.total)
        console.log(
          `  ${file}: ${recall.found}/${recall.total}${layout?.lines ? '' : ' (no table learned)'}`,
        );
    }
    console.log(
      `${`${basename(dirname(folder))}/${basename(folder)}`.replace(/^corpus\//, '').padEnd(36)} issuers ${taught.size}, tables learned ${here.tables}, ` +
        `columns alone ${here.found}/${here.total}`,
    );
    found += here.found;
    total += here.total;
  }
  console.log(`OVERALL columns alone found/true = ${found}/${total}`);
}

try {
  await main();
} finally {
  await terminateOcr();
}
