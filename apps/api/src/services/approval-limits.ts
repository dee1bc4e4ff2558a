import type { ApprovalLimits, LimitKind } from '@procure/contract';
import { nowIso } from '../db/dialect';
import { inTransaction, type Executor } from '../db/transaction';
import { conflict, forbidden, notFound } from '../http/errors';
import {
  limitOf,
  limitsOf,
  writeFirstApproval,
  writeLimits,
} from '../repositories/approval-limits';
import { rateOnOrBefore } from '../repositories/exchange-rates';
import type { Waiter } from '../repositories/waiting-for-me';
import { allows } from '../security/permissions';
import type { Principal } from '../security/principal';
import { recordAudit, type Actor } from './audit';
import { assertUserInScope } from '../repositories/user-companies';

// Approval limits (issue 22 item 3; the rules and why: docs/decisions.md, "Approval limits").
// An approver whose limit covers a document's amount approves it as before; one whose limit
// falls short gives the first approval, and the document stays pending until a different
// approver whose limit covers it approves. Runs inside the approval's transaction, after the
// segregation-of-duties checks and before anything is written.

export const FIRST_APPROVED = 'first_approved';

/** A document as its approval is judged. */
export type Judged = {
  kind: LimitKind;
  id: number;
  /** How a sentence names it: 'invoice', 'purchase order'. */
  noun: string;
  /** The audit trail's entity type. */
  entityType: string;
  firstApprovedBy: number | null;
  /** The total in cents of `currency` (null: the total is not known). */
  cents: number | null;
  /** Null: the base currency. */
  currency: string | null;
  /** The document's own date (YYYY-MM-DD): the rate is the latest on or before it. */
  date: string;
};

/** 1234567 -> '12,345.67'. Exact for every stored amount (no floating point). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(cents))).padStart(3, '0');
  const units = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${units}.${digits.slice(-2)}`;
}

/** cents x rate, rounded half away from zero to a cent, exactly (the rate is decimal text). */
export function convertCents(cents: number, rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const product = BigInt(Math.round(cents)) * BigInt(`${whole}${fraction}`);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + scale) / (2n * scale);
  return Number(negative ? -rounded : rounded);
}

/** Why an amount in another currency cannot be judged. */
export const missingRate = (currency: string, date: string, noun: string) =>
  `No exchange rate for ${currency} on or before ${date}: add one under Master data, Exchange rates, before this ${noun} can be judged against approval limits.`;

/** The document's amount in base-currency cents (its absolute value: a large credit note is
 * as much a decision as a large invoice) and how a sentence shows it. */
export async function baseAmountOf(executor: Executor, doc: Judged, baseCurrency: string) {
  const cents = Math.abs(doc.cents ?? 0);
  const currency = (doc.currency ?? baseCurrency).toUpperCase();
  if (currency === baseCurrency) return { cents, text: `${formatCents(cents)} ${baseCurrency}` };
  const rate = await rateOnOrBefore(executor, currency, doc.date);
  if (!rate) throw forbidden(missingRate(currency, doc.date, doc.noun));
  const converted = convertCents(cents, rate.rate);
  return {
    cents: converted,
    text: `${formatCents(cents)} ${currency} = ${formatCents(converted)} ${baseCurrency} at ${rate.rate} of ${rate.rate_date}`,
  };
}

/** Judges an approval against the actor's limit. Returns null when it may complete the
 * approval; otherwise records the first approval (column and history row) and returns the
 * sentence of the 202 answer. Refuses (403) the first approver a second time, and an approver
 * whose limit falls short of a document that already has its first approval. */
