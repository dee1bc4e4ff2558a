// The translate routes alone: every page, the sign-in page too, loads translations.
import { translateContract } from '@procure/contract';
import { api } from '../api';
import { contractQuery } from '../contract-endpoints';
import { translationsFailed, translationsLoaded, translationsRequested } from './i18n-slice';

/** The translate endpoint needs no sign-in; its result feeds the i18n slice. */
export const translationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTranslations: contractQuery(build, translateContract.details, 'translate', {
      providesTags: ['Translation'],
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        dispatch(translationsRequested());
        try {
          const { data } = await queryFulfilled;
          dispatch(translationsLoaded(data.data));
        } catch {
          dispatch(translationsFailed());
        }
      },
    }),
  }),
});

export const { useGetTranslationsQuery } = translationsApi;
