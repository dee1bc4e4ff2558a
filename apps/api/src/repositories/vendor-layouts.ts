import type { HeaderLayout } from '@procure/extraction';
import type { Executor } from '../db/transaction';

/** The vendor as the extraction matched it: its master entry, any of its tax id, IBAN and name,
 * and other names it was read under (a misread name a reviewer corrected). */
export interface VendorIdentity {
  vendorId?: number | null;
  taxId?: string | null;
  iban?: string | null;
  name?: string | null;
  aliases?: (string | null | undefined)[];
}

const compact = (v: string): string => v.toUpperCase().replace(/[^A-Z0-9]/g, '');
const foldName = (v: string): string =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();

/**
 * The keys a vendor's layout is kept under, surest first: its master entry, its tax id, its IBAN,
 * its name, the names it was read under. A layout is written under every key the vendor has, so
 * a next invoice that prints only some of them (a receipt with a name and no tax id) still finds
 * it; it is read under the surest key found.
 */
export function vendorLayoutKeys(vendor: VendorIdentity): string[] {
  const keys: string[] = [];
  if (vendor.vendorId) keys.push(`vendor:${vendor.vendorId}`);
  if (vendor.taxId && compact(vendor.taxId).length >= 5) keys.push(`tax:${compact(vendor.taxId)}`);
  if (vendor.iban && compact(vendor.iban).length >= 15) keys.push(`iban:${compact(vendor.iban)}`);
  for (const name of [vendor.name, ...(vendor.aliases ?? [])])
    if (name && foldName(name).length >= 2) keys.push(`name:${foldName(name)}`);
  return [...new Set(keys)];
}

/** The layout learned for the vendor under its surest key that has one, or null. */
export async function readVendorLayout(
  db: Executor,
  vendor: VendorIdentity,
): Promise<HeaderLayout | null> {
  const keys = vendorLayoutKeys(vendor);
  if (!keys.length) return null;
  const rows = await db
    .selectFrom('vendor_layouts')
    .select(['vendor_key', 'layout'])
    .where('vendor_key', 'in', keys)
    .execute();
  for (const key of keys) {
    const row = rows.find((r) => r.vendor_key === key);
    if (row) return JSON.parse(row.layout) as HeaderLayout;
  }
  return null;
}

/** Stores what was learned under every key of the vendor, replacing what was there (the layout
 * given is already merged with the earlier one by the extraction's learnHeaderLayout). */
export async function saveVendorLayout(
  trx: Executor,
  vendor: VendorIdentity,
  layout: HeaderLayout,
): Promise<void> {
  const keys = vendorLayoutKeys(vendor);
  if (!keys.length) return;
  const updated_at = new Date().toISOString();
  const json = JSON.stringify(layout);
  for (const vendor_key of keys)
    await trx
      .insertInto('vendor_layouts')
      .values({ vendor_key, layout: json, updated_at })
      .onConflict((oc) => oc.column('vendor_key').doUpdateSet({ layout: json, updated_at }))
      .execute();
}
