import type { PaymentRunCreate } from '@procure/contract';
import { addDays } from '@procure/payments';
import type { Transaction } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database, PaymentRunRow } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { badRequest, conflict, notFound, VALIDATION_MESSAGE } from '../../http/errors';
import type { PayingAccount } from '../../paying-account';
import type { InvoicePaymentsRepository } from '../../repositories/invoice-payments';
import type { PaymentRunsRepository } from '../../repositories/payment-runs';
import type { CompanyScope } from '../../security/company-scope';
import { recordAudits, type Actor } from '../audit';
import { audit, refuseOwnApprovals } from './duties';
import { checkRunFile } from './files';
import { payingParty } from './paying-company';
import { planRun, type RunContent } from './plan';
import { runReference, storedContent } from './view';

type Trx = Transaction<Database>;
export type RunDeps = {
  runs: PaymentRunsRepository;
  payments: InvoicePaymentsRepository;
  account: PayingAccount | null;
  baseCurrency: string;
};

/** Runs are weekly unless the payer says when the next one is. */
const DEFAULT_RUN_INTERVAL_DAYS = 7;
const MOST_LISTED_REASONS = 5;

export const today = () => nowIso().slice(0, 10);

/** A pay date in the past is refused: a bank does not execute yesterday. */
export function checkPayDate(payDate: string) {
  if (payDate < today())
    throw badRequest(VALIDATION_MESSAGE, [
      { path: 'pay_date', message: 'The pay date cannot be in the past' },
    ]);
}

export const nextRunOf = (payDate: string, next?: string | null) =>
  next ?? addDays(payDate, DEFAULT_RUN_INTERVAL_DAYS);

/** What a run holds: a draft is planned again from its invoices as they are now (a vendor's
 * bank details may have changed, an invoice may have been paid by hand); a confirmed or
 * executed run is what was written at confirmation. */
export async function contentOf(
  executor: Executor,
  deps: RunDeps,
  run: PaymentRunRow,
): Promise<RunContent> {
  const items = await deps.runs.items(executor, [run.id]);
  if (run.status !== 'draft')
    return storedContent(await deps.runs.transfers(executor, run.id), items);
  return planRun(
    executor,
    deps.runs,
    {
      payDate: run.pay_date,
      nextRunDate: nextRunOf(run.pay_date, run.next_run_date),
      reference: runReference(run.id),
      invoiceIds: items.map((item) => item.invoice_id),
      runId: run.id,
      companyId: run.company_id ?? undefined,
    },
    deps.baseCurrency,
  );
}

export async function findRun(executor: Executor, deps: RunDeps, id: number, forUpdate = false) {
  const run = await deps.runs.find(executor, id);
  if (!run) throw notFound('No payment run with this id');
  if (forUpdate && run.status !== 'draft')
    throw conflict(`${runReference(id)} is ${run.status}; only a draft changes`);
  return run;
}

/** Invoices the payer picked that cannot be paid: a 400 naming each by its place in the list. */
function refusePicked(content: RunContent, ids: number[]) {
  if (!content.refused.length) return;
  throw badRequest(
    VALIDATION_MESSAGE,
    content.refused.map((item) => ({
      path: `invoice_ids.${ids.indexOf(item.invoiceId)}`,
      message: `${item.invoiceNumber ?? `Invoice ${item.invoiceId}`}: ${item.reason}`,
    })),
  );
}

const itemRows = (runId: number, content: RunContent, withTransfers: boolean) =>
  content.items.map((item) => ({
    run_id: runId,
    invoice_id: item.invoiceId,
    vendor_id: item.vendorId,
    currency: item.currency,
    amount_cents: item.amountCents,
    discount_cents: item.discountCents,
    discount_deadline: item.discountDeadline,
    due_date: item.dueDate,
    transfer_n: withTransfers ? item.transferN : null,
  }));

