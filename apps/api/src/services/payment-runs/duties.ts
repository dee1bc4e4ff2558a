import type { Transaction } from 'kysely';
import type { Database, PaymentRunRow } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { forbidden } from '../../http/errors';
import { recordAudits, type Actor } from '../audit';
import type { RunContent } from './plan';
import type { RunDeps } from './runs';
import { runReference } from './view';

type Trx = Transaction<Database>;

/** Segregation of duties: whoever approved an invoice of the run may not pay it. */
export async function refuseOwnApprovals(
  executor: Executor,
  deps: RunDeps,
  run: PaymentRunRow,
  content: RunContent,
  actor: Actor,
  verb: 'confirm' | 'execute',
) {
  const ids = content.items.map((item) => item.invoiceId);
  const own = await deps.runs.approvedBy(executor, ids, actor.id);
  if (!own.length) return;
  const numbers = content.items
    .filter((item) => own.includes(item.invoiceId))
    .map((item) => item.invoiceNumber ?? `ID ${item.invoiceId}`);
  throw forbidden(
    `You approved ${numbers.length === 1 ? 'invoice' : 'invoices'} ${numbers.join(', ')} of ${runReference(run.id)}; another payer must ${verb} it.`,
  );
}

export async function audit(
  trx: Trx,
  run: PaymentRunRow,
  invoiceIds: number[],
  runAction: string,
  invoiceAction: string,
  actor: Actor,
) {
  const reason = `${runReference(run.id)}, pay date ${run.pay_date}`;
  await recordAudits(
    trx,
    [
      { entityType: 'payment_run', entityId: run.id, action: runAction },
      ...invoiceIds.map((id) => ({
        entityType: 'invoice',
        entityId: id,
        action: invoiceAction,
        reason,
      })),
    ],
    actor,
  );
}
