import { INVOICE_HEADER_FIELDS, type InvoiceApprove, type Issue } from '@procure/contract';
import type { Transaction } from 'kysely';
import type { Database, InvoiceRecord } from '../db/schema';
import { badRequest } from '../http/errors';
import type { InvoicesRepository } from '../repositories/invoices';
import { recordAudit, type Actor } from './audit';
import { invoiceDateOf, judgeApproval } from './approval-limits';
import { OVERRIDE_REQUESTED, overrideRequestedBy, refuseOwnInvoiceApproval } from './segregation';
import { totalsProblems, type StoredFields } from './invoice-extraction';
import { enqueueLearning, learnableSource } from './vendor-learning';

// The decisions that close an invoice: what keeps one from approval, approving it (past those
// problems only with a reason) and rejecting it. The review's edits are in invoice-review.

type Trx = Transaction<Database>;

/** Header fields an invoice cannot be approved without. */
export const REQUIRED_FOR_APPROVAL = [
  'invoice_number',
  'invoice_date',
  'vendor_name',
  'total_amount',
] as const;

/** What keeps an invoice from approval: required header fields without a value, fields read
 * but unmatched (a vendor not in the master), amounts that do not add up, lines without an
 * amount, and every line of the three-way match that is not matched. */
export function approvalIssues(
  fields: StoredFields,
  items: StoredFields[],
  match: { line_id: number; status: string; matched: boolean }[] | null,
): Issue[] {
  const issues: Issue[] = [];
  for (const name of INVOICE_HEADER_FIELDS) {
    const field = fields[name];
    const empty = field?.value === null || field?.value === undefined || field.value === '';
    if (empty && (REQUIRED_FOR_APPROVAL as readonly string[]).includes(name))
      issues.push({ path: `header.${name}`, message: 'This field has no value' });
    else if (!empty && field?.status === 'unmatched')
      issues.push({ path: `header.${name}`, message: 'This field is unmatched' });
  }
  items.forEach((item, index) => {
    const amount = item.amount?.value;
    if (amount === null || amount === undefined || amount === '')
      issues.push({ path: `line_items.${index}.amount`, message: 'This line has no amount' });
  });
  issues.push(
    ...totalsProblems(fields, items).filter((p) => !issues.some((i) => i.path === p.path)),
  );
  for (const line of match ?? [])
    if (!line.matched)
      issues.push({
        path: `match.${line.line_id}`,
        message: `Three-way match: ${line.status.replace(/_/g, ' ')}`,
      });
  return issues;
}

/** Approves: 400 with the issues unless there are none or a reason overrides them. Its
 * uploader and the last editor of its reviewed values may not approve it (403), and past
 * problems it takes two approvers: the first one's reason is recorded (`requested`, the invoice
 * stays open) and a second one approves it. An approver whose limit falls short gives the first
 * approval (`first`, with the answer's sentence); a second one whose limit covers it approves. */
export async function approveInvoice(
  trx: Trx,
  invoices: InvoicesRepository,
  invoice: InvoiceRecord,
  issues: Issue[],
  body: InvoiceApprove,
  actor: Actor,
  baseCurrency: string,
): Promise<'approved' | 'requested' | { first: string }> {
  refuseOwnInvoiceApproval(invoice, actor);
  if (issues.length && !body.override_reason)
    throw badRequest(
      'This invoice cannot be approved yet: fix the highlighted problems or give a reason to override them',
      issues,
      'approval_blocked',
    );
  const problems = JSON.stringify(issues.map((i) => i.message).join('; '));
  if (issues.length && (await overrideRequestedBy(trx, invoice, actor)) === null) {
    await recordAudit(
      trx,
      {
        entityType: 'invoice',
        entityId: invoice.id,
        action: OVERRIDE_REQUESTED,
        reason: body.override_reason ?? null,
        field: 'override',
        newValue: problems,
      },
      actor,
    );
    return 'requested';
  }
  const first = await judgeApproval(
    trx,
    {
      kind: 'invoice',
      id: invoice.id,
      noun: 'invoice',
      entityType: 'invoice',
      firstApprovedBy: invoice.first_approved_by,
      cents: invoice.total_cents === null ? null : Number(invoice.total_cents),
      currency: invoice.currency,
      date: invoiceDateOf(invoice),
    },
    actor,
    baseCurrency,
  );
  if (first) return { first };
  // Approved as it stands, the values are confirmed: where they are printed is learned for the
  // vendor (an override approves despite problems, so it teaches nothing).
  if (!issues.length && learnableSource(invoice.extraction_source))
    await enqueueLearning(trx, invoice.id);
  await invoices.update(trx, invoice.id, {
    approval_status: 'approved',
    workflow_status: 'success',
    tab: 'active',
    approved_by: actor.id,
  });
  await recordAudit(
    trx,
    {
      entityType: 'invoice',
      entityId: invoice.id,
      action: 'approved',
      reason: issues.length ? (body.override_reason ?? null) : null,
      field: issues.length ? 'override' : undefined,
      newValue: issues.length ? problems : null,
    },
    actor,
  );
  return 'approved';
}

/** Rejects with a reason: the invoice is closed and its remarks say why. */
export async function rejectInvoice(
  trx: Trx,
  invoices: InvoicesRepository,
  invoice: InvoiceRecord,
  reason: string,
  actor: Actor,
) {
  await invoices.update(trx, invoice.id, {
    approval_status: 'rejected',
    workflow_status: 'failed',
    tab: 'reject',
    remarks: `Rejected: ${reason}`,
  });
  await recordAudit(
    trx,
    { entityType: 'invoice', entityId: invoice.id, action: 'rejected', reason },
    actor,
  );
}
