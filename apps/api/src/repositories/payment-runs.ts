import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect';
import { nowIso, toCount } from '../db/dialect';
import type {
  PaymentRunItemsTable,
  PaymentRunRow,
  PaymentRunStatus,
  PaymentRunsTable,
  PaymentRunTransfersTable,
} from '../db/schema';
import type { Executor } from '../db/transaction';

/** An approved invoice or credit note (a negative total) that is not paid in full,
 * as a run sees it: what is paid of it already
 * and its vendor (null when the invoice matched none). */
export type PayableRow = {
  id: number;
  invoice_number: string | null;
  invoice_date: string | null;
  due_date: string | null;
  created_at: string;
  total_cents: number;
  currency: string | null;
  fields: string;
  vendor_id: number | null;
  vendor_name: string | null;
  payment_run_id: number | null;
  approval_status: string;
  payment_status: string;
  paid_cents: number;
  company_id: number | null;
};

/** A vendor's name, state and the bank entry payments go to (the primary one). */
export type VendorBank = {
  name: string;
  approved: boolean;
  iban: string | null;
  bic: string | null;
};

type BankEntry = { iban?: unknown; swift_code?: unknown; is_primary?: unknown };
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Payment runs, their items and transfers, and the invoices and vendors they pay: every query
 * of the runs. */
