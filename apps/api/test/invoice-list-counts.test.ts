import { contract, InvoiceListSchema } from '@procure/contract';
import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineOf } from '../src/db/dialect';
import { inTransaction } from '../src/db/transaction';
import { INVOICE_COUNT_COLUMNS } from '../src/repositories/invoice-list-counts';
import { insertBulkInvoices } from '../src/seed/bulk-invoices';
import { signedInTestApp } from './helpers';
import { approveAnyway, colleague } from './support/colleague';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// The invoice list's totals come from invoice_list_counts (per tab and status combination),
// kept in the transaction of every change: after each kind of change they must equal a count
// of the invoices themselves, and a transaction that fails must leave them as they were.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;
// The demo user uploads and pays; two others approve past the problems (segregation of duties).
const approvers = [
  colleague(server, 'First Approver'),
  colleague(server, 'Second Approver'),
] as const;

const keyOf = (row: Record<string, unknown>) =>
  INVOICE_COUNT_COLUMNS.map((column) => String(row[column])).join('/');

/** The kept counts (combinations with no invoice left dropped) by combination. */
async function keptCounts() {
  const rows = await server.app.db.selectFrom('invoice_list_counts').selectAll().execute();
  for (const row of rows) expect(Number(row.n), keyOf(row)).toBeGreaterThanOrEqual(0);
  return Object.fromEntries(
    rows.filter((row) => Number(row.n) > 0).map((row) => [keyOf(row), Number(row.n)]),
  );
}

