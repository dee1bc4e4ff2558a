import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { connect, type Db } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { matchVendor } from '../src/repositories/invoice-matching';
import { vendorsWithEveryWord } from '../src/repositories/vendor-search';
import { BULK_NAME_WORDS, insertBulkVendors } from '../src/seed/bulk-vendors';

/** npm run bench:vendor-match [-- --vendors 100000 --runs 300 --engines sqlite,postgres]
 *
 * Linking an extracted invoice to a large vendor master (issue 23 §2/§4): ms per matchVendor
 * for names read exactly and read with an OCR confusion in every naming word, beside the
 * anchor measured in the same run on the same engine: the vendor list's own word search for the
 * same words (index ranges intersected), the query the list answers a typed search with.
 * PostgreSQL runs where BENCH_DATABASE_URL or TEST_DATABASE_URL names one (as the other API
 * benches), in a fresh schema dropped afterwards. */
const { values } = parseArgs({
  options: {
    vendors: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '300' },
    engines: { type: 'string', default: 'sqlite,postgres' },
  },
});
const VENDORS = Number(values.vendors);
const RUNS = Number(values.runs);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** The bulk vendor names of ids spread over the master (insertBulkVendors' own words). */
const names = Array.from({ length: RUNS }, (_, n) => {
  const i = 1 + ((n * 7919) % VENDORS);
  const { first, second } = BULK_NAME_WORDS;
  return {
    first: first[i % first.length]!,
    second: second[Math.floor(i / first.length) % second.length]!,
    i,
  };
});
/** One common OCR confusion in a word (o→0, l→1, e→c, a→o, s→5; else its last letter dropped). */
const misread = (word: string) => {
  for (const [from, to] of [
    ['o', '0'],
    ['l', '1'],
    ['e', 'c'],
    ['s', '5'],
    ['g', 'q'],
  ] as const)
    if (word.includes(from)) return word.replace(from, to);
  return word.slice(0, -1);
};

async function timed(run: (n: (typeof names)[number]) => Promise<unknown>) {
  const ms: number[] = [];
  for (const n of names) {
    const started = performance.now();
    await run(n);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(2);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
}

/** A fresh database of the engine, migrated; `drop` removes it. On PostgreSQL a schema of its
 * own, read through the API's own configuration as DATABASE_URL and DATABASE_SCHEMA. */
async function freshDatabase(engine: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-vendor-match-'));
  const schema = `bench_vm_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (engine === 'postgres') await admin(`CREATE SCHEMA ${schema}`);
  const config = loadConfig({
    PROCURE_DATA_DIR: dataDir,
    ...(engine === 'postgres'
      ? { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema, DATABASE_POOL_SIZE: '2' }
      : {}),
  }).database;
  const db = connect(config);
  await migrate(db, config);
  return {
    db,
    async drop() {
      await db.destroy();
      if (engine === 'postgres') await admin(`DROP SCHEMA ${schema} CASCADE`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchEngine(engine: string) {
  const { db, drop } = await freshDatabase(engine);
  try {
    await measure(db, engine);
  } finally {
    await drop();
  }
}

async function measure(db: Db, engine: string) {
  const seeding = performance.now();
  await insertBulkVendors(db, VENDORS);
  const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
  let linked = 0;
  const anchor = await timed(({ first, second, i }) =>
    vendorsWithEveryWord(db, 'name', [
      first.toLowerCase(),
      second.toLowerCase(),
      String(i),
    ]).execute(),
  );
  const exact = await timed(async ({ first, second, i }) => {
    const m = await matchVendor(db, { name: `${first} ${second} ${i}`, taxId: null });
    if (m) linked += 1;
  });
  const exactLinked = linked;
  linked = 0;
  const confused = await timed(async ({ first, second, i }) => {
    const m = await matchVendor(db, {
      name: `${misread(first)} ${misread(second)} ${i}`,
      taxId: null,
    });
    if (m) linked += 1;
  });
  console.log(
    `\nvendor master match, ${VENDORS} vendors (${engine}; inserted in ${seeded} s), ${RUNS} names`,
  );
  console.log(`  anchor: vendor list word search (3 words)   ${anchor}`);
  console.log(
    `  matchVendor, name read exactly              ${exact}  (linked ${exactLinked}/${RUNS})`,
  );
  console.log(
    `  matchVendor, every word misread             ${confused}  (linked ${linked}/${RUNS})`,
  );
}

for (const engine of values.engines.split(',')) {
  if (engine === 'postgres' && !pgUrl) {
    console.log('\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    continue;
  }
  await benchEngine(engine);
}
