import { E_INVOICE_UPLOAD_TYPE } from '@procure/contract';
import { sql } from 'kysely';
import { engineOf, jsonIntegerAt } from '../db/dialect';
import type { Executor } from '../db/transaction';
import { EXTRACT_INVOICE_JOB } from '../services/invoices';

/** How many pages a document has that words can be picked on: a number, or null where the
 * server never read the document (a demo invoice seeded with its values). */
export type DocumentPages = number | null;

/**
 * The pages of an invoice's document, or undefined for an unknown invoice. An image is one
 * page and a bare e-invoice none (its values are stated, not printed); a PDF has the pages its
 * last finished reading counted (the extraction job's answer keeps them as `result.pages`).
 * Read from the stored answer, not the file: a PDF is only ever opened in the extraction
 * runner's reader process, never in the server's.
 */
export async function invoiceDocumentPages(
  db: Executor,
  invoiceId: number,
): Promise<DocumentPages | undefined> {
  const doc = await db
    .selectFrom('invoices as i')
    .leftJoin('documents as d', 'd.doc_id', 'i.doc_id')
    .select('d.content_type')
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  if (!doc) return undefined;
  if (doc.content_type === E_INVOICE_UPLOAD_TYPE) return 0;
  if (doc.content_type?.startsWith('image/')) return 1;
  const pages = jsonIntegerAt(engineOf(db), sql.ref('result'), ['result', 'pages']);
  const read = await db
    .selectFrom('jobs')
    .select(pages.as('pages'))
    .where('owner_type', '=', 'invoice')
    .where('owner_id', '=', invoiceId)
    .where('kind', '=', EXTRACT_INVOICE_JOB)
    .where('status', '=', 'succeeded')
    .where(pages, 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return read?.pages ?? null;
}
