import { contract, documentMoney, lineMoney, VENDOR_STATUS } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { colleague } from './support/colleague';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { registerVendor } from './support/vendors';
import { testEngine } from './test-database';

// Segregation of duties (issue 22 item 2): each rule refuses the same person with a 403 and a
// sentence, writes nothing on refusal, and lets another person through. Every actor is an
// admin (who holds every permission), so only the rule can refuse them.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const ann = colleague(server, 'Ann Admin');
const ben = colleague(server, 'Ben Admin');
const cat = colleague(server, 'Cat Admin');
const dan = colleague(server, 'Dan Admin');
type Person = typeof ann;

const forbidden = (message: string) => ({ message, code: 'forbidden' });
const historyOf = async (url: string) =>
  ((await ann.call('GET', url)).json().data.history as Array<{ action: string; by: string }>).map(
    (h) => `${h.action} by ${h.by}`,
  );

let vendorId: number;
beforeAll(async () => {
  const active = await ann.call('GET', '/api/v1/vendor/?type=active&page_size=100');
  vendorId = active
    .json()
    .data.find((v: { status: number }) => v.status === VENDOR_STATUS.active).id;
});

describe(`segregation of duties on ${testEngine}`, { timeout: 120_000 }, () => {
  it('refuses a vendor registration to its creator and its last editor', async () => {
    const id = await registerVendor(server.app, ann.auth, 41);
    const submitted = await ann.call('POST', '/api/v1/vendor/submit', { basic_id: id });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const before = await historyOf(`/api/v1/vendor/${id}`);

    const own = await ann.call('POST', `/api/v1/vendor/${id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual(
      forbidden('You created this vendor registration; someone else must approve it.'),
    );
    const detail = (await ann.call('GET', `/api/v1/vendor/${id}`)).json().data;
    expect(detail.status).toBe(VENDOR_STATUS.submitted);
    expect(await historyOf(`/api/v1/vendor/${id}`)).toEqual(before);

    // Ben edits a section: now he is the last editor.
    const address = detail.address[0];
    const edited = await ben.call('PUT', '/api/v1/vendor/address', { ...address, basic_id: id });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await ben.call('POST', `/api/v1/vendor/${id}/approve`)).json()).toEqual(
      forbidden('You last edited this vendor registration; someone else must approve it.'),
    );
    expect((await cat.call('POST', `/api/v1/vendor/${id}/approve`)).statusCode).toBe(200);
    // A rejection is no approval: the creator may withdraw what they made.
    const other = await registerVendor(server.app, ann.auth, 42);
    await ann.call('POST', '/api/v1/vendor/submit', { basic_id: other });
    const rejected = await ann.call('POST', `/api/v1/vendor/${other}/reject`, {
      reason: 'Duplicate of another vendor',
    });
    expect(rejected.statusCode).toBe(200);
  });

  describe.each([
    ['po', 'purchase order'],
    ['mrn', 'MRN'],
  ] as const)('%s', (kind, noun) => {
    const lines = [{ quantity: 2, unitPrice: 50, taxRate: 18 }].map((l, i) => ({
      id: i,
      description: 'Bolts',
      item_code: 'B-1',
      uom: 'NOS',
      ...l,
      amount: lineMoney(l).amount,
    }));
    const totals = documentMoney(lines);
    const body = (n: number, id?: number) => ({
      ...(id === undefined ? {} : { id }),
      vendorId,
      [`${kind}Number`]: `SOD-${kind}-${n}`,
      [`${kind}Date`]: '2026-11-20',
      paymentTerms: 'Net 30',
      line_items: lines,
      [`${kind}_basic_amount`]: totals.basic,
      [`${kind}_total_tax_amount`]: totals.tax,
      [`${kind}_total_amount`]: totals.total,
    });
    const create = async (by: Person, n: number) => {
      const saved = await by.call('POST', `/api/v1/${kind}`, [body(n)]);
      expect(saved.statusCode, saved.body).toBe(201);
      return saved.json().data[0].id as number;
    };

    it(`refuses a ${noun} to its creator and last editor, before writing anything`, async () => {
      const id = await create(ann, 1);
      const own = await ann.call('POST', `/api/v1/${kind}/${id}/approve`);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual(
        forbidden(`You created this ${noun}; someone else must approve it.`),
      );
      expect(await historyOf(`/api/v1/${kind}/${id}`)).toEqual(['created by Ann Admin']);
      expect((await ann.call('GET', `/api/v1/${kind}/${id}`)).json().data.status).toBe('draft');

      const edited = await ben.call('POST', `/api/v1/${kind}`, [body(1, id)]);
      expect(edited.statusCode, edited.body).toBe(201);
      expect((await ben.call('POST', `/api/v1/${kind}/${id}/approve`)).json()).toEqual(
        forbidden(`You last edited this ${noun}; someone else must approve it.`),
      );
      // The creator stays refused after someone else's edit.
      expect((await ann.call('POST', `/api/v1/${kind}/${id}/approve`)).statusCode).toBe(403);
      const approved = await cat.call('POST', `/api/v1/${kind}/${id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await historyOf(`/api/v1/${kind}/${id}`)).toEqual([
        'created by Ann Admin',
        'approved by Cat Admin',
      ]);
    });

    it(`lets anyone approve a ${noun} whose creator is unknown (older rows)`, async () => {
      const id = await create(ann, 2);
      await server.app.db
        .updateTable('procurement_documents')
        .set({ created_by: null, updated_by: null })
        .where('id', '=', id)
        .execute();
      expect((await ann.call('POST', `/api/v1/${kind}/${id}/approve`)).statusCode).toBe(200);
    });
  });

  it('refuses an invoice to its uploader and reviewer, asks two approvers past problems, and keeps the approver from paying', async () => {
    const doc = await storeFile(
      server.app,
      ann.auth,
      await invoicePdf(sample('en-classic-usd')),
      'sod.pdf',
    );
    const id = doc.invoice_id!;
    await settled(server.app, ann.auth, id);
    const url = `/api/v1/invoice/${id}`;
    const actions = async () =>
      (await ann.call('GET', `${url}/history`))
        .json()
        .data.events.map(
          (e: { action: string; by: string }) => `${e.action} by ${e.by}`,
        ) as string[];

    expect((await ann.call('POST', `${url}/approve`, {})).json()).toEqual(
      forbidden('You uploaded this invoice; someone else must approve it.'),
    );
    const edited = await ben.call('PUT', url, { header: { currency: 'EUR' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await ben.call('POST', `${url}/approve`, { override_reason: 'Fine' })).json()).toEqual(
      forbidden("You last edited this invoice's reviewed values; someone else must approve it."),
    );

    // The sample's vendor is not in the master: approval past it takes Cat and then Dan.
    const before = await actions();
    const asked = await cat.call('POST', `${url}/approve`, { override_reason: 'Known vendor' });
    expect(asked.statusCode, asked.body).toBe(202);
    const askedBody = contract.invoice.approve.responses[202].parse(asked.json());
    expect(askedBody.data.approvalStatus).not.toBe('approved');
    expect(await actions()).toEqual([...before, 'override_requested by Cat Admin']);
    expect((await cat.call('POST', `${url}/approve`, { override_reason: 'Again' })).json()).toEqual(
      forbidden(
        'You asked to approve this invoice past its problems; a second approver must agree.',
      ),
    );
    // An edit after the request changes the problems: the request no longer stands.
    await ben.call('PUT', url, { header: { currency: 'USD' } });
    const again = await dan.call('POST', `${url}/approve`, { override_reason: 'Known vendor' });
    expect(again.statusCode, again.body).toBe(202);
    const granted = await cat.call('POST', `${url}/approve`, { override_reason: 'Agreed' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.approvalStatus).toBe('approved');
    expect((await actions()).at(-1)).toBe('approved by Cat Admin');

    const own = await cat.call('POST', `${url}/pay`, {});
    expect(own.json()).toEqual(
      forbidden('You approved this invoice; someone else must record its payment.'),
    );
    expect((await ann.call('GET', `${url}/payments`)).json().data.payments).toEqual([]);
    const paid = await dan.call('POST', `${url}/pay`, {});
    expect(paid.statusCode, paid.body).toBe(200);
  });
});
