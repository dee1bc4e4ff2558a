import { SITE_MAPPING_LINKS, VENDOR_STATUS, type VendorEntrySectionKey } from '@procure/contract';
import type { DemoVendor } from '@procure/fixtures';
import type { Db } from '../db/connect';
import { inTransaction } from '../db/transaction';
import type { Repositories } from '../plugins/repositories';
import { recordAudit, type Actor } from '../services/audit';

const ORDER: VendorEntrySectionKey[] = [
  'address',
  'bank',
  'tax_code',
  'representative',
  'site_mapping',
  'compliance',
];

/** The demo vendors, each in one transaction: sections in form order, place names turned into
 * this database's place ids, site links turned into the new entry ids, and the approval trail
 * their status implies. Returns this database's vendor id for each dataset id. */
export async function seedVendors(
  db: Db,
  repos: Repositories,
  vendors: DemoVendor[],
  actor: Actor,
  /** Who approved or rejected the decided ones (someone else than their creator). */
  decider: Actor = actor,
): Promise<Map<number, number>> {
  const { vendors: vendorRepo, vendorEntries, locations } = repos;
  const vendorIds = new Map<number, number>();
  for (const demo of vendors) {
    const places = new Map<number, Record<string, number | null>>();
    for (const place of demo.places) places.set(place.address_id, await locations.idsOf(place));
    await inTransaction(db, async (trx) => {
      const { basic_id: _, ...basic } = demo.basic;
      const id = await vendorRepo.create(trx, basic, actor.id);
      vendorIds.set(demo.id, id);
      const newIds = new Map<number, number>();
      for (const section of ORDER) {
        for (const { id: oldId, basic_id: __, ...fields } of demo[section]) {
          const body: Record<string, unknown> = { ...fields, ...(places.get(oldId!) ?? {}) };
          if (section === 'site_mapping')
            for (const link of Object.keys(SITE_MAPPING_LINKS))
              body[link] = newIds.get(Number(body[link])) ?? null;
          newIds.set(oldId!, (await vendorEntries.insert(trx, id, section, body)).id);
        }
      }
      const address = demo.places[0];
      if (address) await vendorRepo.setCity(trx, id, address.city_name);
      await vendorRepo.setStatus(trx, id, demo.status);
      for (const action of trail(demo.status))
        await recordAudit(
          trx,
          { entityType: 'vendor', entityId: id, ...action },
          DECISIONS.has(action.action) ? decider : actor,
        );
    });
  }
  return vendorIds;
}

const DECISIONS = new Set(['approved', 'rejected']);

function trail(status: number): Array<{ action: string; reason?: string }> {
  if (status === VENDOR_STATUS.draft) return [{ action: 'created' }];
  const submitted = [{ action: 'created' }, { action: 'submitted' }];
  if (status === VENDOR_STATUS.submitted) return submitted;
  if (status === VENDOR_STATUS.reject)
    return [...submitted, { action: 'rejected', reason: 'Bank details could not be verified' }];
  return [...submitted, { action: 'approved' }];
}
