import type { HeaderLayout } from '@procure/extraction';
import { afterAll, describe, expect, it } from 'vitest';
import { LEARN_LAYOUT_JOB } from '../src/services/vendor-learning';
import { bearer, createTestApp, signIn } from './helpers';
import { settled, storeFile } from './support/invoices';
import { vendorInvoicePdf } from './support/vendor-pdf';
import { testEngine } from './test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function learned(app: TestApp['app'], key: string): Promise<HeaderLayout | null> {
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    const job = await app.db
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', LEARN_LAYOUT_JOB)
      .executeTakeFirst();
    if (job?.status === 'succeeded') break;
    expect(job?.status).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const row = await app.db
    .selectFrom('vendor_layouts')
    .select('layout')
    .where('vendor_key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.layout) as HeaderLayout) : null;
}

describe(`the words a reviewer clicked are the print learned (issue 23 §4) on ${testEngine}`, () => {
  let testApp: TestApp | undefined;
  afterAll(async () => testApp?.close());

  it(
    'a save names the clicked words of a value; of two prints of it, that one is learned',
    {
      timeout: 300_000,
    },
    async () => {
      testApp = await createTestApp();
      const { app } = testApp;
      const auth = bearer(await signIn(app));
      const pdf = await vendorInvoicePdf({
        vendorName: 'Klickwerk Nord',
        taxId: 'DE 987 654 321',
        number: 'KN-1',
        reference: 'AB-1',
        date: '01.03.2024',
        net: '100,00 €',
        tax: '19,00 €',
        total: '119,00 €',
      });
      const doc = await storeFile(app, auth, pdf, 'KN-1.pdf');
      const invoice = await settled(app, auth, doc.invoice_id!, 100_000);
      const url = `/api/v1/invoice/${invoice.id}`;

      // Words picked for a value the save does not carry are refused, naming the field.
      const stray = await app.inject({
        method: 'PUT',
        url,
        headers: auth,
        payload: {
          header: { invoice_number: 'KN-1' },
          picked: { net_amount: { page: 1, box: { x: 480, y: 188, width: 65, height: 14 } } },
        },
      });
      expect(stray.statusCode).toBe(400);
      expect(stray.json().issues).toEqual([
        { path: 'picked.net_amount', message: 'Send the value the words were picked for' },
      ]);

      // The net is printed on the item row and again beside "Zwischensumme"; the reviewer
      // clicks the item row's amount (the last print would be learned without the click).
      const saved = await app.inject({
        method: 'PUT',
        url,
        headers: auth,
        payload: {
          header: { net_amount: 100 },
          picked: { net_amount: { page: 1, box: { x: 480, y: 188, width: 65, height: 14 } } },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const layout = await learned(app, 'tax:DE987654321');
      expect(layout?.net_amount).toMatchObject({ label: 'wartung und pflege', picked: true });
    },
  );
});
