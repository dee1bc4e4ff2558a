import type { InvoiceDetail } from '@procure/contract';
import type { Db } from '../db/connect';
import type { InvoiceRecord } from '../db/schema';
import type { InvoicesRepository } from '../repositories/invoices';
import type { PaymentRunsRepository } from '../repositories/payment-runs';
import { vendorsWithPendingBankChange } from '../repositories/vendor-bank-changes';
import { toInvoiceDetail } from './invoice-view';
import { inPaymentView } from './payment-runs/lock';
import { PAYMENT_HELD } from './segregation';

/** Invoices in full, as every invoice route answers them: the stored invoice and its lines,
 * and our extras that say why it cannot be paid or changed now — the vendor's bank details
 * waiting for approval (`payment_held`) and the confirmed run holding it (`in_payment`). Each
 * extra is one query for all the invoices asked. */
export async function invoiceDetails(
  db: Db,
  repos: { invoices: InvoicesRepository; paymentRuns: PaymentRunsRepository },
  ids: number[],
): Promise<InvoiceDetail[]> {
  const records = await repos.invoices.details(ids);
  const items = await repos.invoices.items(records.map((r) => r.id));
  const held = await vendorsWithPendingBankChange(
    db,
    records.flatMap((r) => (r.vendor_id === null ? [] : [r.vendor_id])),
  );
  const isHeld = (r: InvoiceRecord) =>
    r.vendor_id !== null && held.has(r.vendor_id) && r.payment_status !== 'paid';
  const runs = await repos.paymentRuns.byIds(
    db,
    records.flatMap((r) => (r.payment_run_id === null ? [] : [r.payment_run_id])),
  );
  return records.map((record) => {
    const run = record.payment_run_id === null ? undefined : runs.get(record.payment_run_id);
    return {
      ...toInvoiceDetail(record, items.get(record.id) ?? []),
      payment_held: isHeld(record) ? PAYMENT_HELD : null,
      in_payment: run ? inPaymentView(run) : null,
    };
  });
}
