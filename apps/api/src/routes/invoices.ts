import { contract, exportFileName } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../db/transaction';
import { implement } from '../http/contract-routes';
import { conflict, notFound } from '../http/errors';
import type { Executor } from '../db/transaction';
import type { InvoiceRecord } from '../db/schema';
import { createInvoiceReviewRepository } from '../repositories/invoice-review';
import { createInvoiceWordsRepository } from '../repositories/invoice-words';
import { createPaymentRunsRepository } from '../repositories/payment-runs';
import { companyScopeOf } from '../security/company-scope';
import { actorOf, auditRowsOf } from '../services/audit';
import { chooseInvoiceCompany } from '../services/invoice-company';
import type { StoredFields } from '../services/invoice-extraction';
import { approvalIssues, approveInvoice, rejectInvoice } from '../services/invoice-approval';
import { exportInvoices } from '../services/invoice-export';
import { invoiceHistory } from '../services/invoice-history';
import { invoiceDetails } from '../services/invoice-details';
import { loadInvoiceMatch } from '../services/invoice-match';
import { patchInvoiceLines } from '../services/invoice-line-patch';
import { assertOpen, saveInvoiceReview } from '../services/invoice-review';
import { toInvoiceDetail, toInvoiceRow } from '../services/invoice-view';
import { createInvoiceService } from '../services/invoices';
import { waitingInvoiceList } from '../services/waiting-for-me';
import { invoiceCompanyFilters, scopedToCompanies } from './company-scoped-routes';
import { invoicePaymentRoutes } from './invoice-payment-routes';

const NO_INVOICE = 'No invoice with this id';
const NO_DOCUMENT = 'No document with this id';
/** The answer to a first approver's approval past problems: a second approver must agree. */
const OVERRIDE_ASKED =
  'Your reason is recorded: a second approver must approve this invoice past its problems';
/** The largest review save, whole (PUT) or by line (PATCH, which may carry every line too):
 * INVOICE_MAX_LINE_ITEMS lines at up to ~400 bytes each. 10,000 lines of a 56-character
 * description and four numbers are 1.4 MB, past the server's usual 1 MB. The web app sends a
 * one-line edit as a PATCH of ~150 bytes. */
const REVIEW_BODY_LIMIT = 4 * 1024 * 1024;
/** The most invoices one find call answers without an id list. */
const FIND_LIMIT = 100;

/** Invoices: list, detail by a list filter, export, upload (extraction runs as a job), review
 * edits, decisions, payment and re-extraction. */
