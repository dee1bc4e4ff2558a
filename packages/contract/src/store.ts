import { z } from 'zod';
import { c, commonErrors, envelope, fileResponse, notFound, uploadErrors } from './common';
import { ours } from './documented';

/** A stored document's public description. `doc_id` is the short code used in links. */
export const StoredDocumentSchema = z.object({
  id: z.number().int(),
  doc_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  form_name: z.string(),
  event_type: z.string(),
  sub_event_type: z.string().nullable(),
  created_at: z.string(),
  /** Set when the upload made an invoice (form invoice_upload_modal). */
  invoice_id: z.number().int().optional(),
});
export type StoredDocument = z.infer<typeof StoredDocumentSchema>;
/** An upload's answer as documented (spec part 1 §7): data.doc_id; our description of the file
 * is optional. */
export const UploadedDocumentSchema = StoredDocumentSchema.partial().extend({ doc_id: z.string() });
export type UploadedDocument = z.infer<typeof UploadedDocumentSchema>;
/** Our answer to an upload: the stored file's full description. */
export const StoredUploadSchema = envelope(StoredDocumentSchema);

export const UploadFieldsSchema = z.object({
  form_name: z.string().trim().min(1).max(100),
  event_type: z.string().trim().min(1).max(100),
  sub_event_type: z.string().trim().max(100).optional(),
});

export const storeContract = c.router({
  upload: {
    method: 'POST',
    path: '/api/v1/store/upload',
    contentType: 'multipart/form-data',
    body: c.type<{ file: Blob; form_name: string; event_type: string; sub_event_type?: string }>(),
    responses: {
      200: envelope(UploadedDocumentSchema),
      201: envelope(UploadedDocumentSchema),
      ...commonErrors,
      ...uploadErrors,
    },
    metadata: ours({ 201: StoredUploadSchema }),
    summary:
      'Store one file (PDF, PNG or JPEG; for an invoice also a UBL or CII XML e-invoice); answers data.doc_id',
  },
});

export const documentContract = c.router({
  get: {
    method: 'GET',
    path: '/api/v1/document/:id',
    pathParams: z.object({ id: z.string().min(1).max(64) }),
    // The documents show no answer: whatever of our description a backend sends is read (the
    // file's name for its link, its type for the viewer).
    responses: { 200: envelope(StoredDocumentSchema.partial()), ...commonErrors, ...notFound },
    metadata: ours({ 200: envelope(StoredDocumentSchema) }),
    summary: 'Metadata of a stored document, by doc_id',
  },
  link: {
    method: 'GET',
    path: '/api/v1/r/:docId',
    pathParams: z.object({ docId: z.string().min(1).max(64) }),
    responses: {
      /** Location holds a signed address of the file content, valid for a few minutes. */
      302: c.noBody(),
      ...commonErrors,
      ...notFound,
    },
    summary: 'Redirect to the file address of a stored document',
  },
  content: {
    method: 'GET',
    path: '/api/v1/document/:id/content',
    pathParams: z.object({ id: z.string().min(1).max(64) }),
    query: z.object({
      expires: z.coerce.number().int().optional(),
      signature: z.string().max(128).optional(),
      download: z.enum(['0', '1']).optional(),
    }),
    responses: { 200: fileResponse, ...commonErrors, ...notFound },
    summary: 'The file itself: bearer token, or a signed address from /r/{docId}',
  },
});