export async function judgeApproval(
  trx: Executor,
  doc: Judged,
  actor: Actor,
  baseCurrency: string,
): Promise<string | null> {
  if (doc.firstApprovedBy === actor.id)
    throw forbidden(
      `You gave this ${doc.noun} its first approval; a second approver whose limit covers it must approve it.`,
    );
  const limit = await limitOf(trx, actor.id, doc.kind);
  if (limit === null) return null;
  if (doc.cents === null)
    throw forbidden(
      `This ${doc.noun} has no total, so it cannot be judged against your approval limit; an approver without a limit must approve it.`,
    );
  const amount = await baseAmountOf(trx, doc, baseCurrency);
  if (amount.cents <= limit) return null;
  const limitText = `${formatCents(limit)} ${baseCurrency}`;
  if (doc.firstApprovedBy !== null)
    throw forbidden(
      `Your approval limit of ${limitText} does not cover this ${doc.noun} (${amount.text}); it has its first approval already and needs an approver whose limit covers it.`,
    );
  const table = doc.kind === 'invoice' ? 'invoices' : 'procurement_documents';
  if (!(await writeFirstApproval(trx, table, doc.id, actor.id, nowIso())))
    throw conflict(
      `Another approver gave this ${doc.noun} its first approval a moment ago; reload it to see who.`,
    );
  await recordAudit(
    trx,
    {
      entityType: doc.entityType,
      entityId: doc.id,
      action: FIRST_APPROVED,
      field: 'approval_limit',
      oldValue: limitText,
      newValue: amount.text,
    },
    actor,
  );
  return `Your approval is recorded as the first: this ${doc.noun} (${amount.text}) is above your limit of ${limitText}, so it needs a second approval from someone whose limit covers it.`;
}

/** An invoice's own date: its invoice date when it reads as one, else the day it arrived. */
export const invoiceDateOf = (invoice: { invoice_date: string | null; created_at: string }) =>
  invoice.invoice_date && /^\d{4}-\d{2}-\d{2}$/.test(invoice.invoice_date)
    ? invoice.invoice_date
    : invoice.created_at.slice(0, 10);

/** A PO's approval judged against the actor's PO limit; MRNs have no limit (their value is
 * the PO's, approved against one). POs carry no currency: their amounts are in the base one. */
export function judgeProcurementApproval(
  trx: Executor,
  kind: 'po' | 'mrn',
  doc: { id: number; total_cents: number; doc_date: string; first_approved_by: number | null },
  actor: Actor,
  baseCurrency: string,
) {
  if (kind !== 'po') return Promise.resolve(null);
  return judgeApproval(
    trx,
    {
      kind: 'po',
      id: doc.id,
      noun: 'purchase order',
      entityType: 'purchase_order',
      firstApprovedBy: doc.first_approved_by,
      cents: Number(doc.total_cents),
      currency: null,
      date: doc.doc_date,
    },
    actor,
    baseCurrency,
  );
}

const limitsText = (limits: ApprovalLimits, baseCurrency: string) =>
  (Object.keys(limits) as LimitKind[])
    .map((kind) => {
      const cents = limits[kind];
      return `${kind}: ${cents === null ? 'no limit' : `${formatCents(cents)} ${baseCurrency}`}`;
    })
    .join(', ');

/** Replaces a user's limits (an administrator's change, in the audit trail). 404 unknown user. */
export function setUserLimits(
  db: Executor,
  actor: Actor,
  userId: number,
  limits: ApprovalLimits,
  baseCurrency: string,
) {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound('No user with this id');
    await assertUserInScope(trx, actor, userId);
    const before = await limitsOf(trx, userId);
    await writeLimits(trx, userId, limits);
    const [oldText, newText] = [before, limits].map((l) => limitsText(l, baseCurrency));
    // Auditors ask who let whom approve how much.
    if (oldText !== newText)
      await recordAudit(
        trx,
        {
          entityType: 'user',
          entityId: userId,
          action: 'limits_changed',
          field: 'limits',
          oldValue: oldText,
          newValue: newText,
        },
        actor,
      );
    return limits;
  });
}

/** Who asks "what waits for me" for one kind: their permission and limit. */
export async function waiterFor(
  db: Executor,
  principal: Principal,
  kind: LimitKind,
  baseCurrency: string,
): Promise<Waiter> {
  return {
    userId: principal.id,
    mayApprove: allows(principal.roles, kind === 'po' ? 'po.approve' : 'invoice.approve'),
    limit: await limitOf(db, principal.id, kind),
    baseCurrency,
  };
}
