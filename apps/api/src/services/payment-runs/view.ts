import type { PaymentFileFormat, PaymentProposal, PaymentRun } from '@procure/contract';
import type { PaymentRunItemRow, PaymentRunRow, PaymentRunTransferRow } from '../../db/schema';
import type { RunContent } from './plan';

const amount = (cents: number) => cents / 100;

/** RUN-<id>: how a run is named to people and the prefix of its end-to-end ids. */
export const runReference = (id: number) => `RUN-${id}`;

/** A run's content as the API shows it: per vendor and currency, its transfers and invoices;
 * totals per currency; the refused invoices with why. */
export function contentView(
  content: RunContent,
): Pick<PaymentProposal, 'vendors' | 'refused' | 'totals'> {
  const vendors = new Map<string, PaymentProposal['vendors'][number]>();
  for (const transfer of content.transfers) {
    const key = `${transfer.vendorId}/${transfer.currency}`;
    const vendor = vendors.get(key) ?? {
      vendor_id: transfer.vendorId,
      vendor_name: transfer.creditorName,
      currency: transfer.currency,
      iban: transfer.creditorIban,
      bic: transfer.creditorBic,
      amount: 0,
      discount: 0,
      paid: 0,
      transfers: [],
      invoices: [],
    };
    vendor.transfers.push({
      end_to_end_id: transfer.endToEndId,
      amount: amount(transfer.amountCents),
      remittance: transfer.remittance,
    });
    for (const item of content.items.filter((i) => i.transferN === transfer.n)) {
      const paid = item.amountCents - item.discountCents;
      vendor.invoices.push({
        invoice_id: item.invoiceId,
        invoice_number: item.invoiceNumber,
        invoice_date: item.invoiceDate,
        due_date: item.dueDate,
        amount: amount(item.amountCents),
        discount: amount(item.discountCents),
        discount_deadline: item.discountDeadline,
        paid: amount(paid),
      });
      // Sums in cents, shown in units: no binary fractions pile up over many invoices.
      vendor.amount = amount(Math.round(vendor.amount * 100) + item.amountCents);
      vendor.discount = amount(Math.round(vendor.discount * 100) + item.discountCents);
      vendor.paid = amount(Math.round(vendor.paid * 100) + paid);
    }
    vendors.set(key, vendor);
  }
  return {
    vendors: [...vendors.values()],
    refused: content.refused.map((item) => ({
      invoice_id: item.invoiceId,
      invoice_number: item.invoiceNumber,
      vendor_name: item.vendorName,
      reason: item.reason,
    })),
    totals: totalsOf(content.items),
  };
}

export function totalsOf(
  items: { currency: string; amountCents: number; discountCents: number }[],
) {
  const totals = new Map<string, { invoices: number; amount: number; discount: number }>();
  for (const item of items) {
    const total = totals.get(item.currency) ?? { invoices: 0, amount: 0, discount: 0 };
    total.invoices += 1;
    total.amount += item.amountCents;
    total.discount += item.discountCents;
    totals.set(item.currency, total);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => ({
      currency,
      invoices: total.invoices,
      amount: amount(total.amount),
      discount: amount(total.discount),
      paid: amount(total.amount - total.discount),
    }));
}

/** A confirmed or executed run's content as it was written at confirmation. */
export function storedContent(
  transfers: PaymentRunTransferRow[],
  items: (PaymentRunItemRow & { invoice_number: string | null; invoice_date: string | null })[],
): RunContent {
  return {
    transfers: transfers.map((t) => ({
      n: t.n,
      vendorId: t.vendor_id,
      creditorName: t.creditor_name,
      creditorIban: t.creditor_iban,
      creditorBic: t.creditor_bic,
      currency: t.currency,
      amountCents: Number(t.amount_cents),
      endToEndId: t.end_to_end_id,
      remittance: t.remittance,
    })),
    items: items.map((i) => ({
      invoiceId: i.invoice_id,
      vendorId: i.vendor_id,
      invoiceNumber: i.invoice_number,
      invoiceDate: i.invoice_date,
      currency: i.currency,
      dueDate: i.due_date,
      amountCents: Number(i.amount_cents),
      discountCents: Number(i.discount_cents),
      discountDeadline: i.discount_deadline,
      transferN: i.transfer_n ?? 0,
    })),
    refused: [],
  };
}

/** The files a run offers: none for a draft; pain.001 in both versions when it has euro
 * transfers, the CSV when it has others. */
export function filesOf(run: PaymentRunRow, content: RunContent): PaymentFileFormat[] {
  if (run.status === 'draft') return [];
  const euro = content.transfers.some((t) => t.currency === 'EUR');
  const other = content.transfers.some((t) => t.currency !== 'EUR');
  return [
    ...(euro ? (['pain.001.001.09', 'pain.001.001.03'] as const) : []),
    ...(other ? (['csv'] as const) : []),
  ];
}

const personAt = (by: string | null, at: string | null) => (by && at ? { by, at } : null);

export function runView(run: PaymentRunRow, content: RunContent): PaymentRun {
  return {
    id: run.id,
    reference: runReference(run.id),
    status: run.status,
    pay_date: run.pay_date,
    next_run_date: run.next_run_date ?? run.pay_date,
    debtor: { name: run.debtor_name, iban: run.debtor_iban, bic: run.debtor_bic },
    company_id: run.company_id,
    created: personAt(run.created_by_name, run.created_at),
    confirmed: personAt(run.confirmed_by_name, run.confirmed_at),
    executed: personAt(run.executed_by_name, run.executed_at),
    files: filesOf(run, content),
    ...contentView(content),
  };
}
