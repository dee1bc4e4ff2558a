import type { Db } from '../db/connect';
import { engineOf, nowIso } from '../db/dialect';
import type { InvoiceRecord } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { Actor } from '../services/audit';
import { moveInvoiceCount, pickInvoiceKey } from './invoice-list-counts';

/** Ids per statement when many invoices are read or written at once (a payment run's). */
const PART = 500;
const parts = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / PART) }, (_, i) =>
    list.slice(i * PART, (i + 1) * PART),
  );

export type NewPayment = {
  invoiceId: number;
  cents: number;
  paidOn: string;
  reference: string | null;
  kind?: 'payment' | 'discount';
};

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

    /** Many payment rows (a payment run's), a few hundred per insert. */
    async addMany(trx: Executor, payments: NewPayment[], actor: Actor) {
      const at = nowIso();
      for (const part of parts(payments))
        await trx
          .insertInto('invoice_payments')
          .values(
            part.map((payment) => ({
              invoice_id: payment.invoiceId,
              amount_cents: payment.cents,
              paid_on: payment.paidOn,
              reference: payment.reference,
              kind: payment.kind ?? 'payment',
              created_by: actor.id,
              created_by_name: actor.name,
              created_at: at,
            })),
          )
          .execute();
    },

    /** What is paid of each invoice so far (0 for none). */
    async paidOf(executor: Executor, invoiceIds: number[]) {
      const paid = new Map<number, number>(invoiceIds.map((id) => [id, 0]));
      for (const part of parts(invoiceIds)) {
        const rows = await executor
          .selectFrom('invoice_payments')
          .select((eb) => ['invoice_id', eb.fn.sum<number>('amount_cents').as('paid')])
          .where('invoice_id', 'in', part)
          .groupBy('invoice_id')
          .execute();
        for (const row of rows) paid.set(row.invoice_id, Number(row.paid));
      }
      return paid;
    },

    /** The invoices, locked on PostgreSQL until the transaction ends (in id order, so two
     * settlements of overlapping invoices wait for each other instead of deadlocking). */
    async lockedInvoices(trx: Executor, invoiceIds: number[]): Promise<InvoiceRecord[]> {
      const found: InvoiceRecord[] = [];
      for (const part of parts([...invoiceIds].sort((a, b) => a - b)))
        found.push(
          ...(await trx
            .selectFrom('invoices')
            .selectAll()
            .where('id', 'in', part)
            .orderBy('id')
            .$if(engineOf(trx) === 'postgres', (q) => q.forUpdate())
            .execute()),
        );
      return found;
    },

    /** Gives many invoices one payment status, moving them between the list's counts by
     * group (their other counted columns differ) rather than one by one. */
    async setPaymentStatus(trx: Executor, invoices: InvoiceRecord[], status: string) {
      const groups = new Map<string, InvoiceRecord[]>();
      for (const invoice of invoices.filter((i) => i.payment_status !== status)) {
        const key = JSON.stringify(pickInvoiceKey(invoice));
        groups.set(key, [...(groups.get(key) ?? []), invoice]);
      }
      const at = nowIso();
      for (const group of groups.values()) {
        for (const part of parts(group.map((invoice) => invoice.id)))
          await trx
            .updateTable('invoices')
            .set({ payment_status: status, updated_at: at })
            .where('id', 'in', part)
            .execute();
        const before = pickInvoiceKey(group[0]!);
        await moveInvoiceCount(trx, before, { ...before, payment_status: status }, group.length);
      }
    },
  };
}
export type InvoicePaymentsRepository = ReturnType<typeof createInvoicePaymentsRepository>;
