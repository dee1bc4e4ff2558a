import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { nowIso } from '../src/db/dialect';
import { seedReference } from '../src/seed';

/**
 * `npx tsx apps/api/bench/payment-runs.ts [invoices] [vendors]` (BENCH_DATABASE_URL for
 * PostgreSQL): a payment run over many approved invoices on the real server and database —
 * the proposal, saving the draft, showing it, confirming (the plan, the bank checks, the locks
 * and the transfers), the pain.001.001.09 file and the execution (a payment row per invoice) —
 * each beside an anchor measured in the same run: the invoice list's first page.
 */
const invoices = Number(process.argv[2] ?? 2000);
const vendorCount = Number(process.argv[3] ?? 200);
const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-bench-runs-'));
const pg = process.env.BENCH_DATABASE_URL;
const config = loadConfig({
  PROCURE_DATA_DIR: dataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: randomBytes(32).toString('hex'),
  ...(pg ? { DATABASE_URL: pg, DATABASE_SCHEMA: `bench_${randomBytes(4).toString('hex')}` } : {}),
});
const app = await buildApp(config, false);
await seedReference(app.db, app.repos, app.log);

const now = nowIso();
const day = (offset: number) => nowIso(offset * 86_400_000).slice(0, 10);
const userId = await app.repos.users.create('payer@bench.test', 'Bench Payer', 'x', ['payer']);
const sid = await app.repos.sessions.create({ userId, ttlSeconds: 3600 });
const headers = {
  authorization: `Bearer ${app.jwt.sign({ sub: String(userId), email: 'payer@bench.test', user_name: 'Bench Payer', sid }, { expiresIn: 3600 })}`,
};

const vendorIds: number[] = [];
for (let v = 0; v < vendorCount; v += 1) {
  const { id } = await app.db
    .insertInto('vendors')
    .values({
      code: `B-${v}`,
      name: `Bench Lieferant ${v} GmbH`,
      name_folded: `bench lieferant ${v} gmbh`,
      email: `v${v}@bench.test`,
      phone: '+49 30 1',
      vendor_type: 'Supplier',
      city: 'Berlin',
      status: 1,
      tab: 'active',
      basic: '{}',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  vendorIds.push(id);
  await app.db
    .insertInto('vendor_entries')
    .values({
      vendor_id: id,
      section: 'bank',
      body: JSON.stringify({
        iban: 'DE89370400440532013000',
        swift_code: 'COBADEFFXXX',
        is_primary: true,
      }),
      created_at: now,
      updated_at: now,
    })
    .execute();
}
const rows = Array.from({ length: invoices }, (_, i) => ({
  doc_id: `bench-${i}`,
  sha256: randomBytes(32).toString('hex'),
  invoice_number: `RE-${100_000 + i}`,
  vendor_id: vendorIds[i % vendorCount]!,
  vendor_name: `Bench Lieferant ${i % vendorCount} GmbH`,
  total_cents: 10_000 + i,
  currency: 'EUR',
  invoice_date: day(-20),
  due_date: day(i % 2 ? -1 : 30),
  fields: JSON.stringify({
    payment_terms: { value: '2 % Skonto innerhalb 25 Tagen, 30 Tage netto' },
  }),
  extraction_status: 'extracted' as const,
  workflow_status: 'success',
  payment_status: 'pending',
  approval_status: 'approved',
  tab: 'active' as const,
  created_at: now,
  updated_at: now,
}));
for (let start = 0; start < rows.length; start += 500)
  await app.db
    .insertInto('invoices')
    .values(rows.slice(start, start + 500))
    .execute();

const timed = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const started = performance.now();
  const answer = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ms = performance.now() - started;
  if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.body.slice(0, 300)}`);
  return { ms: Math.round(ms), body: answer.body };
};
const anchor = await timed('GET', '/api/v1/invoice?page=1&page_size=20');
const payDate = day(1);
const proposal = await timed('POST', '/api/v1/payment-runs/proposal', { pay_date: payDate });
const created = await timed('POST', '/api/v1/payment-runs', { pay_date: payDate });
const runId = (JSON.parse(created.body) as { data: { id: number } }).data.id;
const shown = await timed('GET', `/api/v1/payment-runs/${runId}`);
const confirmed = await timed('POST', `/api/v1/payment-runs/${runId}/confirm`);
const file = await timed('GET', `/api/v1/payment-runs/${runId}/file?format=pain.001.001.09`);
const executed = await timed('POST', `/api/v1/payment-runs/${runId}/execute`, {});
const paid = (JSON.parse(executed.body) as { data: { totals: { invoices: number }[] } }).data
  .totals[0]!.invoices;

console.log(
  `${invoices} approved invoices of ${vendorCount} vendors on ${pg ? 'postgres' : 'sqlite'}; ${paid} in the run`,
);
console.log(`anchor: invoice list page 1      ${anchor.ms} ms`);
console.log(`proposal                         ${proposal.ms} ms`);
console.log(`save as draft                    ${created.ms} ms`);
console.log(`show the draft (planned again)   ${shown.ms} ms`);
console.log(`confirm                          ${confirmed.ms} ms`);
console.log(
  `pain.001.001.09                  ${file.ms} ms, ${(file.body.length / 1024).toFixed(0)} KB`,
);
console.log(`execute (payment rows, history)  ${executed.ms} ms`);
if (pg)
  await sql
    .raw(
      `DROP SCHEMA ${config.database.engine === 'postgres' ? config.database.schema : ''} CASCADE`,
    )
    .execute(app.db);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
