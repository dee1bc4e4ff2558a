import send from '@fastify/send';
import { contract, INVOICE_UPLOAD_FORM } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { forbidden, notFound } from '../http/errors';
import { toStoredDocument } from '../repositories/documents';
import { isValidSignature, signedContentPath } from '../services/signed-links';
import { actorOf } from '../services/audit';
import { createInvoiceService } from '../services/invoices';
import { storeUpload } from '../services/uploads';
import { inTransaction } from '../db/transaction';

// The id is not repeated: an answer never echoes the request.
const NO_DOCUMENT = 'No document with this id';
const missing = () => ({
  status: 404 as const,
  body: { message: NO_DOCUMENT, code: 'not_found' },
});

export function documentRoutes(app: FastifyInstance) {
  const { documents } = app.repos;
  const invoiceService = createInvoiceService(app.repos.invoices);
  const { config } = app;
  return [
    implement(contract.store.upload, async ({ request }) => {
      const userId = Number(request.user.sub);
      const doc = await storeUpload(
        request,
        documents,
        config.documentsDir,
        userId,
        config.uploadLimitBytes,
        async (row) => {
          if (row.form_name !== INVOICE_UPLOAD_FORM) return documents.create(row);
          // The invoice upload dialog's file: the document, its invoice and the extraction job
          // are written together.
          const saved = await inTransaction(app.db, async (trx) => {
            const stored = await documents.create(row, trx);
            const [invoiceId] = await invoiceService.create(trx, [stored], actorOf(request), null);
            return { ...stored, invoice_id: invoiceId };
          });
          app.jobs.wake();
          return saved;
        },
      );
      return {
        status: 201,
        body: { message: 'Uploaded successfully', data: toStoredDocument(doc) },
      };
    }),
    implement(contract.document.get, async ({ params }) => {
      const doc = await documents.findByDocId(params.id);
      return doc ? { status: 200, body: { data: toStoredDocument(doc) } } : missing();
    }),
    implement(contract.document.link, async ({ params }) => {
      if (!(await documents.findByDocId(params.docId))) return missing();
      return { status: 302, location: signedContentPath(config.jwtSecret, params.docId) };
    }),
    implement(
      contract.document.content,
      async ({ params, query, request }) => {
        // Either a signed address from /r/{docId} or a bearer token opens the file.
        if (!isValidSignature(config.jwtSecret, params.id, query.expires, query.signature)) {
          if (query.signature)
            throw forbidden('This document link has expired; open the document again');
          await app.authenticate(request);
        }
        const doc = await documents.findByDocId(params.id);
        if (!doc) throw notFound(NO_DOCUMENT);
        // Range requests (206) let pdf.js stream a large PDF page by page.
        const sent = await send(request.raw, doc.storage_path, {
          root: config.documentsDir,
          acceptRanges: true,
          cacheControl: false,
          contentType: false,
          etag: true,
          lastModified: true,
        });
        if (sent.type !== 'file' && sent.statusCode === 404) throw notFound(NO_DOCUMENT);
        if (sent.type === 'error' && sent.statusCode >= 500) throw sent.metadata.error;
        return {
          status: 200,
          sent,
          file: {
            contentType: doc.content_type,
            fileName: doc.file_name,
            inline: query.download !== '1',
          },
        };
      },
      { auth: 'none' },
    ),
  ];
}
