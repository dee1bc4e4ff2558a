import { contract, VENDOR_STATUS, VendorDetailSchema } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_HELD } from '../src/services/segregation';
import { signedInTestApp } from './helpers';
import { colleague } from './support/colleague';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// An approved vendor's bank details change only when a second user approves (issue 22 item 2);
// until then the vendor keeps its old details, and its invoices say why they cannot be paid.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const ann = colleague(server, 'Ann Admin');
const ben = colleague(server, 'Ben Admin');
const NEW_IBAN = 'DE89370400440532013000';

type BankEntry = Record<string, unknown> & { id: number };
let vendorId: number;
let entry: BankEntry;
let invoiceId: number;

const detail = async () =>
  VendorDetailSchema.parse(
    (await ann.call('GET', `/api/v1/vendor/${vendorId}?type=active`)).json().data,
  );
const invoice = async () =>
  (await ann.call('POST', '/api/v1/invoice', { id: [invoiceId] })).json().data[0];
const bankUrl = (step: 'approve' | 'reject') => `/api/v1/vendor/${vendorId}/bank-change/${step}`;

beforeAll(async () => {
  const active = await ann.call('GET', '/api/v1/vendor/?type=active&page_size=100');
  const ids = active
    .json()
    .data.filter((v: { status: number }) => v.status === VENDOR_STATUS.active)
    .map((v: { id: number }) => v.id) as number[];
  for (const id of ids) {
    vendorId = id;
    const bank = (await detail()).bank.find((b) => typeof b.iban === 'string' && b.iban);
    if (bank) {
      entry = bank as BankEntry;
      break;
    }
  }
  // An invoice of that vendor, approved (by someone else, as the approval tests show) and unpaid.
  const doc = await storeFile(
    server.app,
    server.auth,
    await invoicePdf(sample('en-classic-usd')),
    'bank.pdf',
  );
  invoiceId = doc.invoice_id!;
  await settled(server.app, server.auth, invoiceId);
  await server.app.db
    .updateTable('invoices')
    .set({ vendor_id: vendorId, approval_status: 'approved', tab: 'active' })
    .where('id', '=', invoiceId)
    .execute();
});

describe(`bank-detail re-approval on ${testEngine}`, { timeout: 60_000 }, () => {
  it('keeps a changed IBAN waiting, refuses payments meanwhile, and applies it when another user approves', async () => {
    const oldIban = entry.iban;
    const held = await ann.call('PUT', '/api/v1/vendor/bank', {
      ...entry,
      basic_id: vendorId,
      iban: NEW_IBAN,
    });
    expect(held.statusCode, held.body).toBe(202);
    const change = contract.vendor.bank.update.responses[202].parse(held.json()).data;
    expect(change).toMatchObject({ kind: 'save', requested_by: 'Ann Admin' });
    expect(change.entries[0]).toMatchObject({ id: entry.id, iban: NEW_IBAN });

    let vendor = await detail();
    expect(vendor.bank.find((b) => b.id === entry.id)!.iban).toBe(oldIban);
    expect(vendor.pending_bank_change).toMatchObject({ id: change.id, kind: 'save' });
    // One change waits at a time.
    const second = await ben.call('PUT', '/api/v1/vendor/bank', {
      ...entry,
      basic_id: vendorId,
      iban: 'GB82WEST12345698765432',
    });
    expect(second.statusCode).toBe(409);

    // Meanwhile no payment to the vendor, and its invoice says why.
    expect((await invoice()).payment_held).toBe(PAYMENT_HELD);
    const pay = await ben.call('POST', `/api/v1/invoice/${invoiceId}/pay`, {});
    expect(pay.statusCode).toBe(403);
    expect(pay.json()).toEqual({ message: PAYMENT_HELD, code: 'forbidden' });
    expect(
      (await ann.call('GET', `/api/v1/invoice/${invoiceId}/payments`)).json().data.payments,
    ).toEqual([]);

    // Who asked may not approve; another user rejects, and the old details stay.
    expect((await ann.call('POST', bankUrl('approve'))).json()).toEqual({
      message: 'You asked for this bank change; someone else must approve it.',
      code: 'forbidden',
    });
    expect((await detail()).pending_bank_change).not.toBeNull();
    const rejected = await ben.call('POST', bankUrl('reject'), {
      reason: 'Not confirmed by phone',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    vendor = await detail();
    expect(vendor.pending_bank_change).toBeNull();
    expect(vendor.bank.find((b) => b.id === entry.id)!.iban).toBe(oldIban);
    expect((await ben.call('POST', bankUrl('approve'))).statusCode).toBe(404);

    // Asked again and approved by another user: it takes effect, and payments may go.
    expect(
      (
        await ann.call('PUT', '/api/v1/vendor/bank', {
          ...entry,
          basic_id: vendorId,
          iban: NEW_IBAN,
        })
      ).statusCode,
    ).toBe(202);
    const approved = await ben.call('POST', bankUrl('approve'));
    expect(approved.statusCode, approved.body).toBe(200);
    vendor = await detail();
    expect(vendor.pending_bank_change).toBeNull();
    expect(vendor.bank.find((b) => b.id === entry.id)!.iban).toBe(NEW_IBAN);
    expect(vendor.history!.map((h) => `${h.action} by ${h.by}`)).toEqual(
      expect.arrayContaining([
        'bank_change_requested by Ann Admin',
        'bank_change_rejected by Ben Admin',
        'bank_change_approved by Ben Admin',
      ]),
    );
    expect((await invoice()).payment_held).toBeNull();
    expect((await ben.call('POST', `/api/v1/invoice/${invoiceId}/pay`, {})).statusCode).toBe(200);
  });

  it('applies a change that moves no money at once, and holds a new or removed account', async () => {
    const current = (await detail()).bank.find((b) => b.id === entry.id)!;
    const renamed = await ann.call('PUT', '/api/v1/vendor/bank', {
      ...current,
      basic_id: vendorId,
      branch_name: 'Harbour Branch',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await detail()).pending_bank_change).toBeNull();

    const { id: _, ...fields } = current;
    const added = await ann.call('POST', '/api/v1/vendor/bank', {
      ...fields,
      basic_id: vendorId,
      is_primary: false,
      iban: 'GB82WEST12345698765432',
    });
    expect(added.statusCode, added.body).toBe(202);
    expect((await ben.call('POST', bankUrl('approve'))).statusCode).toBe(200);
    const newEntry = (await detail()).bank.find((b) => b.iban === 'GB82WEST12345698765432')!;
    expect(newEntry).toBeDefined();

    const removed = await ann.call('DELETE', `/api/v1/vendor/bank/${newEntry.id}`);
    expect(removed.statusCode, removed.body).toBe(202);
    expect(contract.vendor.deleteEntry.responses[202].parse(removed.json()).data).toMatchObject({
      kind: 'remove',
      entry_id: newEntry.id,
    });
    expect((await detail()).bank.some((b) => b.id === newEntry.id)).toBe(true);
    expect((await ben.call('POST', bankUrl('approve'))).statusCode).toBe(200);
    expect((await detail()).bank.some((b) => b.id === newEntry.id)).toBe(false);
  });
});
