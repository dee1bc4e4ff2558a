import { contract } from '@procure/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction, type Executor } from '../db/transaction';
import { implement } from '../http/contract-routes';
import { notFound } from '../http/errors';
import { createInvoicePaymentsRepository } from '../repositories/invoice-payments';
import { createPaymentRunsRepository } from '../repositories/payment-runs';
import { companyScopeOf } from '../security/company-scope';
import { actorOf } from '../services/audit';
import { payingParty } from '../services/payment-runs/paying-company';
import { executeRun } from '../services/payment-runs/execute';
import { writeRunFile } from '../services/payment-runs/files';
import { planRun } from '../services/payment-runs/plan';
import {
  addItems,
  checkPayDate,
  confirmRun,
  contentOf,
  createRun,
  findRun,
  nextRunOf,
  undoRun,
  type RunDeps,
} from '../services/payment-runs/runs';
import { contentView, runReference, runView, totalsOf } from '../services/payment-runs/view';
import { scopedToCompanies } from './company-scoped-routes';

/** Payment runs (issue 25 items 2–4): propose, keep as a draft, confirm, download the bank
 * file, mark executed, undo. Every change runs in one transaction. */
export function paymentRunRoutes(app: FastifyInstance) {
  const deps: RunDeps = {
    runs: createPaymentRunsRepository(app.db),
    payments: createInvoicePaymentsRepository(app.db),
    account: app.config.payingAccount,
    baseCurrency: app.config.baseCurrency,
  };

  async function view(id: number, executor: Executor = app.db) {
    const run = await findRun(executor, deps, id);
    return runView(run, await contentOf(executor, deps, run));
  }

  /** A change to a draft (or a step of its life), then the run as it now is. */
  const change = async (id: number, work: (trx: Transaction<Database>) => Promise<unknown>) => {
    await inTransaction(app.db, work);
    return view(id);
  };

  const scopeOf = (request: FastifyRequest) => companyScopeOf(app.db, request);

  const routes = [
    implement(contract.paymentRun.list, async ({ query, request }) => {
      const { runs, total } = await deps.runs.list(query, (await scopeOf(request)) ?? undefined);
      const items = await deps.runs.items(
        app.db,
        runs.map((run) => run.id),
      );
      const data = runs.map((run) => {
        const own = items.filter((item) => item.run_id === run.id);
        return {
          id: run.id,
          reference: runReference(run.id),
          status: run.status,
          pay_date: run.pay_date,
          invoices: own.length,
          totals: totalsOf(
            own.map((item) => ({
              currency: item.currency,
              amountCents: Number(item.amount_cents),
              discountCents: Number(item.discount_cents),
            })),
          ),
          created: { by: run.created_by_name, at: run.created_at },
          company_id: run.company_id,
          debtor_name: run.debtor_name,
        };
      });
      const pages = Math.ceil(total / query.page_size);
      return {
        status: 200,
        body: { data, pagination: { total, pages, page: query.page, page_size: query.page_size } },
      };
    }),

    implement(contract.paymentRun.propose, async ({ body, request }) => {
      checkPayDate(body.pay_date);
      const scope = await scopeOf(request);
      // The company is checked as the draft would check it (known, active, the user's).
      if (body.company_id !== undefined || scope !== null)
        await payingParty(app.db, deps.account, scope, body);
      const nextRunDate = nextRunOf(body.pay_date, body.next_run_date);
      const content = await planRun(
        app.db,
        deps.runs,
        { payDate: body.pay_date, nextRunDate, reference: 'RUN', companyId: body.company_id },
        deps.baseCurrency,
      );
      return {
        status: 200,
        body: {
          data: { pay_date: body.pay_date, next_run_date: nextRunDate, ...contentView(content) },
        },
      };
    }),

    implement(contract.paymentRun.create, async ({ body, request }) => {
      const scope = await scopeOf(request);
      const id = await inTransaction(app.db, (trx) =>
        createRun(trx, deps, body, actorOf(request), scope),
      );
      return { status: 201, body: { message: 'Draft run saved', data: await view(id) } };
    }),

    implement(contract.paymentRun.get, async ({ params }) => ({
      status: 200,
      body: { data: await view(params.id) },
    })),

    implement(contract.paymentRun.addItems, async ({ params, body }) => {
      const data = await change(params.id, async (trx) =>
        addItems(trx, deps, await findRun(trx, deps, params.id, true), body.invoice_ids),
      );
      return { status: 200, body: { message: 'Invoices added', data } };
    }),

    implement(contract.paymentRun.removeItem, async ({ params }) => {
      const data = await change(params.id, async (trx) => {
        await findRun(trx, deps, params.id, true);
        const removed = await deps.runs.removeItem(trx, params.id, params.invoiceId);
        if (Number(removed.numDeletedRows) === 0) throw notFound('This invoice is not in the run');
      });
      return { status: 200, body: { message: 'Invoice taken out of the run', data } };
    }),

    implement(contract.paymentRun.remove, async ({ params }) => {
      await inTransaction(app.db, async (trx) => {
        await findRun(trx, deps, params.id, true);
        await deps.runs.clear(trx, params.id, true);
      });
      return { status: 200, body: { message: 'Draft run discarded', data: { id: params.id } } };
    }),

    implement(contract.paymentRun.confirm, async ({ params, request }) => {
      const data = await change(params.id, async (trx) =>
        confirmRun(trx, deps, await findRun(trx, deps, params.id, true), actorOf(request)),
      );
      return { status: 200, body: { message: `${data.reference} confirmed`, data } };
    }),

    implement(contract.paymentRun.file, async ({ params, query }) => {
      const run = await findRun(app.db, deps, params.id);
      const file = writeRunFile(run, await contentOf(app.db, deps, run), query.format);
      return { status: 200, file };
    }),

    implement(contract.paymentRun.execute, async ({ params, body, request }) => {
      const data = await change(params.id, async (trx) =>
        executeRun(trx, deps, await findRun(trx, deps, params.id), body, actorOf(request)),
      );
      return { status: 200, body: { message: `${data.reference} executed`, data } };
    }),

    implement(contract.paymentRun.undo, async ({ params, request }) => {
      const data = await change(params.id, async (trx) =>
        undoRun(trx, deps, await findRun(trx, deps, params.id), actorOf(request)),
      );
      return { status: 200, body: { message: `${data.reference} is a draft again`, data } };
    }),
  ];
  return scopedToCompanies(app, routes, 'No payment run with this id', 'payment_runs');
}
