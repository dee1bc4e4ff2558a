import type { InvoiceInPayment } from '@procure/contract';
import type { InvoiceRecord, PaymentRunRow } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { runReference } from './view';

/** The sentence for a change refused while a confirmed run holds an invoice; the invoice page
 * shows the same words beside its disabled controls. */
export const inPaymentReason = (runId: number) =>
  `This invoice is in payment run ${runReference(runId)}; it cannot change until the run is undone.`;

/** An invoice a confirmed payment run holds is "in payment": its values, its decision and its
 * payments by hand are refused until the run is undone, so the bank file and the invoice never
 * disagree. */
export function refuseInPayment(invoice: Pick<InvoiceRecord, 'payment_run_id'>) {
  if (invoice.payment_run_id !== null) throw forbidden(inPaymentReason(invoice.payment_run_id));
}

/** The run holding an invoice as the invoice's page names it (ours: `in_payment`). */
export function inPaymentView(run: PaymentRunRow): InvoiceInPayment {
  return {
    run_id: run.id,
    reference: runReference(run.id),
    pay_date: run.pay_date,
    confirmed_by: run.confirmed_by_name,
    confirmed_at: run.confirmed_at,
    reason: inPaymentReason(run.id),
  };
}