/** A draft from the proposal for the pay date, or from the invoices the payer picked. */
export async function createRun(
  trx: Trx,
  deps: RunDeps,
  body: PaymentRunCreate,
  actor: Actor,
  scope: CompanyScope,
) {
  const { companyId, account } = await payingParty(trx, deps.account, scope, body);
  checkPayDate(body.pay_date);
  const nextRunDate = nextRunOf(body.pay_date, body.next_run_date);
  const content = await planRun(
    trx,
    deps.runs,
    {
      payDate: body.pay_date,
      nextRunDate,
      reference: 'RUN',
      invoiceIds: body.invoice_ids,
      companyId: companyId ?? undefined,
    },
    deps.baseCurrency,
  );
  if (body.invoice_ids) refusePicked(content, body.invoice_ids);
  if (!content.items.length)
    throw conflict(
      'Nothing to pay on this date: no approved invoice is due by then or loses a discount before the next run',
    );
  const { id } = await deps.runs.create(trx, {
    pay_date: body.pay_date,
    next_run_date: nextRunDate,
    status: 'draft',
    debtor_name: account.name,
    debtor_iban: account.iban,
    debtor_bic: account.bic,
    company_id: companyId,
    created_by: actor.id,
    created_by_name: actor.name,
    created_at: nowIso(),
  });
  await deps.runs.insertItems(trx, itemRows(id, content, false));
  await recordAudits(trx, [{ entityType: 'payment_run', entityId: id, action: 'created' }], actor);
  return id;
}

export async function addItems(trx: Trx, deps: RunDeps, run: PaymentRunRow, ids: number[]) {
  const held = new Set((await deps.runs.items(trx, [run.id])).map((item) => item.invoice_id));
  const content = await planRun(
    trx,
    deps.runs,
    {
      payDate: run.pay_date,
      nextRunDate: nextRunOf(run.pay_date, run.next_run_date),
      reference: runReference(run.id),
      invoiceIds: ids.filter((id) => !held.has(id)),
      runId: run.id,
      companyId: run.company_id ?? undefined,
    },
    deps.baseCurrency,
  );
  refusePicked(content, ids);
  await deps.runs.insertItems(trx, itemRows(run.id, content, false));
  await deps.runs.update(trx, run.id, {});
}

/** Confirms a draft: the approver of any of its invoices may not (segregation of duties); every
 * invoice must still be payable and the euro transfers pass what the bank's schema would check.
 * Then its invoices are locked ("in payment") and its transfers written. */
export async function confirmRun(trx: Trx, deps: RunDeps, run: PaymentRunRow, actor: Actor) {
  const content = await contentOf(trx, deps, run);
  await refuseOwnApprovals(trx, deps, run, content, actor, 'confirm');
  if (content.refused.length) {
    const reasons = content.refused
      .slice(0, MOST_LISTED_REASONS)
      .map((item) => `${item.invoiceNumber ?? `Invoice ${item.invoiceId}`}: ${item.reason}`);
    const more = content.refused.length - reasons.length;
    throw conflict(
      `Take these invoices out of the run first. ${reasons.join(' ')}${more > 0 ? ` And ${more} more.` : ''}`,
    );
  }
  if (!content.items.length) throw conflict('The run has no invoices to pay');
  checkRunFile(run, content);
  const ids = content.items.map((item) => item.invoiceId);
  if ((await deps.runs.lock(trx, run.id, ids)) !== ids.length)
    throw conflict('An invoice of this run was put in another run meanwhile: open the run again');
  await deps.runs.clear(trx, run.id, false);
  await deps.runs.insertTransfers(
    trx,
    content.transfers.map((t) => ({
      run_id: run.id,
      n: t.n,
      vendor_id: t.vendorId,
      creditor_name: t.creditorName,
      creditor_iban: t.creditorIban,
      creditor_bic: t.creditorBic,
      currency: t.currency,
      amount_cents: t.amountCents,
      end_to_end_id: t.endToEndId,
      remittance: t.remittance,
    })),
  );
  await deps.runs.deleteItems(trx, run.id);
  await deps.runs.insertItems(trx, itemRows(run.id, content, true));
  const at = nowIso();
  await deps.runs.update(trx, run.id, {
    status: 'confirmed',
    confirmed_by: actor.id,
    confirmed_by_name: actor.name,
    confirmed_at: at,
  });
  await audit(trx, run, ids, 'confirmed', 'in_payment', actor);
}

/** Back to draft, until executed: the locks and the written transfers go. */
export async function undoRun(trx: Trx, deps: RunDeps, run: PaymentRunRow, actor: Actor) {
  if (run.status === 'draft') throw conflict(`${runReference(run.id)} is a draft already`);
  if (run.status === 'executed')
    throw conflict(
      `${runReference(run.id)} is executed: its payments are recorded; undo a payment on its invoice`,
    );
  const ids = (await deps.runs.items(trx, [run.id])).map((item) => item.invoice_id);
  await deps.runs.lock(trx, run.id, null);
  await deps.runs.clear(trx, run.id, false);
  await deps.runs.update(trx, run.id, {
    status: 'draft',
    confirmed_by: null,
    confirmed_by_name: null,
    confirmed_at: null,
  });
  await audit(trx, run, ids, 'undone', 'payment_run_undone', actor);
}
