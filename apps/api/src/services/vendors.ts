import {
  SITE_MAPPING_LINKS,
  VENDOR_STATUS,
  VendorEntrySectionKeySchema,
  type Issue,
  type VendorDetail,
  type VendorEntrySectionKey,
} from '@procure/contract';
import type { Db } from '../db/connect';
import { inTransaction, type Executor } from '../db/transaction';
import { badRequest, conflict, notFound, VALIDATION_MESSAGE } from '../http/errors';
import type { Repositories } from '../plugins/repositories';
import type { SavedEntry } from '../repositories/vendor-entries';
import type { VendorBasicValues } from '../repositories/vendors';
import { decideBankChange, pendingBankChange } from '../repositories/vendor-bank-changes';
import { historyOf, recordAudit, type Actor } from './audit';
import { refuseOwnApproval } from './segregation';
import {
  decidableBankChange,
  heldBankRemoval,
  heldBankSave,
  holdBankChange,
  toVendorBankChange,
} from './vendor-bank-changes';
import type { VendorValidation } from './vendor-validation';

export type VendorEntryInput = Record<string, unknown> & { id?: number; basic_id: number };
type Entry = VendorEntryInput;
const AUDIT = 'vendor';

/** The vendor rules: sections checked against the form metadata, links kept within one
 * vendor, every multi-row write in one transaction, and the approval flow
 * draft → submitted → approved | rejected, each step in the audit trail. */
