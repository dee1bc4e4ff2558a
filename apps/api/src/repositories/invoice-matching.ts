import { sql } from 'kysely';
import { engineOf, escapeLike, likeInsensitive } from '../db/dialect';
import type { Executor } from '../db/transaction';
import { prefixEnd, termsOf } from './search-terms';

/** Legal forms and filler words that say nothing about which company it is. */
const NOISE = new Set([
  'ag',
  'bv',
  'co',
  'company',
  'corp',
  'corporation',
  'gmbh',
  'inc',
  'kg',
  'limited',
  'llc',
  'llp',
  'ltd',
  'nv',
  'plc',
  'private',
  'pvt',
  'sa',
  'sarl',
  'sas',
  'srl',
  'the',
  'und',
  'and',
]);

/** The words that name the company. */
export const nameWords = (name: string) => termsOf(name).filter((w) => !NOISE.has(w));

/** How alike two names are: Dice's coefficient on their naming words (0..1). */
export function nameScore(a: string, b: string): number {
  const x = new Set(nameWords(a));
  const y = new Set(nameWords(b));
  if (!x.size || !y.size) return 0;
  let both = 0;
  for (const w of x) if (y.has(w)) both += 1;
  return (2 * both) / (x.size + y.size);
}

/** Names closer than this are the same vendor. */
export const VENDOR_MATCH_THRESHOLD = 0.6;

export type VendorMatch = { id: number; name: string; score: number; by: 'tax_id' | 'name' };

const compactId = (text: string) => text.replace(/[\s.\-/]/g, '').toUpperCase();

/** The vendor master entry an invoice's vendor is: by tax id when one was read and a vendor
 * has it (score 1), else by name (the best above the threshold). */
export async function matchVendor(
  executor: Executor,
  read: { name: string | null; taxId: string | null },
): Promise<VendorMatch | null> {
  const engine = engineOf(executor);
  if (read.taxId && compactId(read.taxId).length >= 5) {
    const wanted = compactId(read.taxId);
    // Only entries that mention the id's last digits are parsed (a range of the table, not all
    // of it): the tax number is a key of the saved JSON.
    const rows = await executor
      .selectFrom('vendor_entries as e')
      .innerJoin('vendors as v', 'v.id', 'e.vendor_id')
      .select(['v.id', 'v.name', 'e.body'])
      .where('e.section', '=', 'tax_code')
      .where(likeInsensitive(engine, sql.ref('e.body'), `%${escapeLike(wanted.slice(-4))}%`))
      .limit(50)
      .execute();
    for (const row of rows) {
      const body = JSON.parse(row.body) as { tax_number?: unknown };
      if (typeof body.tax_number === 'string' && compactId(body.tax_number) === wanted)
        return { id: row.id, name: row.name, score: 1, by: 'tax_id' };
    }
  }
  const words = read.name ? nameWords(read.name) : [];
  if (!words.length) return null;
  // Candidates share at least one naming word (the longest words first: they are rarer).
  const probe = [...words].sort((a, b) => b.length - a.length).slice(0, 3);
  const candidates = await executor
    .selectFrom('vendors')
    .select(['id', 'name'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('vendor_search_terms')
        .select('vendor_id')
        .where('field', '=', 'name')
        .where((w) =>
          w.or(
            probe.map((word) => w.and([w('term', '>=', word), w('term', '<', prefixEnd(word))])),
          ),
        ),
    )
    .limit(200)
    .execute();
  let best: VendorMatch | null = null;
  for (const candidate of candidates) {
    const score = Math.round(nameScore(read.name!, candidate.name) * 100) / 100;
    if (score >= VENDOR_MATCH_THRESHOLD && (!best || score > best.score))
      best = { id: candidate.id, name: candidate.name, score, by: 'name' };
  }
  return best;
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
