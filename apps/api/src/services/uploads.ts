import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { E_INVOICE_UPLOAD_TYPE, INVOICE_UPLOAD_FORM, UploadFieldsSchema } from '@procure/contract';
import type { FastifyRequest } from 'fastify';
import type { DocumentRecord, DocumentsRepository, NewDocument } from '../repositories/documents';
import {
  badRequest,
  HttpError,
  payloadTooLarge,
  toIssues,
  unsupportedMediaType,
  VALIDATION_MESSAGE,
} from '../http/errors';
import { sniffFileType } from './file-type';

const ONE_FILE_ONLY = () =>
  badRequest('Send exactly one file, in the field named file', [
    { path: 'file', message: 'Only one file is accepted' },
  ]);

const INCOMPLETE_UPLOAD = () =>
  badRequest(
    'The upload ended before it was complete; send the file again',
    [],
    'incomplete_upload',
  );

/** The ways a multipart body can be broken by the client: it ends before its closing boundary
 * (busboy: 'Unexpected end of form', 'Part terminated early…'), is malformed, or the client
 * goes away mid-upload (the stream closes early, the socket resets). */
const brokenBody = /unexpected end|terminated early|malformed|aborted/i;
const clientGone = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'ECONNABORTED']);

/** Errors met while reading the parts, as the client should hear them: a broken body is the
 * client's doing (400, logged at info), and so are multipart's limits. A failure of our own
 * (the disk is full) stays a 500. */
export function asRequestError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { code = '', message = '' } = error as { code?: string; message?: string };
  if (code === 'FST_FILES_LIMIT') return ONE_FILE_ONLY();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION')
    return badRequest('The upload has unexpected fields', [], 'invalid_multipart');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return error;
  if (clientGone.has(code) || (!code && brokenBody.test(message))) return INCOMPLETE_UPLOAD();
  return error;
}

/** A stored document's row, and the invoice made of it when the upload made one. */
export type StoredRecord = DocumentRecord & { invoice_id?: number };

/** The first bytes kept to tell a file's type: enough for an XML e-invoice's prolog and root start
 * tag (its namespaces), which often end past the first kilobyte. */
const HEAD_BYTES = 64 * 1024;

export type Received = {
  tmpPath: string;
  size: number;
  sha256: string;
  head: Buffer;
  fileName: string;
};

/** Streams one multipart file to a temporary path while hashing it and keeping its first bytes. */
async function receive(part: MultipartFile, tmpDir: string): Promise<Received> {
  // When the whole body arrived before it is read and it ends early, multipart has already
  // destroyed the file's stream (without an error): piping it would wait for ever.
  if (part.file.destroyed) throw INCOMPLETE_UPLOAD();
  const tmpPath = path.join(tmpDir, `.upload-${randomBytes(8).toString('hex')}`);
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      if (size < HEAD_BYTES) chunks.push(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const out = createWriteStream(tmpPath);
  try {
    await pipeline(part.file, tap, out);
  } catch (error) {
    // The file may still be opening when the upload breaks off: remove it once it is closed
    // (whatever error the stream saw), or it would stay behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(tmpPath, { force: true });
    throw error;
  }
  const fileName = path.basename(part.filename || 'upload').slice(-200) || 'upload';
  return {
    tmpPath,
    size,
    sha256: hash.digest('hex'),
    head: Buffer.concat(chunks).subarray(0, HEAD_BYTES),
    fileName,
  };
}

/** A file already in memory (a mail attachment) received like an upload: written to a
 * temporary path in `tmpDir`, hashed, its first bytes kept. */
export async function receiveBytes(
  bytes: Buffer,
  fileName: string,
  tmpDir: string,
): Promise<Received> {
  const tmpPath = path.join(tmpDir, `.upload-${randomBytes(8).toString('hex')}`);
  await writeFile(tmpPath, bytes);
  return {
    tmpPath,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    head: bytes.subarray(0, HEAD_BYTES),
    fileName: path.basename(fileName || 'upload').slice(-200) || 'upload',
  };
}

/** The checks every stored file passes, however it arrived (upload dialog, e-mail): not empty,
 * within the limit, and of an accepted type read from its bytes. Answers the type or throws the
 * 400/413/415 the uploader hears (the mail intake records the message as the reason). */
export function checkReceived(received: Received, limitBytes: number) {
  if (received.size === 0)
    throw badRequest('The file is empty', [{ path: 'file', message: 'The file is empty' }]);
  if (received.size > limitBytes)
    throw payloadTooLarge(`The file is larger than ${Math.round(limitBytes / 1048576)} MB`);
  const kind = sniffFileType(received.head);
  if (!kind)
    throw unsupportedMediaType('Only PDF, PNG and JPEG files and XML e-invoices can be uploaded');
  return kind;
}

/** Moves a checked file to its place under the documents folder; the caller records it (and
 * removes the file if recording fails). */
export async function placeReceived(
  received: Received,
  kind: { ext: string },
  documentsDir: string,
) {
  const docId = randomBytes(9).toString('base64url');
  const relative = path.join(docId.slice(0, 2), `${docId}.${kind.ext}`);
  await mkdir(path.join(documentsDir, docId.slice(0, 2)), { recursive: true });
  await rename(received.tmpPath, path.join(documentsDir, relative));
  return { docId, relative };
}

/** Stores an uploaded file: size and type are checked (type from its bytes, not its name), the
 * file is moved into place and recorded in one step; on any failure nothing stays behind. */
export async function storeUpload(
  request: FastifyRequest,
  documents: DocumentsRepository,
  documentsDir: string,
  uploadedBy: number | null,
  limitBytes: number,
  /** Writes the row (by default the document alone; an invoice upload adds its invoice in the
   * same transaction). */
  save: (doc: NewDocument) => Promise<StoredRecord> = (doc) => documents.create(doc),
): Promise<StoredRecord> {
  const fields: Record<string, string> = {};
  let received: Received | null = null;
  try {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
        } else if (part.fieldname !== 'file' || received) {
          part.file.resume();
          throw ONE_FILE_ONLY();
        } else {
          received = await receive(part, documentsDir);
        }
      }
    } catch (error) {
      throw asRequestError(error);
    }
    const parsed = UploadFieldsSchema.safeParse(fields);
    const issues = parsed.success ? [] : toIssues(parsed.error);
    if (!received) issues.push({ path: 'file', message: 'Choose a file to upload' });
    if (!parsed.success || !received)
      throw badRequest(VALIDATION_MESSAGE, issues, 'validation_failed');
    const kind = checkReceived(received, limitBytes);
    // An XML e-invoice is an invoice: other forms (a signed PO) take documents to look at.
    if (kind.type === E_INVOICE_UPLOAD_TYPE && parsed.data.form_name !== INVOICE_UPLOAD_FORM)
      throw unsupportedMediaType('XML files are accepted as invoices only (Upload Invoice)');
    const { docId, relative } = await placeReceived(received, kind, documentsDir);
    try {
      return await save({
        doc_id: docId,
        file_name: received.fileName,
        content_type: kind.type,
        size: received.size,
        sha256: received.sha256,
        storage_path: relative,
        form_name: parsed.data.form_name,
        event_type: parsed.data.event_type,
        sub_event_type: parsed.data.sub_event_type ?? null,
        uploaded_by: uploadedBy,
      });
    } catch (error) {
      await rm(path.join(documentsDir, relative), { force: true });
      throw error;
    }
  } finally {
    const leftover = received as Received | null;
    if (leftover) await rm(leftover.tmpPath, { force: true });
  }
}
