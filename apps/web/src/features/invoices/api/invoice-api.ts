import {
  accountingContract,
  documentContract,
  exportFileName,
  extensionForContentType,
  invoiceContract,
  type InvoiceLineItem,
} from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { api } from '../../../lib/api';
import { contractMutation, contractQuery } from '../../../lib/contract-endpoints';
import type { ContractArgs, ContractError } from '../../../lib/contract-query';
import { saveBlob } from '../../../lib/save-blob';

/** Default texts of failed invoice calls (spec part 2 §8), used when the server gives none. */
export const INVOICE_ERRORS = {
  api: 'Invoice API error',
  upload: 'Failed to upload invoice',
  download: 'Failed to downloading invoice',
} as const;

const withDefault =
  (fallback: string) =>
  (error: ContractError): ContractError =>
    error.serverMessage ? error : { ...error, message: fallback };

const invoiceTag = (id: number) => ({ type: 'Invoice' as const, id });
const LIST = { type: 'Invoice' as const, id: 'LIST' };
/** The history and the match of one invoice change with every review step. */
const historyTag = (id: number) => ({ type: 'Invoice' as const, id: `review-${id}` });
/** The words OCR read on an invoice's pages: replaced when an extraction ends. */
const wordsTag = (id: number) => ({ type: 'Invoice' as const, id: `words-${id}` });
/** An approval, rejection or payment changes the invoice, its history and the lists. */
const decision = {
  invalidatesTags: (
    _result: unknown,
    _error: unknown,
    args: { params: { id: string | number } },
  ) => [invoiceTag(Number(args.params.id)), historyTag(Number(args.params.id)), LIST],
  transformErrorResponse: withDefault(INVOICE_ERRORS.api),
};

/** The lines after a line-level save: removed ones dropped, written ones replaced or added,
 * in id order (the server's order; added lines get ids after the highest). */
function mergeLines(lines: InvoiceLineItem[], written: InvoiceLineItem[], removed: number[]) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const id of removed) byId.delete(id);
  for (const line of written) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Every invoice call the list and the detail page make. */
