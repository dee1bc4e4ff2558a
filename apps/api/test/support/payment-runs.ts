import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../src/db/dialect';
import { recordAudit, type Actor } from '../../src/services/audit';

/** A vendor of the master with one bank entry, approved unless told otherwise. */
export async function payableVendor(
  app: FastifyInstance,
  name: string,
  bank: { iban: string | null; swift_code?: string | null; currency?: string },
  tab: 'active' | 'draft' = 'active',
) {
  const now = nowIso();
  const code = `PAY-${randomBytes(4).toString('hex')}`;
  const { id } = await app.db
    .insertInto('vendors')
    .values({
      code,
      name,
      name_folded: name.toLowerCase(),
      email: `${code.toLowerCase()}@example.test`,
      phone: '+49 30 1234567',
      vendor_type: 'Supplier',
      city: 'Berlin',
      status: tab === 'active' ? 1 : 0,
      tab,
      basic: JSON.stringify({ name, code }),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('vendor_entries')
    .values({
      vendor_id: id,
      section: 'bank',
      body: JSON.stringify({
        account_holder_name: name,
        iban: bank.iban,
        swift_code: bank.swift_code ?? null,
        currency: bank.currency ?? 'EUR',
        is_primary: true,
      }),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export type TestInvoice = {
  number: string;
  vendorId: number | null;
  vendorName?: string;
  cents: number;
  currency?: string;
  invoiceDate: string;
  dueDate?: string | null;
  /** Printed terms text, read as the invoice's payment_terms field. */
  terms?: string;
};

/** An invoice approved by `approver`, as the review would leave it: extracted, matched to its
 * vendor, approved with the history row naming who approved it. */
export async function approvedInvoice(app: FastifyInstance, invoice: TestInvoice, approver: Actor) {
  const { invoices } = app.repos;
  const { id } = await invoices.insert(app.db, {
    doc_id: randomBytes(9).toString('base64url'),
    sha256: randomBytes(32).toString('hex'),
    upload_remarks: null,
    created_by: null,
  });
  await invoices.update(app.db, id, {
    invoice_number: invoice.number,
    vendor_id: invoice.vendorId,
    vendor_name: invoice.vendorName ?? null,
    total_cents: invoice.cents,
    currency: invoice.currency ?? 'EUR',
    invoice_date: invoice.invoiceDate,
    due_date: invoice.dueDate ?? null,
    fields: JSON.stringify(invoice.terms ? { payment_terms: readField(invoice.terms) } : {}),
    extraction_status: 'extracted',
    approval_status: 'approved',
    workflow_status: 'success',
    tab: 'active',
    payment_status: 'pending',
    approved_by: approver.id,
  });
  await recordAudit(app.db, { entityType: 'invoice', entityId: id, action: 'approved' }, approver);
  return id;
}

/** A header field as extraction stores it. */
const readField = (value: string) => ({
  value,
  confidence: 0.9,
  page: 1,
  box: null,
  source: 'text',
  status: 'extracted',
});

/** An ISO date `days` from today (UTC). */
export const fromToday = (days: number) => nowIso(days * 86_400_000).slice(0, 10);
