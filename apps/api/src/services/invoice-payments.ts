import type { InvoicePaymentBody, InvoicePayments } from '@procure/contract';
import type { Transaction } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database, InvoicePaymentRow, InvoiceRecord } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../http/errors';
import type { InvoicePaymentsRepository, NewPayment } from '../repositories/invoice-payments';
import type { InvoicesRepository } from '../repositories/invoices';
import { holdsRole } from '../repositories/users';
import { recordAudit, recordAudits, type Actor, type AuditEntry } from './audit';
import { refuseInPayment } from './payment-runs/lock';

type Trx = Transaction<Database>;
type PaymentStatus = 'pending' | 'partial' | 'paid' | 'overdue';

const money = (cents: number) => (cents / 100).toFixed(2);

/** The spec's payment status from what is paid: nothing — pending, or overdue once the due
 * date has passed; some — partial; all of the total — paid. */
export function paymentStatusOf(
  paidCents: number,
  totalCents: number | null,
  dueDate: string | null,
  today = nowIso().slice(0, 10),
): PaymentStatus {
  if (totalCents !== null && paidCents >= totalCents && paidCents > 0) return 'paid';
  if (paidCents > 0) return 'partial';
  return dueDate && dueDate < today ? 'overdue' : 'pending';
}

/** Cents still owed; a status of paid without payment rows (seeded) owes nothing. */
function outstandingCents(invoice: InvoiceRecord, paidCents: number) {
  if (invoice.total_cents === null) return null;
  if (invoice.payment_status === 'paid' && paidCents === 0) return 0;
  return Math.max(0, invoice.total_cents - paidCents);
}

/** A credit note's open amount (negative: what the vendor owes us), which a payment run sets
 * off against its vendor's invoices; null for an invoice. */
function creditNoteOpen(invoice: InvoiceRecord, paidCents: number) {
  if (invoice.total_cents === null || invoice.total_cents >= 0) return null;
  if (invoice.payment_status === 'paid') return 0;
  return Math.min(0, invoice.total_cents - paidCents);
}

const sumOf = (rows: InvoicePaymentRow[]) => rows.reduce((sum, row) => sum + row.amount_cents, 0);

/** What a history row says of a payment: "25.00 on 2026-11-23 (ref TX-1)". */
const described = (cents: number, paidOn: string, reference: string | null) =>
  `${money(cents)} on ${paidOn}${reference ? ` (ref ${reference})` : ''}`;

/** The payments of an invoice as the API shows them. */
export function toInvoicePayments(
  invoice: InvoiceRecord,
  rows: InvoicePaymentRow[],
): InvoicePayments {
  const paid = sumOf(rows);
  const outstanding = outstandingCents(invoice, paid);
  return {
    invoice_id: invoice.id,
    currency: invoice.currency,
    total: invoice.total_cents === null ? null : invoice.total_cents / 100,
    paid: paid / 100,
    outstanding: outstanding === null ? null : outstanding / 100,
    payments: rows.map((row) => ({
      id: row.id,
      amount: row.amount_cents / 100,
      paid_on: row.paid_on,
      reference: row.reference,
      by: row.created_by_name,
      by_id: row.created_by,
      at: row.created_at,
    })),
  };
}

async function setStatus(
  trx: Trx,
  invoices: InvoicesRepository,
  invoice: InvoiceRecord,
  status: PaymentStatus,
  action: 'paid' | 'payment_undone',
  reason: string,
  actor: Actor,
) {
  if (status !== invoice.payment_status)
    await invoices.update(trx, invoice.id, { payment_status: status });
  await recordAudit(
    trx,
    {
      entityType: 'invoice',
      entityId: invoice.id,
      action,
      field: 'paymentStatus',
      oldValue: JSON.stringify(invoice.payment_status),
      newValue: JSON.stringify(status),
      reason,
    },
    actor,
  );
}

/** Records a payment of an approved invoice: the amount (by default all that is outstanding),
 * the date (today) and a reference. Payments add up to at most the total: more is a 400 on
 * `amount`. The status becomes partial or paid (the timeline's payment stage), with a history
 * row. Only approved invoices with a total are paid; one paid in full answers 409. */
export async function payInvoice(
  trx: Trx,
  invoices: InvoicesRepository,
  payments: InvoicePaymentsRepository,
  invoice: InvoiceRecord,
  body: InvoicePaymentBody,
  actor: Actor,
) {
  refuseInPayment(invoice);
  if (invoice.approval_status !== 'approved')
    throw conflict('Only an approved invoice can be marked paid');
  if (invoice.payment_status === 'paid') throw conflict('This invoice is paid already');
  if (invoice.total_cents === null || invoice.total_cents <= 0)
    throw conflict('This invoice has no total amount to pay');
  const rows = await payments.ofInvoice(invoice.id, trx);
  const paid = sumOf(rows);
  const outstanding = outstandingCents(invoice, paid) ?? 0;
  const cents = body?.amount === undefined ? outstanding : Math.round(body.amount * 100);
  if (cents > outstanding)
    throw badRequest(VALIDATION_MESSAGE, [
      {
        path: 'amount',
        message: `The payments would exceed the invoice total: ${money(outstanding)} is outstanding`,
      },
    ]);
  const paidOn = body?.paid_on ?? nowIso().slice(0, 10);
  const reference = body?.reference || null;
  await payments.add(trx, { invoiceId: invoice.id, cents, paidOn, reference }, actor);
  const status = paymentStatusOf(paid + cents, invoice.total_cents, invoice.due_date);
  await setStatus(
    trx,
    invoices,
    invoice,
    status,
    'paid',
    described(cents, paidOn, reference),
    actor,
  );
}