export const invoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInvoices: contractQuery(build, invoiceContract.list, 'invoice', {
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((row) => invoiceTag(row.id))],
      transformErrorResponse: withDefault(INVOICE_ERRORS.api),
    }),
    /** POST /invoice { id: [n] }: the invoice in full (the answer's first element). */
    findInvoices: contractQuery(build, invoiceContract.find, 'invoice', {
      providesTags: (_result, _error, args) => (args.body.id ?? []).map(invoiceTag),
      transformErrorResponse: withDefault(INVOICE_ERRORS.api),
      // An invoice seen processing and now done has new words: they are asked for again.
      onQueryStarted: async (_args, { dispatch, queryFulfilled, getCacheEntry }) => {
        const before = getCacheEntry().data?.data ?? [];
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        const ended = (data?.data ?? []).filter(
          (invoice) =>
            !isProcessing(invoice) &&
            before.some((old) => old.id === invoice.id && isProcessing(old)),
        );
        if (ended.length)
          dispatch(invoiceApi.util.invalidateTags(ended.map((invoice) => wordsTag(invoice.id))));
      },
    }),
    uploadInvoices: contractMutation(build, invoiceContract.upload, 'invoice', {
      invalidatesTags: [LIST],
      transformErrorResponse: withDefault(INVOICE_ERRORS.upload),
    }),
    reextractInvoice: contractMutation(build, invoiceContract.reextract, 'invoice', {
      invalidatesTags: (_result, _error, args) => [
        invoiceTag(Number(args.params.id)),
        wordsTag(Number(args.params.id)),
        LIST,
      ],
      transformErrorResponse: withDefault(INVOICE_ERRORS.api),
    }),
    /** PUT /invoice/{id}: review edits of header fields and lines; changed ones become
     * corrected. The answer is the invoice in full, written straight into its cache entry. */
    reviewInvoice: contractMutation(build, invoiceContract.review, 'invoice', {
      invalidatesTags: (_result, _error, args) => [historyTag(Number(args.params.id)), LIST],
      transformErrorResponse: withDefault(INVOICE_ERRORS.api),
      onQueryStarted: async (args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          invoiceApi.util.updateQueryData(
            'findInvoices',
            { body: { id: [Number(args.params.id)] } },
            (draft) => {
              draft.data = [data.data];
            },
          ),
        );
      },
    }),
    /** PUT /invoice/{id}/payment-terms (our server): the terms in words; the answer is the
     * invoice in full (its due date may follow the terms), written into its cache entry. */
    saveInvoiceTerms: contractMutation(build, accountingContract.saveTerms, 'invoice', {
      invalidatesTags: (_result, _error, args) => [historyTag(Number(args.params.id)), LIST],
      transformErrorResponse: withDefault(INVOICE_ERRORS.api),
      onQueryStarted: async (args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        const id = Number(args.params.id);
        dispatch(
          invoiceApi.util.updateQueryData('findInvoices', { body: { id: [id] } }, (draft) => {
            draft.data = [data.data];
          }),
        );
      },
    }),
    /** PATCH /invoice/{id}/lines: only the lines a review changed (backends that announce
     * CAPABILITIES.reviewLines). The answer holds the invoice without its lines and the lines
     * written; they are merged into the invoice's cache entry. */
    saveInvoiceLines: contractMutation(build, invoiceContract.saveLines, 'invoice', {
      invalidatesTags: (_result, _error, args) => [historyTag(Number(args.params.id)), LIST],
      transformErrorResponse: withDefault(INVOICE_ERRORS.api),
      onQueryStarted: async (args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        const id = Number(args.params.id);
        dispatch(
          invoiceApi.util.updateQueryData('findInvoices', { body: { id: [id] } }, (draft) => {
            draft.data = draft.data.map((invoice) =>
              invoice.id === id
                ? {
                    ...invoice,
                    ...data.data.invoice,
                    line_items: mergeLines(invoice.line_items, data.data.lines, data.data.removed),
                  }
                : invoice,
            );
          }),
        );
      },
    }),
    approveInvoice: contractMutation(build, invoiceContract.approve, 'invoice', {
      ...decision,
    }),
    rejectInvoice: contractMutation(build, invoiceContract.reject, 'invoice', {
      ...decision,
    }),
    /** POST /invoice/{id}/pay: a payment of an approved invoice (all that is outstanding by
     * default); paid in full, the timeline reaches its last stage. */
    payInvoice: contractMutation(build, invoiceContract.pay, 'invoice', {
      ...decision,
    }),
    /** GET /invoice/{id}/payments: the payments, what they add up to and what is outstanding
     * (refreshed with the history by every decision and payment). */
    invoicePayments: contractQuery(build, invoiceContract.payments, 'invoice', {
      providesTags: (_result, _error, args) => [historyTag(Number(args.params.id))],
    }),
    /** DELETE /invoice/{id}/payments/{paymentId}: a payment undone. */
    undoPayment: contractMutation(build, invoiceContract.undoPayment, 'invoice', {
      ...decision,
    }),
    /** GET /invoice/{id}/history: every change (field, old, new, who, when) and the timeline. */
    invoiceHistory: contractQuery(build, invoiceContract.history, 'invoice', {
      providesTags: (_result, _error, args) => [historyTag(Number(args.params.id))],
    }),
    /** GET /invoice/{id}/match: the three-way match with the linked PO and its MRNs. */
    invoiceMatch: contractQuery(build, invoiceContract.match, 'invoice', {
      providesTags: (_result, _error, args) => [historyTag(Number(args.params.id))],
    }),
    /** GET /invoice/{id}/words?page=n: the words OCR read on a page (image documents), for
     * the viewer to let a reviewer pick them into the field being edited. */
    invoiceWords: contractQuery(build, invoiceContract.words, 'invoice', {
      providesTags: (_result, _error, args) => [wordsTag(Number(args.params.id))],
    }),
    /** POST /invoice?export_type=excel: saved as invoice-{id}-{type}.{ext}. */
    downloadInvoice: build.mutation<string, { id: number; type: 'excel' | 'csv' }>({
      queryFn: async ({ id, type }, _api, _extra, baseQuery) => {
        const args: ContractArgs<typeof invoiceContract.export> = {
          query: { export_type: type },
          body: { type, id: [id] },
        };
        const result = await baseQuery({
          route: invoiceContract.export,
          args: args as unknown as ContractArgs<AppRoute>,
          root: 'invoice',
        });
        if (result.error)
          return { error: withDefault(INVOICE_ERRORS.download)(result.error as ContractError) };
        const blob = result.data as Blob;
        const name = exportFileName.invoice(id, type, extensionForContentType(blob.type));
        saveBlob(blob, name);
        return { data: name };
      },
    }),
    /** GET /document/{id}: the stored file's name, type and size, for the detail page. */
    invoiceDocumentInfo: contractQuery(build, documentContract.get, 'storage', {
      providesTags: (_result, _error, args) => [{ type: 'Document', id: args.params.id }],
    }),
  }),
});

export const {
  useListInvoicesQuery,
  useFindInvoicesQuery,
  useUploadInvoicesMutation,
  useReextractInvoiceMutation,
  useInvoiceDocumentInfoQuery,
  useReviewInvoiceMutation,
  useSaveInvoiceLinesMutation,
  useSaveInvoiceTermsMutation,
  useDownloadInvoiceMutation,
  useApproveInvoiceMutation,
  useRejectInvoiceMutation,
  usePayInvoiceMutation,
  useInvoicePaymentsQuery,
  useUndoPaymentMutation,
  useInvoiceHistoryQuery,
  useInvoiceMatchQuery,
  useInvoiceWordsQuery,
} = invoiceApi;

/** Invoices that still wait for their extraction. */
export const isProcessing = (row: { extraction_status: string }) =>
  row.extraction_status === 'processing';
