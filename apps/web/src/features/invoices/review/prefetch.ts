import type { AppDispatch } from '../../../app/store';
import { metadataFormApi } from '../../../components/metadata-form/form-api';
import { invoiceApi } from '../api/invoice-api';
import { startEarlyDocument } from '../viewer/early-document';
import { preloadDocumentViewer } from '../viewer/preload';
import { DEMO_ZOOM, DETAIL_ZOOM } from '../viewer/viewer-rules';

/** The form metadata that names the review's fields (invoice_fm_header, invoice_fm_items). */
export const REVIEW_FORM = 'invoice_registration';

/**
 * What a review page (/invoices/detail/{id}, /invoices/ref/detail/{id}) reads, asked for as soon
 * as the page is entered, beside the page's own code rather than after it: the invoice
 * (POST /invoice) and its field metadata; once the invoice is there, its stored file's type and
 * address and, for a PDF, the PDF with its first page (early-document.ts), while the panel is
 * still being drawn, with page 1 drawn at the page's starting zoom. Beside those requests, the
 * viewer's chunk, pdf.js and its worker thread start loading, so they are not asked for only
 * once the page's chunk has run. The page's queries find these answers in the cache (same
 * arguments) and its viewer takes the document (and the drawn page) over.
 */
export function prefetchInvoiceReview(
  id: number,
  dispatch: AppDispatch,
  page: 'detail' | 'reference',
): void {
  if (!Number.isInteger(id) || id <= 0) return;
  performance.mark('review:prefetch');
  const found = dispatch(
    invoiceApi.endpoints.findInvoices.initiate({ body: { id: [id] } }, { subscribe: false }),
  );
  dispatch(
    metadataFormApi.endpoints.formMetadata.initiate(
      { query: { form_name: REVIEW_FORM } },
      { subscribe: false },
    ),
  );
  preloadDocumentViewer();
  void found.then(({ data }) => {
    const docId = data?.data[0]?.doc_id;
    if (!docId) return;
    const info = dispatch(
      invoiceApi.endpoints.invoiceDocumentInfo.initiate(
        { params: { id: docId } },
        { subscribe: false },
      ),
    );
    startEarlyDocument(
      docId,
      info.then(({ data: stored }) => stored?.data.content_type),
      (page === 'detail' ? DETAIL_ZOOM : DEMO_ZOOM).initial,
    );
  });
}
