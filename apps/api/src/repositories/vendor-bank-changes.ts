import { nowIso } from '../db/dialect';
import type { Executor } from '../db/transaction';
import type { Actor } from '../services/audit';

/** What a pending bank change will do once approved: save bank entries (new ones without an
 * id, changed ones with theirs) or remove one bank entry. */
export type BankChangeOperation =
  | { kind: 'save'; entries: Array<Record<string, unknown> & { id?: number }> }
  | { kind: 'remove'; entryId: number };

export type BankChange = {
  id: number;
  vendorId: number;
  operation: BankChangeOperation;
  requestedBy: number;
  requestedByName: string;
  requestedAt: string;
};

/** True while a change of the vendor's bank details waits for a second user's approval:
 * payments to the vendor are refused until then (issue 22 item 2). */
export async function hasPendingBankChange(db: Executor, vendorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('vendor_bank_changes')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** Of these vendors, the ones with a pending bank change (for a list of invoices). */
export async function vendorsWithPendingBankChange(
  db: Executor,
  vendorIds: number[],
): Promise<Set<number>> {
  if (!vendorIds.length) return new Set();
  const rows = await db
    .selectFrom('vendor_bank_changes')
    .select('vendor_id')
    .where('vendor_id', 'in', [...new Set(vendorIds)])
    .where('status', '=', 'pending')
    .execute();
  return new Set(rows.map((r) => r.vendor_id));
}

/** The vendor's pending bank change, if any. */
export async function pendingBankChange(
  db: Executor,
  vendorId: number,
): Promise<BankChange | undefined> {
  const row = await db
    .selectFrom('vendor_bank_changes')
    .select(['id', 'vendor_id', 'operation', 'requested_by', 'requested_by_name', 'requested_at'])
    .where('vendor_id', '=', vendorId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      vendorId: row.vendor_id,
      operation: JSON.parse(row.operation) as BankChangeOperation,
      requestedBy: row.requested_by,
      requestedByName: row.requested_by_name,
      requestedAt: row.requested_at,
    }
  );
}

/** Records a change to wait for approval. The unique index on pending changes refuses a
 * second one for the same vendor even when two requests race. */
export async function requestBankChange(
  trx: Executor,
  vendorId: number,
  operation: BankChangeOperation,
  actor: Actor,
) {
  await trx
    .insertInto('vendor_bank_changes')
    .values({
      vendor_id: vendorId,
      operation: JSON.stringify(operation),
      status: 'pending',
      requested_by: actor.id,
      requested_by_name: actor.name,
      requested_at: nowIso(),
    })
    .execute();
}

/** Closes a pending change as approved or rejected; false when it was no longer pending. */
export async function decideBankChange(
  trx: Executor,
  id: number,
  status: 'approved' | 'rejected',
  actor: Actor,
  reason: string | null,
): Promise<boolean> {
  const result = await trx
    .updateTable('vendor_bank_changes')
    .set({
      status,
      decided_by: actor.id,
      decided_by_name: actor.name,
      decided_at: nowIso(),
      reason,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
