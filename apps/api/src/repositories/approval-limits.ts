import {
  NO_LIMITS,
  type ApprovalLimits,
  type FirstApproval,
  type LimitKind,
} from '@procure/contract';
import type { Executor } from '../db/transaction';

// The approval_limits rows (migration 029): one per user and document kind; no row is no limit.

/** The limits of several users at once (the user administration list). */
export async function limitsOfUsers(
  executor: Executor,
  userIds: number[],
): Promise<Map<number, ApprovalLimits>> {
  const limits = new Map<number, ApprovalLimits>();
  if (!userIds.length) return limits;
  const rows = await executor
    .selectFrom('approval_limits')
    .select(['user_id', 'kind', 'amount_cents'])
    .where('user_id', 'in', userIds)
    .execute();
  for (const row of rows) {
    const held = limits.get(row.user_id) ?? { ...NO_LIMITS };
    // A bigint column on PostgreSQL arrives as text.
    held[row.kind] = Number(row.amount_cents);
    limits.set(row.user_id, held);
  }
  return limits;
}

export async function limitsOf(executor: Executor, userId: number): Promise<ApprovalLimits> {
  return (await limitsOfUsers(executor, [userId])).get(userId) ?? { ...NO_LIMITS };
}

/** One kind's limit in cents, or null when the user is not limited for it. */
export const limitOf = async (executor: Executor, userId: number, kind: LimitKind) =>
  (await limitsOf(executor, userId))[kind];

/** Replaces a user's limits: a null kind has no row. Call inside the change's transaction. */
export async function writeLimits(executor: Executor, userId: number, limits: ApprovalLimits) {
  await executor.deleteFrom('approval_limits').where('user_id', '=', userId).execute();
  const rows = (Object.entries(limits) as [LimitKind, number | null][])
    .filter(([, cents]) => cents !== null)
    .map(([kind, cents]) => ({ user_id: userId, kind, amount_cents: cents! }));
  if (rows.length) await executor.insertInto('approval_limits').values(rows).execute();
}

/** Records the approval of someone whose limit fell short; the document stays pending. A
 * conditional update: false when another approver's first approval landed since the row was
 * read (two at the same moment cannot both be first). */
export async function writeFirstApproval(
  executor: Executor,
  table: 'invoices' | 'procurement_documents',
  id: number,
  userId: number,
  at: string,
): Promise<boolean> {
  const { numUpdatedRows } = await executor
    .updateTable(table)
    .set({ first_approved_by: userId, first_approved_at: at })
    .where('id', '=', id)
    .where('first_approved_by', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** What an edit writes: a changed document needs both approvals again. */
export const NO_FIRST_APPROVAL = { first_approved_by: null, first_approved_at: null } as const;

/** An invitation's limits as account_links.limits keeps them: JSON text, '' for none. */
export const limitsToText = (limits: ApprovalLimits | undefined) =>
  limits && (limits.po !== null || limits.invoice !== null) ? JSON.stringify(limits) : '';

export function limitsFromText(text: string): ApprovalLimits {
  if (!text) return { ...NO_LIMITS };
  const parsed = JSON.parse(text) as Partial<ApprovalLimits>;
  return { po: parsed.po ?? null, invoice: parsed.invoice ?? null };
}

/** A draft's standing first approval (who, when), null when it has none or is decided. */
export async function firstApprovalOf(
  executor: Executor,
  doc: { first_approved_by: number | null; first_approved_at: string | null; tab: string },
): Promise<FirstApproval> {
  if (doc.first_approved_by === null || doc.tab !== 'draft') return null;
  const user = await executor
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', doc.first_approved_by)
    .executeTakeFirst();
  return { by: user?.user_name ?? '', at: doc.first_approved_at ?? '' };
}
