import { insightsContract } from '@procure/contract';
import { api } from '../../lib/api';
import { contractQuery } from '../../lib/contract-endpoints';

/** The analytics page's one call; asked again on every visit. */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    analytics: contractQuery(build, insightsContract.analytics, 'vendor', {
      keepUnusedDataFor: 0,
    }),
  }),
});
export const { useAnalyticsQuery } = analyticsApi;
