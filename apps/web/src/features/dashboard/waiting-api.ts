import { invoiceContract, purchaseOrderContract } from '@procure/contract';
import { api } from '../../lib/api';
import { contractQuery } from '../../lib/contract-endpoints';

/** The dashboard's "Waiting for me" (approval limits, issue 22 item 3; our server only): the
 * first few invoices and POs the user can approve now, from the lists' own `waiting_for=me`.
 * Tagged like the lists, so an approval elsewhere refreshes them. */
export const waitingApi = api.injectEndpoints({
  endpoints: (build) => ({
    waitingInvoices: contractQuery(build, invoiceContract.list, 'invoice', {
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    waitingOrders: contractQuery(build, purchaseOrderContract.list, 'po', {
      providesTags: [{ type: 'PurchaseOrder', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
  }),
});
export const { useWaitingInvoicesQuery, useWaitingOrdersQuery } = waitingApi;
