import type { Activity } from '@procure/contract';
import type { Db } from '../db/connect';
import { withinCompanies, type CompanyScope } from '../security/company-scope';

/** How many steps the dashboard's feed shows. */
const FEED = 8;
/** A limited user's feed reads more audit rows: another company's steps are dropped (their
 * documents are not found by name), and eight of them would leave the feed empty. Vendor
 * steps stay: vendors are shared by every company. */
const LIMITED_READ = 64;

/** The dashboard's recent activity: the documents' audited steps and the newest uploads, of
 * the user's companies only when they are limited to some. */
export async function recentActivity(db: Db, scope: CompanyScope): Promise<Activity[]> {
  const [events, uploads] = await Promise.all([
    db
      .selectFrom('audit_events')
      .select(['id', 'entity_type', 'entity_id', 'action', 'user_name', 'at'])
      .where((eb) =>
        eb.not(eb.and([eb('entity_type', '=', 'invoice'), eb('action', '=', 'uploaded')])),
      )
      // The documents' steps only: user administration's rows are for auditors, not the feed.
      .where('entity_type', 'in', ['vendor', 'purchase_order', 'mrn', 'invoice'])
      .orderBy('id', 'desc')
      .limit(scope === null ? FEED : LIMITED_READ)
      .execute(),
    withinCompanies(db.selectFrom('invoices as i'), 'i.company_id', scope)
      .leftJoin('users as u', 'u.id', 'i.created_by')
      .leftJoin('documents as f', 'f.doc_id', 'i.doc_id')
      .select(['i.id', 'i.invoice_number', 'i.doc_id', 'i.created_at', 'u.user_name'])
      .select('f.file_name')
      .orderBy('i.id', 'desc')
      .limit(FEED)
      .execute(),
  ]);
  const ids = (type: string) =>
    events.filter((e) => e.entity_type === type).map((e) => e.entity_id);
  const [vendors, documents, invoices] = await Promise.all([
    ids('vendor').length
      ? db.selectFrom('vendors').select(['id', 'name']).where('id', 'in', ids('vendor')).execute()
      : [],
    ids('purchase_order').length + ids('mrn').length
      ? withinCompanies(db.selectFrom('procurement_documents'), 'company_id', scope)
          .select(['id', 'number'])
          .where('id', 'in', [...ids('purchase_order'), ...ids('mrn')])
          .execute()
      : [],
    ids('invoice').length
      ? withinCompanies(db.selectFrom('invoices'), 'company_id', scope)
          .select(['id', 'invoice_number', 'doc_id'])
          .where('id', 'in', ids('invoice'))
          .execute()
      : [],
  ]);
  const names = new Map<string, string>([
    ...vendors.map((v) => [`vendor:${v.id}`, v.name] as const),
    ...documents.flatMap((d) => [
      [`purchase_order:${d.id}`, d.number] as const,
      [`mrn:${d.id}`, d.number] as const,
    ]),
    ...invoices.map((i) => [`invoice:${i.id}`, i.invoice_number ?? i.doc_id] as const),
  ]);
  const kindOf = { vendor: 'vendor', purchase_order: 'po', mrn: 'mrn', invoice: 'invoice' };
  const audited: Activity[] = events.flatMap((e) => {
    const kind = kindOf[e.entity_type as keyof typeof kindOf] as Activity['kind'] | undefined;
    const title = names.get(`${e.entity_type}:${e.entity_id}`);
    return kind && title
      ? [{ id: `a${e.id}`, kind, action: e.action, title, by: e.user_name, at: e.at }]
      : [];
  });
  const uploaded: Activity[] = uploads.map((i) => ({
    id: `i${i.id}`,
    kind: 'invoice',
    action: 'uploaded',
    // Until its number is read, an invoice is known by its file's name.
    title: i.invoice_number ?? i.file_name ?? i.doc_id,
    by: i.user_name ?? null,
    at: i.created_at,
  }));
  return [...audited, ...uploaded].sort((a, b) => b.at.localeCompare(a.at)).slice(0, FEED);
}
