import type { StoredDocument } from '@procure/contract';
import type { Db } from '../db/database';

export type DocumentRecord = StoredDocument & { storage_path: string };

export type NewDocument = Omit<DocumentRecord, 'id' | 'created_at'> & {
  uploaded_by: number | null;
};

const columns = `id, doc_id, file_name, content_type, size, sha256, storage_path, form_name,
  event_type, sub_event_type, created_at`;

export function createDocumentsRepository(db: Db) {
  const byDocId = db.prepare<[string], DocumentRecord>(
    `SELECT ${columns} FROM documents WHERE doc_id = ?`,
  );
  const insert = db.prepare(
    `INSERT INTO documents (doc_id, file_name, content_type, size, sha256, storage_path, form_name,
       event_type, sub_event_type, uploaded_by)
     VALUES (@doc_id, @file_name, @content_type, @size, @sha256, @storage_path, @form_name,
       @event_type, @sub_event_type, @uploaded_by)`,
  );
  return {
    findByDocId: (docId: string) => byDocId.get(docId),
    create(doc: NewDocument): DocumentRecord {
      insert.run(doc);
      return byDocId.get(doc.doc_id)!;
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

/** The public description of a stored document (never its path on disk). */
export function toStoredDocument({ storage_path: _, ...doc }: DocumentRecord): StoredDocument {
  return doc;
}
