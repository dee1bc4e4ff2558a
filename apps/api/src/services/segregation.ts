import type { InvoiceRecord } from '../db/schema';
import type { Executor } from '../db/transaction';
import { forbidden } from '../http/errors';
import { hasPendingBankChange } from '../repositories/vendor-bank-changes';
import type { Actor } from './audit';

// Segregation of duties (issue 22 item 2; the rules and why: docs/decisions.md). Each check runs
// inside the transaction of the change it guards, on the row read in that transaction, before
// anything is written; a refusal is a 403 with a sentence. A null user column is an unknown
// person (rows older than migration 025, seeded or system work) and blocks nobody.

/** Who prepared a vendor registration, PO or MRN. */
type Prepared = { created_by: number | null; updated_by: number | null };

/** The creator or the last editor of a document may not approve it. */
export function refuseOwnApproval(document: Prepared, actor: Actor, noun: string) {
  if (document.created_by === actor.id)
    throw forbidden(`You created this ${noun}; someone else must approve it.`);
  if (document.updated_by === actor.id)
    throw forbidden(`You last edited this ${noun}; someone else must approve it.`);
}

/** The uploader of an invoice and the last editor of its reviewed values may not approve it. */
export function refuseOwnInvoiceApproval(invoice: InvoiceRecord, actor: Actor) {
  if (invoice.created_by === actor.id)
    throw forbidden('You uploaded this invoice; someone else must approve it.');
  if (invoice.reviewed_by === actor.id)
    throw forbidden(
      "You last edited this invoice's reviewed values; someone else must approve it.",
    );
}

/** History rows that change what an invoice's problems are: a standing request to approve past
 * them counts only when it is newer than all of these. */
const VALUE_CHANGES = ['edited', 'line_added', 'line_removed', 'reextract', 'extracted'];
export const OVERRIDE_REQUESTED = 'override_requested';

/** Approving past an invoice's problems takes two approvers: the first asks (with a reason),
 * a second one grants. Returns who asked, when the standing request is someone else's; null
 * when there is none (this call asks). The one who asked may not grant it themselves. */
export async function overrideRequestedBy(
  executor: Executor,
  invoice: InvoiceRecord,
  actor: Actor,
): Promise<string | null> {
  const latest = await executor
    .selectFrom('audit_events')
    .select(['action', 'user_id', 'user_name'])
    .where('entity_type', '=', 'invoice')
    .where('entity_id', '=', invoice.id)
    .where('action', 'in', [...VALUE_CHANGES, OVERRIDE_REQUESTED])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest?.action !== OVERRIDE_REQUESTED) return null;
  if (latest.user_id === actor.id)
    throw forbidden(
      'You asked to approve this invoice past its problems; a second approver must agree.',
    );
  return latest.user_name;
}

/** The approver of an invoice may not record its payment, and no payment is recorded to a
 * vendor whose changed bank details wait for a second user's approval. */
export async function refusePayment(executor: Executor, invoice: InvoiceRecord, actor: Actor) {
  if (invoice.approved_by === actor.id)
    throw forbidden('You approved this invoice; someone else must record its payment.');
  if (invoice.vendor_id !== null && (await hasPendingBankChange(executor, invoice.vendor_id)))
    throw forbidden(PAYMENT_HELD);
}

/** Why an invoice of a vendor with a pending bank change cannot be paid. */
export const PAYMENT_HELD =
  "The vendor's bank details were changed and wait for another user's approval; no payment can be recorded until then.";
