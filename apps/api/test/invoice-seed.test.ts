import { contract, InvoiceListSchema } from '@procure/contract';
import { buildDemoDataset } from '@procure/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedInvoices } from '../src/seed/invoices';
import { EXTRACT_INVOICE_JOB } from '../src/services/invoices';
import { bearer, createTestApp, signIn } from './helpers';
import { testEngine } from './test-database';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ JOB_CONCURRENCY: '0' });
  auth = bearer(await signIn(t.app));
});
afterAll(() => t.close());

describe(`demo invoices on ${testEngine}`, () => {
  it('are seeded with their PDFs in every status, quickly; processing ones get a job', async () => {
    const { invoices } = buildDemoDataset();
    const started = performance.now();
    await seedInvoices(t.app.db, t.app.repos, t.config.documentsDir, invoices, 1);
    expect(performance.now() - started).toBeLessThan(15_000);

    const response = await t.app.inject({ method: 'GET', url: '/api/v1/invoice/', headers: auth });
    const list = InvoiceListSchema.parse(response.json());
    expect(list.pagination).toMatchObject({ total: invoices.length, pages: 1 });
    const statuses = new Set(list.data.map((r) => r.extraction_status));
    expect([...statuses].sort()).toEqual(['extracted', 'failed', 'hold', 'processing']);

    const ids = list.data.map((r) => r.id);
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invoice',
      payload: { id: ids },
      headers: auth,
    });
    const details = contract.invoice.find.responses[200].parse(found.json()).data;
    const extracted = details.find((d) => d.extraction_status === 'extracted')!;
    expect(extracted.invoice_number_status).not.toBeNull();
    expect(extracted.line_items.length).toBeGreaterThan(0);
    const content = await t.app.inject({
      method: 'GET',
      url: `/api/v1/document/${extracted.document_short_code}/content`,
      headers: { ...auth, range: 'bytes=0-4' },
    });
    expect(content.statusCode).toBe(206);
    expect(content.body).toBe('%PDF-');

    const processing = details.filter((d) => d.extraction_status === 'processing');
    const jobs = await t.app.db
      .selectFrom('jobs')
      .select('owner_id')
      .where('kind', '=', EXTRACT_INVOICE_JOB)
      .execute();
    expect(jobs.map((j) => j.owner_id).sort()).toEqual(processing.map((d) => d.id).sort());
  });
});
