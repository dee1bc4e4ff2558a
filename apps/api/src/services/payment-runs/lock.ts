import type { InvoiceRecord } from '../../db/schema';
import { forbidden } from '../../http/errors';

/** An invoice a confirmed payment run holds is "in payment": its values, its decision and its
 * payments by hand are refused until the run is undone, so the bank file and the invoice never
 * disagree. */
export function refuseInPayment(invoice: Pick<InvoiceRecord, 'payment_run_id'>) {
  if (invoice.payment_run_id !== null)
    throw forbidden(
      `This invoice is in payment run RUN-${invoice.payment_run_id}; it cannot change until the run is undone.`,
    );
}
