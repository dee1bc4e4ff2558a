import { contract } from '@procure/contract';
import type { HeaderLayout } from '@procure/extraction';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { LEARN_LAYOUT_JOB } from '../src/services/vendor-learning';
import { bearer, createTestApp, signIn } from './helpers';
import { settled, storeFile } from './support/invoices';
import { vendorInvoicePdf, type VendorInvoice } from './support/vendor-pdf';
import { testEngine } from './test-database';

type App = Awaited<ReturnType<typeof buildApp>>;

const invoice = (n: number, vendorName: string): VendorInvoice => ({
  vendorName,
  taxId: 'DE 123 456 789',
  number: `QX-100${n}`,
  reference: `AB-7${n}`,
  date: `0${n}.03.2024`,
  net: `${n}00,00 €`,
  tax: `${n * 19},00 €`,
  total: `${n * 119},00 €`,
  orderRef: `WX-700${n}`,
});

/** Uploads one invoice of the vendor and answers it once extracted. */
async function upload(app: App, auth: Record<string, string>, v: VendorInvoice) {
  const doc = await storeFile(app, auth, await vendorInvoicePdf(v), `${v.number}.pdf`);
  return settled(app, auth, doc.invoice_id!, 100_000);
}

/** Waits until `count` learning jobs have ended; they must have succeeded. */
async function learningDone(app: App, count: number) {
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    const jobs = await app.db
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('kind', '=', LEARN_LAYOUT_JOB)
      .execute();
    const ended = jobs.filter((j) => j.status === 'succeeded' || j.status === 'failed');
    if (ended.length >= count) return expect(ended.map((j) => j.status)).not.toContain('failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('learning did not end');
}

async function layoutOf(app: App, key: string): Promise<HeaderLayout | null> {
  const row = await app.db
    .selectFrom('vendor_layouts')
    .select('layout')
    .where('vendor_key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.layout) as HeaderLayout) : null;
}

describe(`learning a vendor's layout from the review (issue 23 §4) on ${testEngine}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>> | undefined;
  let restarted: App | undefined;
  afterAll(async () => {
    await restarted?.close();
    await testApp?.close();
  });

  it(
    'a review save teaches the vendor its places; its next invoice, after a restart, is read there and marked; a contradicting correction replaces it',
    { timeout: 300_000 },
    async () => {
      testApp = await createTestApp();
      let app: App = testApp.app;
      let auth = bearer(await signIn(app));
      // A vendor of the master data, so the invoice's vendor is matched by its name.
      const vendor = await app.db
        .selectFrom('vendors')
        .select(['id', 'name'])
        .orderBy('id')
        .executeTakeFirstOrThrow();

      const first = await upload(app, auth, invoice(1, vendor.name));
      expect(first.vendor_id).toBe(vendor.id);
      // "Beleg-Kennung" is in no lexicon: the number is not found without learning.
      expect(first.invoice_number).toBeNull();
      // No title printed: an invoice, which a reviewer confirms (issue 23 §2).
      expect(first.fields?.document_type).toMatchObject({ value: 'invoice', confidence: 0.6 });
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/v1/invoice/${first.id}`,
        headers: auth,
        payload: {
          // The order reference has no label: the reviewer picks its words on the page.
          header: { invoice_number: 'QX-1001', po_number: 'WX-7001' },
          line_items: [{ id: 0, description: 'Wartung und Pflege', amount: 100 }],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await learningDone(app, 1);
      const learned = await layoutOf(app, `vendor:${vendor.id}`);
      expect(learned?.invoice_number).toEqual({ label: 'beleg kennung', placement: 'right' });
      expect(await layoutOf(app, 'tax:DE123456789')).toEqual(learned);
      expect(learned?.lines).toMatchObject({ header: 'bezeichnungbetrag', end: 'zwischensumme' });
      // Where no label stands beside a value, its place on the page is learned.
      expect(learned?.po_number).toMatchObject({ placement: 'position', position: { page: 1 } });

      // A restart: a new server on the same database.
      await app.close();
      restarted = await buildApp(testApp.config, false);
      app = restarted;
      auth = bearer(await signIn(app));

      const second = await upload(app, auth, invoice(2, vendor.name));
      expect(second.invoice_number).toBe('QX-1002');
      expect(second.fields?.invoice_number).toMatchObject({ learned: true, confidence: 0.93 });
      // Where the reading without learning agrees, the two cues make it surer.
      expect(second.fields?.total_amount).toMatchObject({ value: 238, learned: true });
      expect(second.total_amount_confidence).toBeGreaterThanOrEqual(0.97);
      expect(second.fields?.vendor_name?.learned).toBeFalsy();
      // Read at the learned place, though no label is printed: one cue, a reviewer looks at it.
      expect(second.fields?.po_number).toMatchObject({ value: 'WX-7002', learned: true });
      expect(second.po_number_confidence).toBeLessThan(0.9);
      // Its one item row, which arithmetic cannot see, is read at the learned columns.
      expect(second.line_items).toMatchObject([
        { description: 'Wartung und Pflege', amount: 200, learned: true },
      ]);
      // The review grid marks such lines; lines read without learning carry no mark.
      expect(first.line_items.some((line) => line.learned)).toBe(false);

      // The reviewer says this vendor's invoice number is its reference ("Unser Zeichen").
      const corrected = await app.inject({
        method: 'PUT',
        url: `/api/v1/invoice/${second.id}`,
        headers: auth,
        payload: { header: { invoice_number: 'AB-72' } },
      });
      expect(corrected.statusCode).toBe(200);
      contract.invoice.review.responses[200].parse(corrected.json());
      await learningDone(app, 2);
      expect((await layoutOf(app, `vendor:${vendor.id}`))?.invoice_number).toEqual({
        label: 'unser zeichen',
        placement: 'right',
      });
      const third = await upload(app, auth, invoice(3, vendor.name));
      expect(third.invoice_number).toBe('AB-73');
      expect(third.fields?.invoice_number?.learned).toBe(true);
    },
  );
});
