import type { PaymentRunExecute } from '@procure/contract';
import type { Transaction } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database, PaymentRunRow } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { Actor } from '../audit';
import { settleFromRun } from '../invoice-payments';
import { audit, refuseOwnApprovals } from './duties';
import { contentOf, type RunDeps } from './runs';
import { runReference } from './view';

type Trx = Transaction<Database>;

/** The bank executed the transfers: each invoice gets its payment (and its discount as its own
 * row), status paid, a history row; the lock is released (the invoice is paid; a returned
 * transfer is then undone on the invoice like any payment). */
export async function executeRun(
  trx: Trx,
  deps: RunDeps,
  run: PaymentRunRow,
  body: PaymentRunExecute,
  actor: Actor,
) {
  if (run.status === 'draft') throw conflict('Confirm the run before marking it executed');
  if (run.status === 'executed') throw conflict(`${runReference(run.id)} is executed already`);
  const content = await contentOf(trx, deps, run);
  await refuseOwnApprovals(trx, deps, run, content, actor, 'execute');
  const paidOn = body?.executed_on ?? run.pay_date;
  const transfers = new Map(content.transfers.map((t) => [t.n, t]));
  await settleFromRun(
    trx,
    deps.payments,
    content.items.map((item) => ({
      invoiceId: item.invoiceId,
      paidCents: item.amountCents - item.discountCents,
      discountCents: item.discountCents,
      paidOn,
      reference: transfers.get(item.transferN)?.endToEndId ?? runReference(run.id),
    })),
    actor,
  );
  await deps.runs.lock(trx, run.id, null);
  await deps.runs.update(trx, run.id, {
    status: 'executed',
    executed_by: actor.id,
    executed_by_name: actor.name,
    executed_at: nowIso(),
  });
  await audit(trx, run, [], 'executed', '', actor);
}
