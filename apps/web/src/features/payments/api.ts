import { paymentRunContract, type PaymentFileFormat } from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';
import type { ContractArgs, ContractError } from '../../lib/contract-query';
import { withDefaultMessage } from '../../lib/default-message';
import { saveBlob } from '../../lib/save-blob';

const runTag = (id: number | string) => ({ type: 'PaymentRun' as const, id: Number(id) });
const LIST = { type: 'PaymentRun' as const, id: 'LIST' };
/** A step of a run changes the run, the runs list and (locks, payments) the invoices. */
const INVOICES = { type: 'Invoice' as const, id: 'LIST' };
const step = {
  invalidatesTags: (_r: unknown, _e: unknown, args: { params: { id: string | number } }) => [
    runTag(args.params.id),
    LIST,
    INVOICES,
  ],
  transformErrorResponse: withDefaultMessage('The payment run could not be changed'),
};

/** The file name the server gives each format (Content-Disposition is not read by fetch). */
export const runFileName = (id: number, format: PaymentFileFormat) =>
  format === 'csv' ? `RUN-${id}-foreign-transfers.csv` : `RUN-${id}-${format}.xml`;

/** Payment runs (issue 25): the proposal for a pay date, drafts, their steps and bank files. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentRuns: contractQuery(build, paymentRunContract.list, 'invoice', {
      providesTags: [LIST],
    }),
    /** What a run on the pay date would pay; a POST that saves nothing, so a query. */
    paymentProposal: contractQuery(build, paymentRunContract.propose, 'invoice', {
      keepUnusedDataFor: 0,
      providesTags: [LIST],
    }),
    paymentRun: contractQuery(build, paymentRunContract.get, 'invoice', {
      providesTags: (_r, _e, args) => [runTag(args.params.id)],
    }),
    createPaymentRun: contractMutation(build, paymentRunContract.create, 'invoice', {
      invalidatesTags: [LIST],
      transformErrorResponse: withDefaultMessage('The run could not be saved'),
    }),
    removePaymentRunItem: contractMutation(build, paymentRunContract.removeItem, 'invoice', step),
    discardPaymentRun: contractMutation(build, paymentRunContract.remove, 'invoice', step),
    confirmPaymentRun: contractMutation(build, paymentRunContract.confirm, 'invoice', step),
    executePaymentRun: contractMutation(build, paymentRunContract.execute, 'invoice', step),
    undoPaymentRun: contractMutation(build, paymentRunContract.undo, 'invoice', step),
    /** GET /payment-runs/{id}/file: saved under the server's name for the format. */
    downloadPaymentFile: build.mutation<string, { id: number; format: PaymentFileFormat }>({
      queryFn: async ({ id, format }, _api, _extra, baseQuery) => {
        const args: ContractArgs<typeof paymentRunContract.file> = {
          params: { id },
          query: { format },
        };
        const result = await baseQuery({
          route: paymentRunContract.file,
          args: args as unknown as ContractArgs<AppRoute>,
          root: 'invoice',
        });
        if (result.error)
          return {
            error: withDefaultMessage('The bank file could not be downloaded')(
              result.error as ContractError,
            ),
          };
        const name = runFileName(id, format);
        saveBlob(result.data as Blob, name);
        return { data: name };
      },
    }),
  }),
});

export const {
  usePaymentRunsQuery,
  usePaymentProposalQuery,
  usePaymentRunQuery,
  useCreatePaymentRunMutation,
  useRemovePaymentRunItemMutation,
  useDiscardPaymentRunMutation,
  useConfirmPaymentRunMutation,
  useExecutePaymentRunMutation,
  useUndoPaymentRunMutation,
  useDownloadPaymentFileMutation,
} = paymentsApi;
