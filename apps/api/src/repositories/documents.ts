import type { StoredDocument } from '@procure/contract';
import type { Db } from '../db/connect';
import { nowIso } from '../db/dialect';
import type { DocumentRow } from '../db/schema';
import type { Executor } from '../db/transaction';

export type DocumentRecord = Omit<DocumentRow, 'uploaded_by'>;

export type NewDocument = Omit<DocumentRow, 'id' | 'created_at'>;

const columns = [
  'id',
  'doc_id',
  'file_name',
  'content_type',
  'size',
  'sha256',
  'storage_path',
  'form_name',
  'event_type',
  'sub_event_type',
  'created_at',
] as const;

export function createDocumentsRepository(db: Db) {
  return {
    findByDocId: (docId: string): Promise<DocumentRecord | undefined> =>
      db.selectFrom('documents').select(columns).where('doc_id', '=', docId).executeTakeFirst(),
    /** Which of these storage paths have a row (the sweep deletes files that have none). */
    async storedPaths(paths: string[]): Promise<Set<string>> {
      if (paths.length === 0) return new Set();
      const rows = await db
        .selectFrom('documents')
        .select('storage_path')
        .where('storage_path', 'in', paths)
        .execute();
      return new Set(rows.map((r) => r.storage_path));
    },
    create: (doc: NewDocument, executor: Executor = db): Promise<DocumentRecord> =>
      executor
        .insertInto('documents')
        .values({ ...doc, created_at: nowIso() })
        .returning(columns)
        .executeTakeFirstOrThrow(),
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

/** The public description of a stored document (never its path on disk). */
export function toStoredDocument({
  storage_path: _,
  ...doc
}: DocumentRecord & { invoice_id?: number }): StoredDocument {
  return doc;
}
