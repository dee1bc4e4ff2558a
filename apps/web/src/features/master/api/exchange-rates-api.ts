import { exchangeRateContract } from '@procure/contract';
import { api } from '../../../lib/api';
import { contractMutation, contractQuery } from '../../../lib/contract-endpoints';

const LIST = [{ type: 'ExchangeRate' as const, id: 'LIST' }];

/** Exchange rates into the base currency (master data, our server only). */
export const exchangeRatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    exchangeRates: contractQuery(build, exchangeRateContract.list, 'invoice', {
      providesTags: LIST,
    }),
    addExchangeRate: contractMutation(build, exchangeRateContract.create, 'invoice', {
      invalidatesTags: LIST,
    }),
    updateExchangeRate: contractMutation(build, exchangeRateContract.update, 'invoice', {
      invalidatesTags: LIST,
    }),
    removeExchangeRate: contractMutation(build, exchangeRateContract.remove, 'invoice', {
      invalidatesTags: LIST,
    }),
  }),
});
export const {
  useExchangeRatesQuery,
  useAddExchangeRateMutation,
  useUpdateExchangeRateMutation,
  useRemoveExchangeRateMutation,
} = exchangeRatesApi;
