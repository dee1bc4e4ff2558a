import { checkIban } from './bank-details';
import { compareIsoDates } from './dates';
import { packTransfers } from './remittance';
import type { CreditTransfer } from './sepa-check';
import { discountFor, dueDate, tierDeadline, type PaymentTerms } from './terms';

/** An approved, unpaid invoice as a run sees it, with its vendor's bank details. */
export interface RunCandidate {
  invoiceId: string;
  invoiceNumber: string;
  invoiceDate: string;
  /** The open amount (gross), minor units; negative for a credit note. */
  amountMinor: number;
  currency: string;
  terms: PaymentTerms;
  vendorId: string;
  vendorName: string;
  vendorIban: string;
  vendorBic?: string;
  /** A change of bank details waiting for its second approval: nothing is paid to them. */
  bankDetailsPending?: boolean;
  /** Why nothing can be paid to this vendor (not approved in the master, no vendor matched...),
   * as a sentence; the vendor's invoices are refused with it. */
  blockedReason?: string;
  /** Picked by hand for this run: paid on the pay date whatever its due date. */
  chosen?: boolean;
}

export interface PlannedInvoice {
  invoiceId: string;
  dueDate: string;
  discountMinor: number;
  discountDeadline?: string;
  paidMinor: number;
  /** Index into the plan's transfers. */
  transfer: number;
}

export interface RefusedInvoice {
  invoiceId: string;
  reason: string;
}

export interface RunPlan {
  transfers: CreditTransfer[];
  invoices: PlannedInvoice[];
  refused: RefusedInvoice[];
}

export interface RunRules {
  payDate: string;
  /** The next planned run; an invoice whose discount ends before it is paid now. */
  nextRunDate?: string;
  /** Prefix of the end-to-end ids, e.g. the run's number ("RUN-42"); at most 26 characters. */
  reference: string;
  remittancePrefix?: string;
}

/** Which invoices a run pays and how: those due by the pay date, and those whose discount would
 * end before the next run (paid now to keep it); the best discount the pay date allows; one
 * vendor and currency per transfer, split only when the invoice numbers do not fit one
 * remittance text. A vendor with bank details awaiting approval, an IBAN that fails its check or
 * credit notes larger than a transfer's invoices is refused with a reason, not dropped. */
export function planPaymentRun(candidates: RunCandidate[], rules: RunRules): RunPlan {
  const plan: RunPlan = { transfers: [], invoices: [], refused: [] };
  const groups = new Map<string, { candidate: RunCandidate; item: PlannedInvoice }[]>();
  for (const candidate of candidates) {
    const due = dueDate(candidate.invoiceDate, candidate.terms);
    const discount = discountFor(candidate, rules.payDate);
    const proposed =
      compareIsoDates(due, rules.payDate) <= 0 || endsBeforeNextRun(candidate, rules);
    if (!proposed && !candidate.chosen) continue;
    const paid = candidate.amountMinor - (discount?.amountMinor ?? 0);
    const item: PlannedInvoice = {
      invoiceId: candidate.invoiceId,
      dueDate: due,
      discountMinor: discount?.amountMinor ?? 0,
      ...(discount ? { discountDeadline: discount.deadline } : {}),
      paidMinor: paid,
      transfer: -1,
    };
    const key = `${candidate.vendorId}\u0000${candidate.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), { candidate, item }]);
  }
  for (const group of groups.values()) addVendorTransfers(plan, group, rules);
  return plan;
}

function endsBeforeNextRun(candidate: RunCandidate, rules: RunRules): boolean {
  if (!rules.nextRunDate) return false;
  return candidate.terms.discounts.some((tier) => {
    const deadline = tierDeadline(candidate.invoiceDate, tier);
    return (
      compareIsoDates(deadline, rules.payDate) >= 0 &&
      compareIsoDates(deadline, rules.nextRunDate!) < 0
    );
  });
}

function addVendorTransfers(
  plan: RunPlan,
  group: { candidate: RunCandidate; item: PlannedInvoice }[],
  rules: RunRules,
) {
  const vendor = group[0]!.candidate;
  // Credit notes alone wait for an invoice of their vendor to be set off against: nothing is
  // refused, nothing paid (unless the payer picked one, who then hears why it cannot go).
  if (group.every(({ candidate }) => candidate.amountMinor < 0 && !candidate.chosen)) return;
  const refuse = (reason: string) =>
    group.forEach(({ candidate }) => plan.refused.push({ invoiceId: candidate.invoiceId, reason }));
  if (vendor.blockedReason) return refuse(vendor.blockedReason);
  if (vendor.bankDetailsPending)
    return refuse("The vendor's bank details are waiting for a second approval.");
  const iban = checkIban(vendor.vendorIban);
  if (!iban.ok) return refuse(`The vendor's IBAN fails its check: ${iban.message}`);
  // Credit notes first, then invoices by due date: a credit note is set off in the first transfer.
  const ordered = [...group].sort(
    (a, b) =>
      Number(b.candidate.amountMinor < 0) - Number(a.candidate.amountMinor < 0) ||
      compareIsoDates(a.item.dueDate, b.item.dueDate),
  );
  const parts = packTransfers(
    ordered.map(({ candidate, item }) => ({
      invoiceNumber: candidate.invoiceNumber,
      amountMinor: item.paidMinor,
    })),
    { prefix: rules.remittancePrefix ?? '' },
  );
  if (parts.some((part) => part.amountMinor <= 0))
    return refuse('Credit notes exceed the invoices paid with them; settle them by hand.');
  let next = 0;
  for (const part of parts) {
    const index = plan.transfers.length;
    plan.transfers.push({
      creditorName: vendor.vendorName,
      creditorIban: iban.value,
      ...(vendor.vendorBic ? { creditorBic: vendor.vendorBic } : {}),
      amountMinor: part.amountMinor,
      currency: vendor.currency,
      endToEndId: `${rules.reference}-${index + 1}`,
      remittance: part.text,
    });
    for (const { item } of ordered.slice(next, next + part.invoiceNumbers.length))
      plan.invoices.push({ ...item, transfer: index });
    next += part.invoiceNumbers.length;
  }
}