export function invoiceRoutes(app: FastifyInstance) {
  const { invoices, documents, procurement } = app.repos;
  const service = createInvoiceService(invoices);
  const review = createInvoiceReviewRepository(app.db);
  const paymentRuns = createPaymentRunsRepository(app.db);
  const words = createInvoiceWordsRepository(app.db);
  const tolerance = app.config.invoiceMatch;

  async function found(id: number, executor: Executor = app.db) {
    const invoice = await invoices.find(id, executor);
    if (!invoice) throw notFound(NO_INVOICE);
    return invoice;
  }

  /** The three-way match and what keeps the invoice from approval. */
  async function reviewState(invoice: InvoiceRecord, executor: Executor = app.db) {
    const match = await loadInvoiceMatch(
      invoices,
      review,
      procurement,
      invoice,
      tolerance,
      executor,
    );
    const items = (await invoices.items([invoice.id], executor)).get(invoice.id) ?? [];
    const issues = approvalIssues(
      JSON.parse(invoice.fields) as StoredFields,
      items.map((item) => JSON.parse(item.body) as StoredFields),
      match.po ? match.lines : null,
    );
    return { match, issues };
  }

  /** Approve and reject decide an invoice whose extraction has ended and that is still open. */
  function assertDecidable(invoice: InvoiceRecord) {
    if (invoice.extraction_status === 'processing')
      throw conflict('This invoice is being extracted; decide when extraction has ended');
    if (invoice.extraction_status === 'failed')
      throw conflict('Extraction failed for this invoice: extract it again first');
    assertOpen(invoice);
  }

  const details = (ids: number[]) => invoiceDetails(app.db, { invoices, paymentRuns }, ids);

  async function rows(ids: number[]) {
    return (await invoices.details(ids)).map(toInvoiceRow);
  }

  const { companiesFor, visibleIds } = invoiceCompanyFilters(app);

  const routes = [
    implement(contract.invoice.list, async ({ query, request }) => {
      const companies = await companiesFor(request, query.company_id);
      // Ours: only what waits for the user's approval (approval limits, issue 22).
      const { rows: found, total } = query.waiting_for
        ? await waitingInvoiceList(app, request.principal!, query, companies)
        : await invoices.list(query, companies);
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

    implement(contract.invoice.find, async ({ body, request }) => {
      const ids = body.id
        ? await visibleIds(request, body.id)
        : (
            await invoices.list(
              { type: 'all', search: body.search, page: 1, page_size: FIND_LIMIT },
              await companiesFor(request),
            )
          ).rows.map((r) => r.id);
      return { status: 200, body: { data: await details(ids) } };
    }),

    implement(contract.invoice.export, async ({ query, body, request }) => {
      const found = await details(await visibleIds(request, body.id));
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
          actorOf(request),
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

    implement(
      contract.invoice.review,
      async ({ params, body, request }) => {
        const scope = await companyScopeOf(app.db, request);
        await inTransaction(app.db, async (trx) => {
          await saveInvoiceReview(trx, invoices, params.id, body, actorOf(request));
          if (body.company_id !== undefined)
            await chooseInvoiceCompany(
              trx,
              invoices,
              await found(params.id, trx),
              body.company_id,
              scope,
              actorOf(request),
            );
        });
        app.jobs.wake(); // the vendor's layout is learned from the save
        const [detail] = await details([params.id]);
        return { status: 200, body: { message: 'Invoice saved', data: detail! } };
      },
      { bodyLimit: REVIEW_BODY_LIMIT },
    ),

    implement(
      contract.invoice.saveLines,
      async ({ params, body, request }) => {
        const { written, removed } = await inTransaction(app.db, (trx) =>
          patchInvoiceLines(trx, invoices, params.id, body, actorOf(request)),
        );
        // The answer carries the lines written, not the whole invoice's: a one-line edit of a
        // long invoice stays a small answer.
        const [record] = await invoices.details([params.id]);
        const lines = await invoices.itemsAt(app.db, params.id, written);
        const { line_items, ...invoice } = toInvoiceDetail(record!, lines);
        return {
          status: 200,
          body: { message: 'Lines saved', data: { invoice, lines: line_items, removed } },
        };
      },
      { bodyLimit: REVIEW_BODY_LIMIT },
    ),

    implement(contract.invoice.approve, async ({ params, body, request }) => {
      const done = await inTransaction(app.db, async (trx) => {
        const invoice = await found(params.id, trx);
        assertDecidable(invoice);
        const { issues } = await reviewState(invoice, trx);
        const actor = actorOf(request);
        return approveInvoice(trx, invoices, invoice, issues, body, actor, app.config.baseCurrency);
      });
      const [detail] = await details([params.id]);
      if (done === 'requested')
        return { status: 202, body: { message: OVERRIDE_ASKED, data: detail!, next_id: null } };
      if (typeof done === 'object')
        return { status: 202, body: { message: done.first, data: detail!, next_id: null } };
      app.jobs.wake(); // the vendor's layout is learned from the approved values
      const next = await review.nextForReview(params.id);
      return {
        status: 200,
        body: { message: 'Invoice approved', data: detail!, next_id: next },
      };
    }),

    implement(contract.invoice.reject, async ({ params, body, request }) => {
      await inTransaction(app.db, async (trx) => {
        const invoice = await found(params.id, trx);
        if (invoice.extraction_status === 'processing')
          throw conflict('This invoice is being extracted; decide when extraction has ended');
        assertOpen(invoice);
        await rejectInvoice(trx, invoices, invoice, body.reason, actorOf(request));
      });
      const [detail] = await details([params.id]);
      const next = await review.nextForReview(params.id);
      return {
        status: 200,
        body: { message: 'Invoice rejected', data: detail!, next_id: next },
      };
    }),

    implement(contract.invoice.history, async ({ params }) => {
      const [invoice] = await invoices.details([params.id]);
      if (!invoice) throw notFound(NO_INVOICE);
      const { issues } = await reviewState(invoice);
      const rows = await auditRowsOf(app.db, 'invoice', invoice.id);
      return { status: 200, body: { data: invoiceHistory(invoice, rows, !issues.length) } };
    }),

    implement(contract.invoice.match, async ({ params }) => {
      const { match } = await reviewState(await found(params.id));
      return { status: 200, body: { data: match } };
    }),

    ...invoicePaymentRoutes(app, found, details),

    implement(contract.invoice.words, async ({ params, query }) => {
      const invoice = await found(params.id);
      return { status: 200, body: { data: await words.of(invoice.id, query.page) } };
    }),

    implement(contract.invoice.reextract, async ({ params, request }) => {
      await inTransaction(app.db, (trx) => service.reextract(trx, params.id, actorOf(request)));
      app.jobs.wake();
      const [row] = await rows([params.id]);
      return { status: 202, body: { message: 'Extraction started', data: row! } };
    }),
  ];
  return scopedToCompanies(app, routes, NO_INVOICE);
}
