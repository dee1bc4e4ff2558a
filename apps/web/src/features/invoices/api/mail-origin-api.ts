import { mailContract } from '@procure/contract';
import { api } from '../../../lib/api';
import { contractQuery } from '../../../lib/contract-endpoints';

/** The mail an invoice arrived in (null data for an uploaded one). */
export const mailOriginApi = api.injectEndpoints({
  endpoints: (build) => ({
    invoiceMailOrigin: contractQuery(build, mailContract.invoiceOrigin, 'invoice'),
  }),
});
export const { useInvoiceMailOriginQuery } = mailOriginApi;
