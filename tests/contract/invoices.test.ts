import { contract, InvoicesUploadedSchema } from '@procure/contract';
import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_SERVICE_ROOTS } from '../../apps/web/src/config/api-roots';
import { callContract, type ContractArgs } from '../../apps/web/src/lib/contract-query';
import { ok, startServer } from './server';

// Every invoice route through the web app's own API layer against the real server.
let server: Awaited<ReturnType<typeof startServer>>;
let token: string;
let invoiceId: number;
const call = <R extends AppRoute>(
  route: R,
  args: ContractArgs<R>,
  root: keyof typeof server.roots = CONTRACT_SERVICE_ROOTS.invoice,
  as = token,
) => callContract(route, args, { root: server.roots[root], token: as });

beforeAll(async () => {
  server = await startServer();
  token = await server.demoToken();
});
afterAll(() => server.stop());

describe('invoices through the web API layer', () => {
  it(
    'uploads, waits for extraction, lists, finds, edits, re-extracts and exports',
    { timeout: 120_000 },
    async () => {
      const sample = sampleInvoices()[0]!;
      const form = new FormData();
      form.append('form_name', 'invoice_upload_modal');
      form.append('event_type', 'invoice');
      form.append('sub_event_type', 'invoice_sub');
      form.append(
        'file',
        new Blob([new Uint8Array(await renderInvoicePdf(sample))]),
        'invoice.pdf',
      );
      const stored = ok(
        await call(contract.store.upload, { body: form as never }, CONTRACT_SERVICE_ROOTS.store),
      ).data;
      // Our full answer (the web reads the documented minimum: a message, the list reloads).
      const uploaded = InvoicesUploadedSchema.parse(
        ok(
          await call(contract.invoice.upload, { body: { doc_id: [stored.doc_id], remarks: 'CT' } }),
        ),
      ).data;
      expect(uploaded[0]!.id).toBe(stored.invoice_id);
      const id = uploaded[0]!.id;

      let detail = ok(await call(contract.invoice.find, { body: { id: [id] } })).data[0]!;
      for (let i = 0; i < 600 && detail.extraction_status === 'processing'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        detail = ok(await call(contract.invoice.find, { body: { id: [id] } })).data[0]!;
      }
      expect(detail).toMatchObject({
        extraction_status: 'extracted',
        invoice_number: sample.invoice_number,
        document_short_code: stored.doc_id,
      });

      const listed = ok(
        await call(contract.invoice.list, {
          query: { type: 'all', search: sample.invoice_number, page: 1, page_size: 12 },
        }),
      );
      expect(listed.pagination).toMatchObject({ total: 1, pages: 1 });

      const edited = ok(
        await call(contract.invoice.review, {
          params: { id },
          body: { header: { po_number: 'PO-CT-9' } },
        }),
      ).data;
      expect(edited.po_number_status).toBe('corrected');

      const file = ok(
        await call(contract.invoice.export, {
          query: { export_type: 'excel' },
          body: { type: 'excel', id: [id] },
        }),
      ) as unknown as Blob;
      expect(file.size).toBeGreaterThan(1000);

      const again = ok(await call(contract.invoice.reextract, { params: { id } })).data;
      expect(again.extraction_status).toBe('processing');
      invoiceId = id;
    },
  );

  it(
    'reads the history and the match, is blocked from approval, approves with a reason, pays',
    { timeout: 120_000 },
    async () => {
      const id = invoiceId;
      let detail = ok(await call(contract.invoice.find, { body: { id: [id] } })).data[0]!;
      for (let i = 0; i < 600 && detail.extraction_status === 'processing'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        detail = ok(await call(contract.invoice.find, { body: { id: [id] } })).data[0]!;
      }
      // Extracting again kept the reviewer's correction.
      expect(detail).toMatchObject({ po_number: 'PO-CT-9', po_number_status: 'corrected' });
      const history = ok(await call(contract.invoice.history, { params: { id } })).data;
      expect(history.events.map((e) => e.action)).toEqual([
        'uploaded',
        'extracted',
        'edited',
        'reextract',
        'extracted',
      ]);
      expect(history.events[2]).toMatchObject({ field: 'po_number', new_value: 'PO-CT-9' });
      expect(history.timeline.map((s) => s.stage)).toEqual([
        'submitted',
        'received',
        'under_review',
        'pending_approval',
        'approved',
        'payment',
      ]);

      // Payment terms in the reviewer's words are stored as words the terms reader reads back.
      const withTerms = ok(
        await call(contract.accounting.saveTerms, { params: { id }, body: { terms: '2/10 n/30' } }),
      ).data;
      expect(withTerms.id).toBe(id);

      const match = ok(await call(contract.invoice.match, { params: { id } })).data;
      expect(match).toMatchObject({ po: null, ready_to_approve: true });

      // The demo user uploaded and reviewed it: someone else approves (segregation of duties).
      const own = await call(contract.invoice.approve, { params: { id }, body: {} });
      expect('error' in own && own.error.status).toBe(403);
      const [first, second] = [await server.colleagueToken(), await server.colleagueToken()];
      const approve = (as: string, body: { override_reason?: string } = {}) =>
        call(contract.invoice.approve, { params: { id }, body }, 'invoice', as);

      // The sample's vendor is not in the vendor master: approval names the field.
      const blocked = await approve(first);
      expect('error' in blocked && blocked.error.status).toBe(400);
      if ('error' in blocked)
        expect(blocked.error.issues.map((i) => i.path)).toContain('header.vendor_name');

      // Past its problems it takes two approvers: the first one's reason is recorded (202),
      // the second one approves.
      const reason = { override_reason: 'Known supplier, master entry pending' };
      const asked = ok(await approve(first, reason));
      expect(asked.data.approvalStatus).not.toBe('approved');
      const approved = ok(await approve(second, reason));
      expect(approved.data.approvalStatus).toBe('approved');
      expect(approved.next_id === null || typeof approved.next_id === 'number').toBe(true);

      const late = await call(contract.invoice.reject, {
        params: { id },
        body: { reason: 'Changed my mind' },
      });
      expect('error' in late && late.error.status).toBe(409);

      // Approved: a part of it is paid, then the rest (by default all that is outstanding);
      // the timeline reaches payment.
      const part = ok(
        await call(contract.invoice.pay, {
          params: { id },
          body: { amount: 1, reference: 'CS-1' },
        }),
      ).data;
      expect(part.paymentStatus).toBe('partial');
      const listed = ok(await call(contract.invoice.payments, { params: { id } })).data;
      expect(listed.payments).toMatchObject([{ amount: 1, reference: 'CS-1' }]);
      const paid = ok(await call(contract.invoice.pay, { params: { id }, body: {} })).data;
      expect(paid.paymentStatus).toBe('paid');
      const after = ok(await call(contract.invoice.history, { params: { id } })).data;
      expect(after.events.at(-1)).toMatchObject({ action: 'paid', new_value: 'paid' });
      expect(after.timeline.at(-1)).toMatchObject({ stage: 'payment', state: 'done' });
      // The accounting export of its month: a file, or 400 naming what cannot be posted (the
      // sample's vendor is not in the vendor master, so it has no creditor account).
      const day =
        typeof detail.invoice_date === 'string'
          ? detail.invoice_date
          : new Date().toISOString().slice(0, 10);
      const exported = await call(contract.accounting.export, {
        query: { from: day, to: day, format: 'journal' },
      });
      if ('error' in exported) expect(exported.error.status).toBe(400);
      else expect((exported.data as unknown as Blob).size).toBeGreaterThan(0);
      const twice = await call(contract.invoice.pay, { params: { id }, body: {} });
      expect('error' in twice && twice.error.status).toBe(409);
    },
  );
});
