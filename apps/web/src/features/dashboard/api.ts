import { insightsContract } from '@procure/contract';
import { api } from '../../lib/api';
import { contractQuery } from '../../lib/contract-endpoints';

/** The dashboard's one call; asked again on every visit so its counts are current. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: contractQuery(build, insightsContract.dashboard, 'vendor', {
      keepUnusedDataFor: 0,
    }),
  }),
});
export const { useDashboardQuery } = dashboardApi;
