import { createReadStream } from 'node:fs';
import path from 'node:path';
import { contract } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../http/contract-routes';
import { forbidden, notFound } from '../http/errors';
import { toStoredDocument } from '../repositories/documents';
import { isValidSignature, signedContentPath } from '../services/signed-links';
import { storeUpload } from '../services/uploads';

// The id is not repeated: an answer never echoes the request.
const NO_DOCUMENT = 'No document with this id';
const missing = () => ({
  status: 404 as const,
  body: { message: NO_DOCUMENT, code: 'not_found' },
});

export function documentRoutes(app: FastifyInstance) {
  const { documents } = app.repos;
  const { config } = app;
  return [
    implement(contract.store.upload, async ({ request }) => {
      const doc = await storeUpload(
        request,
        documents,
        config.documentsDir,
        Number(request.user.sub),
        config.uploadLimitBytes,
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
        return {
          status: 200,
          file: {
            body: createReadStream(path.join(config.documentsDir, doc.storage_path)),
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
