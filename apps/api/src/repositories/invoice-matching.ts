import type { VendorMatchBy } from '@procure/contract';
import { sql } from 'kysely';
import { engineOf, escapeLike, likeInsensitive } from '../db/dialect';
import type { Executor } from '../db/transaction';
import { bestNameMatch, nameWords } from '@procure/extraction/match';
import { checkIban } from '@procure/payments/bank-details';
import { vendorCandidates } from './vendor-candidates';

/** The words that name a company (duplicate keys, line matching use them too): the name
 * scoring lives in one module, shared with the extraction bench that measures it. */
export { nameWords };

export type VendorMatch = { id: number; name: string; score: number; by: VendorMatchBy };

const compactId = (text: string) => text.replace(/[\s.\-/]/g, '').toUpperCase();

/** The one master vendor with this tax id, or null. */
async function byTaxId(executor: Executor, taxId: string): Promise<VendorMatch | null> {
  const wanted = compactId(taxId);
  if (wanted.length < 5) return null;
  // Only entries that mention the id's last digits are parsed (a range of the table, not all
  // of it): the tax number is a key of the saved JSON.
  const rows = await executor
    .selectFrom('vendor_entries as e')
    .innerJoin('vendors as v', 'v.id', 'e.vendor_id')
    .select(['v.id', 'v.name', 'e.body'])
    .where('e.section', '=', 'tax_code')
    .where(
      likeInsensitive(engineOf(executor), sql.ref('e.body'), `%${escapeLike(wanted.slice(-4))}%`),
    )
    .limit(50)
    .execute();
  for (const row of rows) {
    const body = JSON.parse(row.body) as { tax_number?: unknown };
    if (typeof body.tax_number === 'string' && compactId(body.tax_number) === wanted)
      return { id: row.id, name: row.name, score: 1, by: 'tax_id' };
  }
  return null;
}

/** The master vendor whose bank details hold this IBAN, when exactly one does (an account
 * shared by two vendors, a factoring company's, says nothing about which); null for a read that
 * fails the IBAN check (a misread digit must not link another vendor's account). */
async function byIban(executor: Executor, iban: string): Promise<VendorMatch | null> {
  const checked = checkIban(iban);
  if (!checked.ok) return null;
  const wanted = checked.value;
  // Entries are parsed only where the IBAN's first two groups of four appear (how it is
  // written with or without its spaces), as the tax id's digits above.
  const engine = engineOf(executor);
  const rows = await executor
    .selectFrom('vendor_entries as e')
    .innerJoin('vendors as v', 'v.id', 'e.vendor_id')
    .select(['v.id', 'v.name', 'e.body'])
    .where('e.section', '=', 'bank')
    .where(likeInsensitive(engine, sql.ref('e.body'), `%${escapeLike(wanted.slice(0, 4))}%`))
    .where(likeInsensitive(engine, sql.ref('e.body'), `%${escapeLike(wanted.slice(4, 8))}%`))
    .limit(50)
    .execute();
  const owners = new Map<number, string>();
  for (const row of rows) {
    const body = JSON.parse(row.body) as { iban?: unknown };
    if (typeof body.iban === 'string' && compactId(body.iban) === wanted)
      owners.set(row.id, row.name);
  }
  const [owner, ...others] = [...owners];
  return owner && !others.length ? { id: owner[0], name: owner[1], score: 1, by: 'iban' } : null;
}

/** The vendor master entry an invoice's vendor is: by tax id when one was read and a vendor
 * has it, else by IBAN when one was read and exactly one vendor has it (score 1), else by name:
 * the best at or above the threshold, OCR confusions forgiven, none when two are as good. */
export async function matchVendor(
  executor: Executor,
  read: { name: string | null; taxId: string | null; iban?: string | null },
): Promise<VendorMatch | null> {
  const sure =
    (read.taxId ? await byTaxId(executor, read.taxId) : null) ??
    (read.iban ? await byIban(executor, read.iban) : null);
  if (sure) return sure;
  if (!read.name) return null;
  const best = bestNameMatch(read.name, await vendorCandidates(executor, read.name));
  return (
    best && { id: best.candidate.id, name: best.candidate.name, score: best.score, by: 'name' }
  );
}

/** The purchase order with this number (compared without regard to case); of this company
 * only when one is given: an invoice for one of our companies is matched to its own PO, so a
 * reviewer limited to that company cannot link (and then read) another company's. */
export async function matchPurchaseOrder(
  executor: Executor,
  poNumber: string | null,
  companyId: number | null = null,
): Promise<number | null> {
  const number = poNumber?.trim();
  if (!number) return null;
  const row = await executor
    .selectFrom('procurement_documents')
    .select('id')
    .where('kind', '=', 'po')
    .$if(companyId !== null, (q) => q.where('company_id', '=', companyId))
    .where(likeInsensitive(engineOf(executor), sql.ref('number'), escapeLike(number)))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