/** Who may undo a payment someone else recorded: an administrator (a payer may not erase a
 * colleague's record of money sent; docs/decisions.md, issue 22). */
export const undoOthersRefusal = (recordedBy: string) =>
  `${recordedBy} recorded this payment; only they or an administrator can undo it.`;

/** Undoes a payment: its row goes, the status follows what is left, a history row says so.
 * Only the payer who recorded it, or an admin, may undo it; the history names the recorder when
 * someone else undid it. */
export async function undoPayment(
  trx: Trx,
  invoices: InvoicesRepository,
  payments: InvoicePaymentsRepository,
  invoice: InvoiceRecord,
  paymentId: number,
  actor: Actor,
) {
  refuseInPayment(invoice);
  const rows = await payments.ofInvoice(invoice.id, trx);
  const payment = rows.find((row) => row.id === paymentId);
  if (!payment) throw notFound('No payment with this id');
  // A payment with no recorder (seeded, or older than the user columns) blocks nobody.
  const someoneElses = payment.created_by !== null && payment.created_by !== actor.id;
  if (someoneElses && !(await holdsRole(trx, actor.id, 'admin')))
    throw forbidden(undoOthersRefusal(payment.created_by_name));
  await payments.remove(trx, payment.id);
  const status = paymentStatusOf(
    sumOf(rows) - payment.amount_cents,
    invoice.total_cents,
    invoice.due_date,
  );
  await setStatus(
    trx,
    invoices,
    invoice,
    status,
    'payment_undone',
    `${described(payment.amount_cents, payment.paid_on, payment.reference)}${
      someoneElses ? `, recorded by ${payment.created_by_name}` : ''
    }`,
    actor,
  );
}

/** One invoice of an executed payment run: the money sent and the early-payment discount taken. */
export type RunSettlement = {
  invoiceId: number;
  paidCents: number;
  discountCents: number;
  paidOn: string;
  reference: string;
};

/** Settles the invoices of an executed payment run: for each, the money sent and, as its own
 * row, the early-payment discount taken, which together are what was outstanding (the run
 * locked the invoices, so nothing else was paid meanwhile; a difference is a 409, never a silent
 * change). Their status becomes paid with one history row each naming both. Written in a few
 * statements for the whole run, not a few per invoice. */
export async function settleFromRun(
  trx: Trx,
  payments: InvoicePaymentsRepository,
  settlements: RunSettlement[],
  actor: Actor,
) {
  const ids = settlements.map((settlement) => settlement.invoiceId);
  const records = new Map((await payments.lockedInvoices(trx, ids)).map((i) => [i.id, i]));
  const paidSoFar = await payments.paidOf(trx, ids);
  const rows: NewPayment[] = [];
  const history: AuditEntry[] = [];
  for (const { invoiceId, paidCents, discountCents, paidOn, reference } of settlements) {
    const invoice = records.get(invoiceId);
    if (!invoice) throw notFound('An invoice of this run no longer exists');
    const paid = paidSoFar.get(invoiceId) ?? 0;
    // A credit note is set off (its negative open amount), not paid: see creditNoteOpen.
    const outstanding = creditNoteOpen(invoice, paid) ?? outstandingCents(invoice, paid) ?? 0;
    if (paidCents + discountCents !== outstanding || outstanding === 0)
      throw conflict(
        `Invoice ${invoice.invoice_number ?? invoice.id} has ${money(outstanding)} outstanding, not the ${money(paidCents + discountCents)} of the run: undo the run and build it again`,
      );
    const setOff = outstanding < 0;
    rows.push({
      invoiceId,
      cents: paidCents,
      paidOn,
      reference: setOff ? `Set off against invoices (${reference})` : reference,
    });
    if (discountCents > 0)
      rows.push({
        invoiceId,
        cents: discountCents,
        paidOn,
        reference: `Early-payment discount (${reference})`,
        kind: 'discount',
      });
    const discount = discountCents > 0 ? `, discount ${money(discountCents)}` : '';
    history.push({
      entityType: 'invoice',
      entityId: invoiceId,
      action: 'paid',
      field: 'paymentStatus',
      oldValue: JSON.stringify(invoice.payment_status),
      newValue: JSON.stringify('paid'),
      reason: setOff
        ? `Set off against invoices: ${described(paidCents, paidOn, reference)}`
        : `${described(paidCents, paidOn, reference)}${discount}`,
    });
  }
  await payments.addMany(trx, rows, actor);
  await payments.setPaymentStatus(trx, [...records.values()], 'paid');
  await recordAudits(trx, history, actor);
}
