import { planPaymentRun, type RunCandidate } from '@procure/payments';
import type { Executor } from '../../db/transaction';
import type {
  PayableRow,
  PaymentRunsRepository,
  VendorBank,
} from '../../repositories/payment-runs';
import { vendorsWithPendingBankChange } from '../../repositories/vendor-bank-changes';
import { termsOfInvoice } from './invoice-terms';

/** A run's content, planned or as confirmed: its transfers (one per vendor and currency, split
 * only by the remittance limit), the invoices each pays, and the invoices refused with why. The
 * draft's view, the stored confirmation and the bank file are all made from this. */
export type RunContent = {
  transfers: PlannedTransfer[];
  items: PlannedItem[];
  refused: RefusedItem[];
};
export type PlannedTransfer = {
  n: number;
  vendorId: number;
  creditorName: string;
  creditorIban: string;
  creditorBic: string | null;
  currency: string;
  amountCents: number;
  endToEndId: string;
  remittance: string;
};
export type PlannedItem = {
  invoiceId: number;
  vendorId: number;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  currency: string;
  dueDate: string;
  amountCents: number;
  discountCents: number;
  discountDeadline: string | null;
  transferN: number;
};
export type RefusedItem = {
  invoiceId: number;
  invoiceNumber: string | null;
  vendorName: string | null;
  reason: string;
};

export type RunRules = {
  payDate: string;
  nextRunDate: string;
  /** RUN-<id>: the end-to-end ids' prefix. */
  reference: string;
  /** A draft's own invoices: every one is paid on the pay date, due or not (it was proposed or
   * picked), and one that can no longer be paid is refused with why. Absent: a proposal. */
  invoiceIds?: number[];
  runId?: number;
  /** The company paying: only its invoices are proposed, and another's picked is refused.
   * Undefined: a run paid from the configured account, over every invoice. */
  companyId?: number;
};

const NO_INVOICE = 'No invoice with an amount to pay has this id.';
const OTHER_COMPANY = 'The invoice is for another company than the one this run pays for.';
const NO_VENDOR =
  'The invoice is not matched to a vendor of the master, so there are no bank details to pay to.';
const NOT_APPROVED_VENDOR = 'The vendor is not approved in the vendor master.';
const NO_IBAN = 'The vendor has no IBAN in its bank details; pay it by hand.';

/** Plans a run: the invoices its rules take (planPaymentRun), from the invoices as they are
 * now and their vendors' bank details. */
export async function planRun(
  executor: Executor,
  runs: PaymentRunsRepository,
  rules: RunRules,
  baseCurrency: string,
): Promise<RunContent> {
  const rows = await runs.payable(executor, rules.invoiceIds, rules.companyId);
  const refused: RefusedItem[] = [];
  const found = new Set(rows.map((row) => row.id));
  for (const id of rules.invoiceIds?.filter((id) => !found.has(id)) ?? [])
    refused.push({ invoiceId: id, invoiceNumber: null, vendorName: null, reason: NO_INVOICE });
  const open = rows.filter((row) => {
    const reason =
      rules.companyId !== undefined && row.company_id !== rules.companyId
        ? OTHER_COMPANY
        : unpayable(row, rules.runId);
    if (reason) refused.push(refusal(row, reason));
    return !reason;
  });
  const vendorIds = open.flatMap((row) => (row.vendor_id === null ? [] : [row.vendor_id]));
  const banks = await runs.vendorBanks(executor, vendorIds);
  const pending = await vendorsWithPendingBankChange(executor, vendorIds);
  const candidates = open.map((row) =>
    candidate(row, banks, pending, baseCurrency, rules.invoiceIds !== undefined),
  );
  const plan = planPaymentRun(candidates, {
    payDate: rules.payDate,
    nextRunDate: rules.nextRunDate,
    reference: rules.reference,
  });
  const byId = new Map(open.map((row) => [String(row.id), row]));
  const transfers = plan.transfers.map((transfer, index) => {
    const first = plan.invoices.find((item) => item.transfer === index)!;
    return {
      n: index + 1,
      vendorId: byId.get(first.invoiceId)!.vendor_id!,
      creditorName: transfer.creditorName,
      creditorIban: transfer.creditorIban,
      creditorBic: transfer.creditorBic ?? null,
      currency: transfer.currency,
      amountCents: transfer.amountMinor,
      endToEndId: transfer.endToEndId,
      remittance: transfer.remittance,
    };
  });
  const items = plan.invoices.map((item) => {
    const row = byId.get(item.invoiceId)!;
    return {
      invoiceId: row.id,
      vendorId: row.vendor_id!,
      invoiceNumber: row.invoice_number,
      invoiceDate: row.invoice_date,
      currency: transfers[item.transfer]!.currency,
      dueDate: item.dueDate,
      amountCents: item.paidMinor + item.discountMinor,
      discountCents: item.discountMinor,
      discountDeadline: item.discountDeadline ?? null,
      transferN: item.transfer + 1,
    };
  });
  for (const { invoiceId, reason } of plan.refused)
    refused.push(refusal(byId.get(invoiceId)!, reason));
  return { transfers, items, refused };
}

/** Why a draft's invoice can no longer be paid (a proposal reads only payable ones). */
function unpayable(row: PayableRow, runId: number | undefined): string | null {
  if (row.approval_status !== 'approved') return 'The invoice is no longer approved.';
  // What is open keeps the total's sign: a credit note's is negative until it is set off.
  const open = row.total_cents - row.paid_cents;
  if (row.payment_status === 'paid' || open === 0 || Math.sign(open) !== Math.sign(row.total_cents))
    return row.total_cents < 0
      ? 'The credit note is settled already.'
      : 'The invoice is paid already.';
  if (row.payment_run_id !== null && row.payment_run_id !== runId)
    return `The invoice is in payment run RUN-${row.payment_run_id}.`;
  return null;
}

function candidate(
  row: PayableRow,
  banks: Map<number, VendorBank>,
  pending: Set<number>,
  baseCurrency: string,
  chosen: boolean,
): RunCandidate {
  const bank = row.vendor_id === null ? undefined : banks.get(row.vendor_id);
  const blockedReason = !bank
    ? NO_VENDOR
    : !bank.approved
      ? NOT_APPROVED_VENDOR
      : !bank.iban
        ? NO_IBAN
        : undefined;
  const terms = termsOfInvoice(row);
  return {
    invoiceId: String(row.id),
    invoiceNumber: row.invoice_number ?? `ID ${row.id}`,
    // A credit note is set off whole from its date: no discount is taken on money owed to us.
    ...(row.total_cents < 0 ? { ...terms, terms: { discounts: [] } } : terms),
    amountMinor: row.total_cents - row.paid_cents,
    currency: (row.currency ?? baseCurrency).toUpperCase(),
    vendorId: bank ? String(row.vendor_id) : `name:${row.vendor_name ?? ''}`,
    vendorName: bank?.name ?? row.vendor_name ?? '',
    vendorIban: bank?.iban ?? '',
    ...(bank?.bic ? { vendorBic: bank.bic } : {}),
    bankDetailsPending: row.vendor_id !== null && pending.has(row.vendor_id),
    ...(blockedReason ? { blockedReason } : {}),
    chosen,
  };
}

const refusal = (row: PayableRow, reason: string): RefusedItem => ({
  invoiceId: row.id,
  invoiceNumber: row.invoice_number,
  vendorName: row.vendor_name,
  reason,
});
