import { documentContract, invoiceContract, type InvoiceRow } from '@procure/contract';
import { api } from '../../../lib/api';
import { contractMutation, contractQuery } from '../../../lib/contract-endpoints';
import type { ContractError } from '../../../lib/contract-query';

/** Default texts of failed invoice calls (spec part 2 §8), used when the server gives none. */
export const INVOICE_ERRORS = {
  api: 'Invoice API error',
  upload: 'Failed to upload invoice',
} as const;

const withDefault =
  (fallback: string) =>
  (error: ContractError): ContractError =>
    error.serverMessage ? error : { ...error, message: fallback };

const invoiceTag = (id: number) => ({ type: 'Invoice' as const, id });
const LIST = { type: 'Invoice' as const, id: 'LIST' };

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
    }),
    uploadInvoices: contractMutation(build, invoiceContract.upload, 'invoice', {
      invalidatesTags: [LIST],
      transformErrorResponse: withDefault(INVOICE_ERRORS.upload),
    }),
    reextractInvoice: contractMutation(build, invoiceContract.reextract, 'invoice', {
      invalidatesTags: (_result, _error, args) => [invoiceTag(Number(args.params.id)), LIST],
      transformErrorResponse: withDefault(INVOICE_ERRORS.api),
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
} = invoiceApi;

/** Invoices that still wait for their extraction. */
export const isProcessing = (row: Pick<InvoiceRow, 'extraction_status'>) =>
  row.extraction_status === 'processing';