export function createPaymentRunsRepository(db: Db) {
  return {
    /** Approved invoices not yet paid in full, not held by a confirmed run (unless `ids` names
     * them: a draft's own invoices are read whatever became of them, to say why). */
    /** Invoices a run may pay: these ids, or (a proposal) every approved, unpaid invoice not in
     * a run, of this company when one is given. */
    async payable(executor: Executor, ids?: number[], companyId?: number): Promise<PayableRow[]> {
      let query = executor
        .selectFrom('invoices as i')
        .select([
          'i.id',
          'i.invoice_number',
          'i.invoice_date',
          'i.due_date',
          'i.created_at',
          'i.total_cents',
          'i.currency',
          'i.fields',
          'i.vendor_id',
          'i.vendor_name',
          'i.payment_run_id',
          'i.approval_status',
          'i.payment_status',
          'i.company_id',
        ])
        .select((eb) =>
          eb
            .selectFrom('invoice_payments as p')
            .whereRef('p.invoice_id', '=', 'i.id')
            .select((p) => p.fn.coalesce(p.fn.sum<number>('p.amount_cents'), p.lit(0)).as('s'))
            .as('paid_cents'),
        )
        .where('i.total_cents', 'is not', null)
        // Credit notes (negative totals) too: a run sets them off against their vendor's invoices.
        .where('i.total_cents', '!=', 0)
        .orderBy('i.id');
      if (ids) query = query.where('i.id', 'in', ids.length ? ids : [0]);
      else
        query = query
          .where('i.approval_status', '=', 'approved')
          .where('i.payment_status', '!=', 'paid')
          .where('i.payment_run_id', 'is', null)
          .$if(companyId !== undefined, (q) => q.where('i.company_id', '=', companyId!));
      const rows = await query.execute();
      return rows.map((row) => ({
        ...row,
        total_cents: Number(row.total_cents),
        paid_cents: toCount(row.paid_cents),
      }));
    },

    /** Each vendor's name, whether it is approved, and its primary bank entry (else its first
     * with an IBAN, else its first). */
    async vendorBanks(executor: Executor, vendorIds: number[]): Promise<Map<number, VendorBank>> {
      const banks = new Map<number, VendorBank>();
      if (!vendorIds.length) return banks;
      const unique = [...new Set(vendorIds)];
      const vendors = await executor
        .selectFrom('vendors')
        .select(['id', 'name', 'tab'])
        .where('id', 'in', unique)
        .execute();
      const entries = await executor
        .selectFrom('vendor_entries')
        .select(['vendor_id', 'body'])
        .where('vendor_id', 'in', unique)
        .where('section', '=', 'bank')
        .orderBy('id')
        .execute();
      for (const vendor of vendors) {
        const own = entries
          .filter((entry) => entry.vendor_id === vendor.id)
          .map((entry) => JSON.parse(entry.body) as BankEntry);
        const chosen =
          own.find((entry) => entry.is_primary === true && text(entry.iban)) ??
          own.find((entry) => text(entry.iban)) ??
          own[0];
        banks.set(vendor.id, {
          name: vendor.name,
          approved: vendor.tab === 'active',
          iban: text(chosen?.iban),
          bic: text(chosen?.swift_code),
        });
      }
      return banks;
    },

    /** Those of the invoices this user approved (or asked to approve past their problems). */
    async approvedBy(executor: Executor, invoiceIds: number[], userId: number) {
      if (!invoiceIds.length) return [];
      const rows = await executor
        .selectFrom('audit_events')
        .select('entity_id')
        .distinct()
        .where('entity_type', '=', 'invoice')
        .where('entity_id', 'in', invoiceIds)
        .where('action', 'in', ['approved', 'override_requested'])
        .where('user_id', '=', userId)
        .execute();
      const columns = await executor
        .selectFrom('invoices')
        .select('id')
        .where('id', 'in', invoiceIds)
        .where('approved_by', '=', userId)
        .execute();
      return [...new Set([...rows.map((r) => r.entity_id), ...columns.map((r) => r.id)])];
    },

    create: (trx: Executor, run: Omit<Insertable<PaymentRunsTable>, 'updated_at'>) =>
      trx
        .insertInto('payment_runs')
        .values({ ...run, updated_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow(),

    /** The runs of these ids (the runs holding some invoices), by id. */
    async byIds(executor: Executor, ids: number[]) {
      if (!ids.length) return new Map<number, PaymentRunRow>();
      const rows = await executor
        .selectFrom('payment_runs')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((r) => [r.id, r]));
    },

    find: (executor: Executor, id: number) =>
      executor.selectFrom('payment_runs').selectAll().where('id', '=', id).executeTakeFirst(),

    update: (trx: Executor, id: number, values: Updateable<PaymentRunsTable>) =>
      trx
        .updateTable('payment_runs')
        .set({ ...values, updated_at: nowIso() })
        .where('id', '=', id)
        .execute(),

    /** A page of runs; `companies`: only runs of these companies (a limited user's). */
    async list(
      query: { page: number; page_size: number; status?: PaymentRunStatus; company_id?: number },
      companies?: readonly number[],
    ) {
      let base = db.selectFrom('payment_runs');
      if (query.status) base = base.where('status', '=', query.status);
      if (query.company_id !== undefined) base = base.where('company_id', '=', query.company_id);
      if (companies) base = base.where('company_id', 'in', companies.length ? companies : [0]);
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const runs = await base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size)
        .execute();
      return { runs, total: toCount(total?.n) };
    },

    items: (executor: Executor, runIds: number[]) =>
      runIds.length
        ? executor
            .selectFrom('payment_run_items as r')
            .innerJoin('invoices as i', 'i.id', 'r.invoice_id')
            .selectAll('r')
            .select(['i.invoice_number', 'i.invoice_date'])
            .where('r.run_id', 'in', runIds)
            .orderBy('r.id')
            .execute()
        : Promise.resolve([]),

    insertItems: async (trx: Executor, items: Insertable<PaymentRunItemsTable>[]) => {
      if (items.length) await trx.insertInto('payment_run_items').values(items).execute();
    },

    removeItem: (trx: Executor, runId: number, invoiceId: number) =>
      trx
        .deleteFrom('payment_run_items')
        .where('run_id', '=', runId)
        .where('invoice_id', '=', invoiceId)
        .executeTakeFirst(),

    deleteItems: (trx: Executor, runId: number) =>
      trx.deleteFrom('payment_run_items').where('run_id', '=', runId).execute(),

    transfers: (executor: Executor, runId: number) =>
      executor
        .selectFrom('payment_run_transfers')
        .selectAll()
        .where('run_id', '=', runId)
        .orderBy('n')
        .execute(),

    insertTransfers: async (trx: Executor, rows: Insertable<PaymentRunTransfersTable>[]) => {
      if (rows.length) await trx.insertInto('payment_run_transfers').values(rows).execute();
    },

    /** A run's transfers, and with `everything` its items and the run itself. */
    async clear(trx: Executor, runId: number, everything: boolean) {
      await trx.deleteFrom('payment_run_transfers').where('run_id', '=', runId).execute();
      if (!everything) return;
      await trx.deleteFrom('payment_run_items').where('run_id', '=', runId).execute();
      await trx.deleteFrom('payment_runs').where('id', '=', runId).execute();
    },

    /** Sets the "in payment" lock on those of the invoices no run holds, or (null) clears the
     * run's locks; how many it set. Two confirmations racing for one invoice: the second
     * waits for the first's row lock (PostgreSQL) or its transaction (SQLite), then finds the
     * invoice held and sets fewer than asked. */
    async lock(trx: Executor, runId: number, invoiceIds: number[] | null) {
      if (invoiceIds === null) {
        await trx
          .updateTable('invoices')
          .set({ payment_run_id: null })
          .where('payment_run_id', '=', runId)
          .execute();
        return 0;
      }
      if (!invoiceIds.length) return 0;
      const result = await trx
        .updateTable('invoices')
        .set({ payment_run_id: runId })
        .where('id', 'in', invoiceIds)
        .where('payment_run_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type PaymentRunsRepository = ReturnType<typeof createPaymentRunsRepository>;
