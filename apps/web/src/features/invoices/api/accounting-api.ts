import { accountingContract, type AccountingExportQuery } from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { api } from '../../../lib/api';
import type { ContractArgs, ContractError } from '../../../lib/contract-query';
import { saveBlob } from '../../../lib/save-blob';

/** The file a period's bookings are saved as, as the server names it. */
export const accountingFileName = (query: Pick<AccountingExportQuery, 'from' | 'to' | 'format'>) =>
  query.format === 'datev'
    ? `EXTF_Buchungsstapel_${query.from}_${query.to}.csv`
    : `journal_${query.from}_${query.to}.csv`;

/** GET /accounting/export (our server): approved invoices of a period as a journal CSV or a
 * DATEV Buchungsstapel, saved as a file; a 400 names each invoice that cannot be posted. */
export const accountingApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadAccountingExport: build.mutation<string, AccountingExportQuery>({
      queryFn: async (query, _api, _extra, baseQuery) => {
        const args: ContractArgs<typeof accountingContract.export> = { query };
        const result = await baseQuery({
          route: accountingContract.export,
          args: args as unknown as ContractArgs<AppRoute>,
          root: 'invoice',
        });
        if (result.error) return { error: result.error as ContractError };
        const name = accountingFileName(query);
        saveBlob(result.data as Blob, name);
        return { data: name };
      },
    }),
  }),
});
export const { useDownloadAccountingExportMutation } = accountingApi;
