import { contract, exportFileName } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../db/transaction';
import { implement } from '../http/contract-routes';
import { notFound } from '../http/errors';
import { exportInvoices } from '../services/invoice-export';
import { toInvoiceDetail, toInvoiceRow } from '../services/invoice-view';
import { createInvoiceService } from '../services/invoices';
import { saveInvoiceReview } from '../services/invoice-review';

const NO_INVOICE = 'No invoice with this id';
const NO_DOCUMENT = 'No document with this id';
/** The most invoices one find call answers without an id list. */
const FIND_LIMIT = 100;

/** Invoices: list, detail by a list filter, export, upload (extraction runs as a job), review
 * edits and re-extraction. */
export function invoiceRoutes(app: FastifyInstance) {
  const { invoices, documents } = app.repos;
  const service = createInvoiceService(invoices);

  async function details(ids: number[]) {
    const records = await invoices.details(ids);
    const items = await invoices.items(records.map((r) => r.id));
    return records.map((record) => toInvoiceDetail(record, items.get(record.id) ?? []));
  }

  async function rows(ids: number[]) {
    return (await invoices.details(ids)).map(toInvoiceRow);
  }

  return [
    implement(contract.invoice.list, async ({ query }) => {
      const { rows: found, total } = await invoices.list(query);
      return {
        status: 200,
        body: {
          data: found.map(toInvoiceRow),
          pagination: {
            total,
            pages: Math.ceil(total / query.page_size),
            page: query.page,
            page_size: query.page_size,
          },
        },
      };
    }),

    implement(contract.invoice.find, async ({ body }) => {
      const ids =
        body.id ??
        (
          await invoices.list({ type: 'all', search: body.search, page: 1, page_size: FIND_LIMIT })
        ).rows.map((r) => r.id);
      return { status: 200, body: { data: await details(ids) } };
    }),

    implement(contract.invoice.export, async ({ query, body }) => {
      const found = await details(body.id);
      if (!found.length) throw notFound(NO_INVOICE);
      const type = body.type ?? query.export_type;
      const file = exportInvoices(query.export_type, found);
      return {
        status: 200,
        file: {
          body: file.body,
          contentType: file.contentType,
          fileName: exportFileName.invoice(found.map((i) => i.id).join('-'), type, file.ext),
        },
      };
    }),

    implement(contract.invoice.upload, async ({ body, request }) => {
      const docIds = [...new Set(Array.isArray(body.doc_id) ? body.doc_id : [body.doc_id])];
      const docs = await Promise.all(docIds.map((id) => documents.findByDocId(id)));
      if (docs.some((d) => !d)) throw notFound(NO_DOCUMENT);
      const ids = await inTransaction(app.db, (trx) =>
        service.create(
          trx,
          docs.map((d) => d!),
          Number(request.user.sub),
          body.remarks || null,
        ),
      );
      app.jobs.wake();
      return {
        status: 201,
        body: {
          message: ids.length > 1 ? `${ids.length} invoices uploaded` : 'Invoice uploaded',
          data: await rows(ids),
        },
      };
    }),

    implement(contract.invoice.review, async ({ params, body }) => {
      if (
        !(await inTransaction(app.db, (trx) => saveInvoiceReview(trx, invoices, params.id, body)))
      )
        throw notFound(NO_INVOICE);
      const [detail] = await details([params.id]);
      return { status: 200, body: { message: 'Invoice saved', data: detail! } };
    }),

    implement(contract.invoice.reextract, async ({ params }) => {
      await inTransaction(app.db, (trx) => service.reextract(trx, params.id));
      app.jobs.wake();
      const [row] = await rows([params.id]);
      return { status: 202, body: { message: 'Extraction started', data: row! } };
    }),
  ];
}