export function createVendorService(db: Db, repos: Repositories, validation: VendorValidation) {
  const { vendors, vendorEntries, locations } = repos;

  async function existing(id: number) {
    const vendor = await vendors.find(id);
    if (!vendor) throw notFound('No such vendor');
    return vendor;
  }

  async function checkBasic(basic: VendorBasicValues, exceptId?: number) {
    const issues = await validation.check('basic', [basic], false);
    if (issues.length) throw badRequest(VALIDATION_MESSAGE, issues, 'validation_failed');
    if (await vendors.codeTaken(String(basic.code ?? '').trim(), exceptId))
      throw conflict('Another vendor already has this vendor code');
  }

  /** Site mappings may only point at this vendor's own address, representative and bank. */
  async function checkLinks(vendorId: number, entries: Entry[], indexed: boolean) {
    const issues: Issue[] = [];
    for (const [payload] of Object.entries(SITE_MAPPING_LINKS)) {
      const section = payload.replace(/_id$/, '') as VendorEntrySectionKey;
      const own = await vendorEntries.idsOf(db, vendorId, section);
      entries.forEach((entry, index) => {
        const value = entry[payload];
        if (value !== null && value !== undefined && !own.has(Number(value)))
          issues.push({
            path: `${indexed ? `${index}.` : ''}${payload}`,
            message: `Choose a ${section} saved for this vendor`,
          });
      });
    }
    if (issues.length) throw badRequest(VALIDATION_MESSAGE, issues, 'validation_failed');
  }

  async function refreshCity(trx: Parameters<typeof vendors.setCity>[0], vendorId: number) {
    const all = await vendorEntries.allOf(vendorId, trx);
    const addresses = all.address ?? [];
    const primary = addresses.find((a) => a.is_primary === true) ?? addresses[0];
    const city = primary?.city_id ? await locations.cityName(Number(primary.city_id), trx) : '';
    await vendors.setCity(trx, vendorId, city ?? '');
  }

  /** Saves entries (new without an id, changed with theirs): all or none. */
  async function writeEntries(
    trx: Executor,
    vendorId: number,
    section: VendorEntrySectionKey,
    entries: Entry[],
  ) {
    const saved: SavedEntry[] = [];
    for (const entry of entries) {
      const fields = stripIds(entry);
      if (entry.id === undefined) {
        saved.push(await vendorEntries.insert(trx, vendorId, section, fields));
        continue;
      }
      const updated = await vendorEntries.update(trx, vendorId, section, entry.id, fields);
      if (!updated) throw notFound(`No such ${section} entry for this vendor`);
      saved.push(updated);
    }
    if (section === 'address') await refreshCity(trx, vendorId);
    return saved;
  }

  /** Removes an entry that no site of the vendor uses; answers its vendor's id. */
  async function deleteEntry(trx: Executor, section: VendorEntrySectionKey, id: number) {
    const vendorId = await vendorEntries.remove(trx, section, id);
    if (vendorId === undefined) throw notFound(`No such ${section} entry`);
    const link = Object.keys(SITE_MAPPING_LINKS).find((k) => k === `${section}_id`);
    if (link) {
      const sites = (await vendorEntries.allOf(vendorId, trx)).site_mapping ?? [];
      if (sites.some((site) => Number(site[link]) === id))
        throw conflict(`A site of this vendor uses this ${section}; change the site first`);
    }
    if (section === 'address') await refreshCity(trx, vendorId);
    return vendorId;
  }

  return {
    async detail(id: number): Promise<VendorDetail> {
      const vendor = await existing(id);
      const entries = await vendorEntries.allOf(id);
      const section = (key: VendorEntrySectionKey) =>
        (entries[key] ?? []) as VendorDetail['address'] & VendorDetail['compliance'];
      return {
        id,
        status: vendor.status,
        basic: {
          ...(JSON.parse(vendor.basic) as VendorDetail['basic']),
          basic_id: id,
          id,
          status: vendor.status,
        },
        address: section('address'),
        bank: section('bank'),
        tax_code: section('tax_code'),
        representative: section('representative'),
        site_mapping: section('site_mapping'),
        compliance: section('compliance'),
        history: await historyOf(db, AUDIT, id),
        pending_bank_change: await pendingBankChange(db, id).then((change) =>
          change ? toVendorBankChange(change) : null,
        ),
      };
    },

    async createBasic(basic: VendorBasicValues, actor: Actor) {
      await checkBasic(basic);
      return inTransaction(db, async (trx) => {
        const id = await vendors.create(trx, stripIds(basic), actor.id);
        await recordAudit(trx, { entityType: AUDIT, entityId: id, action: 'created' }, actor);
        return id;
      });
    },

    async updateBasic(id: number, basic: VendorBasicValues, actor: Actor) {
      const vendor = await existing(id);
      if (vendor.status === VENDOR_STATUS.blocked)
        throw conflict('This vendor is blocked and cannot be changed');
      await checkBasic(basic, id);
      await inTransaction(db, (trx) => vendors.updateBasic(trx, id, stripIds(basic), actor.id));
    },

    /** Creates entries without an id and updates those with one, all or none. A change of an
     * approved vendor's bank details is kept for a second user's approval instead (`held`). */
    async saveEntries(section: VendorEntrySectionKey, body: Entry | Entry[], actor: Actor) {
      const indexed = Array.isArray(body);
      const entries = indexed ? body : [body];
      const vendorId = entries[0]!.basic_id;
      const others = entries.findIndex((e) => e.basic_id !== vendorId);
      if (others >= 0)
        throw badRequest(VALIDATION_MESSAGE, [
          { path: `${others}.basic_id`, message: 'All entries must belong to one vendor' },
        ]);
      const vendor = await existing(vendorId);
      if (vendor.status === VENDOR_STATUS.blocked)
        throw conflict('This vendor is blocked and cannot be changed');
      const issues = await validation.check(section, entries, indexed);
      if (issues.length) throw badRequest(VALIDATION_MESSAGE, issues, 'validation_failed');
      if (section === 'site_mapping') await checkLinks(vendorId, entries, indexed);
      return inTransaction(db, async (trx) => {
        const held =
          section === 'bank' &&
          (await heldBankSave(trx, vendorEntries, vendor, entries.map(keepId)));
        if (held) return { held: await holdBankChange(trx, vendorId, held, actor) };
        const saved = await writeEntries(trx, vendorId, section, entries);
        await vendors.markEdited(trx, vendorId, actor.id);
        return { saved };
      });
    },

    /** Removes an entry; an approved vendor's bank entry waits for approval (`held`). */
    async removeEntry(section: VendorEntrySectionKey, id: number, actor: Actor) {
      return inTransaction(db, async (trx) => {
        const owner = section === 'bank' ? await vendorEntries.ownerOf(trx, id) : undefined;
        const vendor = owner === undefined ? undefined : await vendors.find(owner, trx);
        const held = vendor && heldBankRemoval(vendor, id);
        if (held) return { held: await holdBankChange(trx, vendor.id, held, actor) };
        await vendors.markEdited(trx, await deleteEntry(trx, section, id), actor.id);
        return { held: null };
      });
    },

    /** A second user approves (it takes effect) or rejects a pending bank change. */
    async decideBankChange(
      vendorId: number,
      decision: 'approved' | 'rejected',
      actor: Actor,
      reason?: string,
    ) {
      await existing(vendorId);
      const change = await inTransaction(db, async (trx) => {
        const pending = await decidableBankChange(trx, vendorId, actor);
        const { operation } = pending;
        if (decision === 'approved' && operation.kind === 'save')
          await writeEntries(trx, vendorId, 'bank', operation.entries as Entry[]);
        if (decision === 'approved' && operation.kind === 'remove')
          await deleteEntry(trx, 'bank', operation.entryId);
        await decideBankChange(trx, pending.id, decision, actor, reason ?? null);
        await recordAudit(
          trx,
          {
            entityType: AUDIT,
            entityId: vendorId,
            action: `bank_change_${decision}`,
            reason: reason ?? null,
          },
          actor,
        );
        return pending.id;
      });
      return { id: change, vendor_id: vendorId };
    },

    /** Every visible section must be complete and valid against today's metadata. */
    async submit(id: number, actor: Actor) {
      const vendor = await existing(id);
      if (vendor.status === VENDOR_STATUS.submitted)
        throw conflict('This vendor is already submitted');
      if (vendor.status === VENDOR_STATUS.active || vendor.status === VENDOR_STATUS.blocked)
        throw conflict('This vendor is already approved');
      const entries = await vendorEntries.allOf(id);
      const issues: Issue[] = [];
      issues.push(
        ...(await validation.check(
          'basic',
          [JSON.parse(vendor.basic) as Record<string, unknown>],
          false,
        )),
      );
      for (const key of VendorEntrySectionKeySchema.options) {
        const section = await validation.sectionOf(key);
        if (!section?.visible) continue;
        const saved = entries[key] ?? [];
        if (!saved.length)
          issues.push({ path: key, message: `Complete the ${key.replace('_', ' ')} section` });
        const found = await validation.check(key, saved, true);
        issues.push(...found.map((i) => ({ ...i, path: `${key}.${i.path}` })));
      }
      if (issues.length)
        throw badRequest('Complete every section before submitting', issues, 'incomplete');
      await inTransaction(db, async (trx) => {
        await vendors.setStatus(trx, id, VENDOR_STATUS.submitted);
        await recordAudit(trx, { entityType: AUDIT, entityId: id, action: 'submitted' }, actor);
      });
      return VENDOR_STATUS.submitted;
    },

    /** Approve or reject a submitted vendor. */
    async decide(id: number, decision: 'approved' | 'rejected', actor: Actor, reason?: string) {
      const vendor = await existing(id);
      if (vendor.status !== VENDOR_STATUS.submitted)
        throw conflict('Only a submitted vendor can be approved or rejected');
      const status = decision === 'approved' ? VENDOR_STATUS.active : VENDOR_STATUS.reject;
      await inTransaction(db, async (trx) => {
        // Read again inside the transaction: an edit that lands first counts.
        const current = await vendors.find(id, trx);
        if (decision === 'approved') refuseOwnApproval(current!, actor, 'vendor registration');
        await vendors.setStatus(trx, id, status);
        await recordAudit(
          trx,
          { entityType: AUDIT, entityId: id, action: decision, reason: reason ?? null },
          actor,
        );
      });
      return status;
    },
  };
}
export type VendorService = ReturnType<typeof createVendorService>;

/** Ids travel in the payload but are stored as the row's own columns. */
function stripIds<T extends Record<string, unknown>>({ id: _, basic_id: __, ...rest }: T): T {
  return rest as T;
}

/** A held bank save keeps each entry's id (which entry it changes), not its vendor's. */
const keepId = (entry: Entry) =>
  entry.id === undefined ? stripIds(entry) : { ...stripIds(entry), id: entry.id };
