import type { Db } from '../db/connect';
import { nowIso } from '../db/dialect';
import type { Executor } from '../db/transaction';
import type { Actor } from '../services/audit';

/** Payments of invoices (migration 015), oldest first. */
export function createInvoicePaymentsRepository(db: Db) {
  return {
    ofInvoice: (invoiceId: number, executor: Executor = db) =>
      executor
        .selectFrom('invoice_payments')
        .selectAll()
        .where('invoice_id', '=', invoiceId)
        .orderBy('id')
        .execute(),

    add: (
      trx: Executor,
      payment: {
        invoiceId: number;
        cents: number;
        paidOn: string;
        reference: string | null;
        /** A discount taken settles the invoice without money sent (default: a payment). */
        kind?: 'payment' | 'discount';
      },
      actor: Actor,
    ) =>
      trx
        .insertInto('invoice_payments')
        .values({
          invoice_id: payment.invoiceId,
          amount_cents: payment.cents,
          paid_on: payment.paidOn,
          reference: payment.reference,
          ...(payment.kind ? { kind: payment.kind } : {}),
          created_by: actor.id,
          created_by_name: actor.name,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    remove: (trx: Executor, id: number) =>
      trx.deleteFrom('invoice_payments').where('id', '=', id).execute(),
  };
}
export type InvoicePaymentsRepository = ReturnType<typeof createInvoicePaymentsRepository>;