/** The kept counts equal the invoices counted now, and the list's totals follow them. */
async function expectExactCounts() {
  const counted = await server.app.db
    .selectFrom('invoices')
    .select([...INVOICE_COUNT_COLUMNS])
    .select((eb) => eb.fn.countAll().as('n'))
    .groupBy([...INVOICE_COUNT_COLUMNS])
    .execute();
  expect(await keptCounts()).toEqual(
    Object.fromEntries(counted.map((row) => [keyOf(row), Number(row.n)])),
  );
  const invoices = await server.app.db
    .selectFrom('invoices')
    .select([...INVOICE_COUNT_COLUMNS])
    .execute();
  const filters: Array<[string, (row: (typeof invoices)[number]) => boolean]> = [
    ['type=all', () => true],
    ['type=draft', (r) => r.tab === 'draft'],
    ['type=active', (r) => r.tab === 'active'],
    ['extraction_status=extracted', (r) => r.extraction_status === 'extracted'],
    [
      'type=draft&workflow_status=pending',
      (r) => r.tab === 'draft' && r.workflow_status === 'pending',
    ],
    ['payment_status=paid', (r) => r.payment_status === 'paid'],
    ['payment_status=partial', (r) => r.payment_status === 'partial'],
    ['approval_status=rejected', (r) => r.approval_status === 'rejected'],
  ];
  for (const [query, keep] of filters) {
    const response = await call('GET', `/api/v1/invoice/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const { pagination } = InvoiceListSchema.parse(response.json());
    expect(pagination.total, query).toBe(invoices.filter(keep).length);
  }
}

describe(`invoice list counts on ${testEngine}`, { timeout: 120_000 }, () => {
  it('start exact after the migration and the demo seed', async () => {
    await expectExactCounts();
  });

  it('stay exact through upload, extraction, re-extraction, approval, payments and rejection', async () => {
    const pdf = await invoicePdf(sample('en-classic-usd'));
    const first = (await storeFile(server.app, server.auth, pdf, 'counts-1.pdf')).invoice_id!;
    const second = (await storeFile(server.app, server.auth, pdf, 'counts-2.pdf')).invoice_id!;
    await expectExactCounts(); // uploaded: processing

    expect((await settled(server.app, server.auth, first)).extraction_status).not.toBe(
      'processing',
    );
    await settled(server.app, server.auth, second);
    await expectExactCounts(); // extraction result

    const again = await call('POST', `/api/v1/invoice/${first}/extract`);
    expect(again.statusCode, again.body).toBe(202);
    await settled(server.app, server.auth, first);
    await expectExactCounts(); // extracted again

    const approved = await approveAnyway(...approvers, first);
    expect(approved.statusCode, approved.body).toBe(200);
    await expectExactCounts(); // draft -> active

    const part = await call('POST', `/api/v1/invoice/${first}/pay`, { amount: 1 });
    expect(part.statusCode, part.body).toBe(200);
    await expectExactCounts(); // pending -> partial
    const payments = await call('GET', `/api/v1/invoice/${first}/payments`);
    const paymentId = payments.json().data.payments[0].id as number;
    const undone = await call('DELETE', `/api/v1/invoice/${first}/payments/${paymentId}`);
    expect(undone.statusCode, undone.body).toBe(200);
    await expectExactCounts(); // partial -> pending
    const paid = await call('POST', `/api/v1/invoice/${first}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    await expectExactCounts(); // pending -> paid

    const rejected = await call('POST', `/api/v1/invoice/${second}/reject`, {
      reason: 'Duplicate of an earlier invoice',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expectExactCounts(); // draft -> reject
  });

  it('stay exact when extraction fails', async () => {
    const broken = Buffer.from('%PDF-1.7\nnot really a pdf\n%%EOF');
    const id = (await storeFile(server.app, server.auth, broken, 'counts-broken.pdf')).invoice_id!;
    expect((await settled(server.app, server.auth, id)).extraction_status).toBe('failed');
    await expectExactCounts();
  });

  it('are left as they were by a transaction that fails', async () => {
    const before = await keptCounts();
    const { invoices } = server.app.repos;
    const some = await server.app.db
      .selectFrom('invoices')
      .select('id')
      .where('tab', '=', 'draft')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expect(
      inTransaction(server.app.db, async (trx) => {
        await invoices.insert(trx, {
          doc_id: 'counts-never-stored',
          sha256: 'counts-never-stored',
          upload_remarks: null,
          created_by: null,
        });
        await invoices.update(trx, some.id, {
          approval_status: 'approved',
          workflow_status: 'success',
          tab: 'active',
          payment_status: 'paid',
        });
        throw new Error('fails after the writes');
      }),
    ).rejects.toThrow('fails after the writes');
    expect(await keptCounts()).toEqual(before);
    await expectExactCounts();
  });

  it('are counted again after invoices written in bulk', async () => {
    await insertBulkInvoices(server.app.db, 300);
    await expectExactCounts();
  });
});

describe(`filtered deep pages of many invoices on ${testEngine}`, { timeout: 240_000 }, () => {
  const pg = () => engineOf(server.app.db) === 'postgres';
  /** PostgreSQL reads an index alone (index-only scan) only where the visibility map says a
   * page holds no row a running transaction might not see; VACUUM sets it, unless another
   * session's old snapshot (a test of another file, on the shared test server) holds it back.
   * Then its planner rightly walks the primary key and reads the rows instead. */
  let indexOnly = true;
  beforeAll(async () => {
    await insertBulkInvoices(server.app.db, 30_000);
    // As in production: PostgreSQL's autovacuum keeps statistics and the visibility map,
    // SQLite has no statistics (nothing runs ANALYZE).
    if (pg()) {
      await server.app.db.executeQuery(CompiledQuery.raw('VACUUM (ANALYZE) invoices'));
      await server.app.db.executeQuery(CompiledQuery.raw('VACUUM (ANALYZE) search_terms'));
      const { rows } = await server.app.db.executeQuery<{ visible: number; pages: number }>(
        CompiledQuery.raw(
          `SELECT relallvisible AS visible, relpages AS pages FROM pg_class
           WHERE oid = 'invoices'::regclass`,
        ),
      );
      indexOnly = Number(rows[0]!.visible) >= 0.9 * Number(rows[0]!.pages);
      if (!indexOnly) console.warn('visibility map not set (an old snapshot elsewhere)');
    }
  }, 240_000);

  async function plan(query: { compile(): CompiledQuery }): Promise<string> {
    const { sql, parameters } = query.compile();
    const explained = await server.app.db.executeQuery(
      CompiledQuery.raw(`${pg() ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, [...parameters]),
    );
    return explained.rows
      .map((row) => String((row as Record<string, unknown>)[pg() ? 'QUERY PLAN' : 'detail']))
      .join('\n');
  }
  const page = (query: Record<string, string>, number: number) =>
    server.app.repos.invoices.pageIds(
      contract.invoice.list.query.parse({ ...query, page: String(number) }),
    );

  it.each([
    ['payment_status', 'pending', 'invoices_payment'],
    ['workflow_status', 'pending', 'invoices_workflow'],
    ['approval_status', 'under_review', 'invoices_approval'],
    ['extraction_status', 'extracted', 'invoices_extraction'],
    ['type', 'draft', 'invoices_tab'],
  ])(
    'picks a deep page of %s=%s from the (status, id) index without sorting',
    async (column, value, index) => {
      // Three quarters of the way through its pages (page 2,000 needs 24k matches).
      const query = contract.invoice.list.query.parse({ [column]: value });
      const { total } = await server.app.repos.invoices.list(query);
      expect(total).toBeGreaterThan(5_000);
      const text = await plan(page({ [column]: value }, Math.floor((total / 12) * 0.75)));
      expect(text).not.toMatch(/TEMP B-TREE|Sort\b|Seq Scan|SCAN i\b|SCAN invoices\b/i);
      if (indexOnly) expect(text).toMatch(new RegExp(`(Index Only Scan|COVERING INDEX).*${index}`));
    },
  );

  it('narrows a search by a tab or status on index entries, reading no invoice row', async () => {
    for (const [column, value, index] of [
      ['type', 'draft', 'invoices_tab'],
      ['payment_status', 'paid', 'invoices_payment'],
    ] as const) {
      const text = await plan(page({ search: 'northwind', [column]: value }, 1));
      expect(text).not.toMatch(/Seq Scan on invoices|SCAN i\b|SCAN invoices\b/);
      if (indexOnly) {
        expect(text).toMatch(new RegExp(`(Index Only Scan|COVERING INDEX).*${index}`));
        expect(text).not.toMatch(/invoices_pkey|INTEGER PRIMARY KEY/);
      }
    }
  });
});
