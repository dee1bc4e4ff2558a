import { VENDOR_STATUS, type VendorBankChange } from '@procure/contract';
import type { VendorRecord } from '../db/schema';
import type { Executor } from '../db/transaction';
import { conflict, forbidden, notFound } from '../http/errors';
import type { VendorEntriesRepository } from '../repositories/vendor-entries';
import {
  pendingBankChange,
  requestBankChange,
  type BankChange,
  type BankChangeOperation,
} from '../repositories/vendor-bank-changes';
import { recordAudit, type Actor } from './audit';

// An approved vendor's bank details change only with a second user's approval (issue 22
// item 2): the most common payment fraud is one person redirecting a vendor's payments to an
// account of their own. The save is kept beside the vendor until another approver agrees.

/** The bank form's fields that say where money goes: a change of any of them waits for
 * approval. IFSC is India's bank routing code: with the same account number, another bank. */
export const BANK_DETAIL_FIELDS = [
  'iban',
  'account_number',
  'swift_code',
  'swift',
  'bic',
  'ifsc_code',
] as const;

type Entry = Record<string, unknown> & { id?: number };

const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).replace(/\s/g, '').toUpperCase();

/** What a bank save on this vendor must wait for, or null when it takes effect now: the vendor
 * is not approved yet (its registration is approved as a whole), or no entry is new and none
 * changes a field that says where money goes. */
export async function heldBankSave(
  trx: Executor,
  entriesRepo: VendorEntriesRepository,
  vendor: VendorRecord,
  entries: Entry[],
): Promise<BankChangeOperation | null> {
  if (vendor.status !== VENDOR_STATUS.active) return null;
  const saved = (await entriesRepo.allOf(vendor.id, trx)).bank ?? [];
  const changes = entries.some((entry) => {
    const before = saved.find((s) => s.id === entry.id);
    return !before || BANK_DETAIL_FIELDS.some((f) => text(before[f]) !== text(entry[f]));
  });
  return changes ? { kind: 'save', entries } : null;
}

/** A bank entry removed from an approved vendor waits too: with two accounts, removing the
 * right one sends the payments to the other. */
export const heldBankRemoval = (vendor: VendorRecord, entryId: number) =>
  vendor.status === VENDOR_STATUS.active
    ? ({ kind: 'remove', entryId } satisfies BankChangeOperation)
    : null;

/** Keeps the change for approval, with a history row on the vendor. One change waits at a time. */
export async function holdBankChange(
  trx: Executor,
  vendorId: number,
  operation: BankChangeOperation,
  actor: Actor,
): Promise<VendorBankChange> {
  if (await pendingBankChange(trx, vendorId))
    throw conflict(
      "A change of this vendor's bank details already waits for approval; approve or reject it first",
    );
  await requestBankChange(trx, vendorId, operation, actor);
  await recordAudit(
    trx,
    { entityType: 'vendor', entityId: vendorId, action: 'bank_change_requested' },
    actor,
  );
  return toVendorBankChange((await pendingBankChange(trx, vendorId))!);
}

/** The pending change a second user may decide: 404 without one, 403 for who asked for it. */
export async function decidableBankChange(trx: Executor, vendorId: number, actor: Actor) {
  const change = await pendingBankChange(trx, vendorId);
  if (!change) throw notFound("No change of this vendor's bank details waits for approval");
  if (change.requestedBy === actor.id)
    throw forbidden('You asked for this bank change; someone else must approve it.');
  return change;
}

/** The change as the API shows it. */
export function toVendorBankChange(change: BankChange): VendorBankChange {
  const { operation } = change;
  return {
    id: change.id,
    kind: operation.kind,
    entries:
      operation.kind === 'save'
        ? operation.entries.map((entry) => entry as VendorBankChange['entries'][number])
        : [],
    entry_id: operation.kind === 'remove' ? operation.entryId : null,
    requested_by: change.requestedByName,
    requested_at: change.requestedAt,
  };
}
