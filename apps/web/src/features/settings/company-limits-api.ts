import { companyContract } from '@procure/contract';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const ASSIGNMENTS = { type: 'User' as const, id: 'COMPANIES' };

/** Which companies users are limited to (issue 22 item 6; our server only). The choices are
 * the companies the signed-in admin may give: every active one, or their own when they are
 * limited themselves. */
export const companyLimitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyChoices: contractQuery(build, companyContract.options, 'vendor', {
      providesTags: [{ type: 'Company', id: 'LIST' }],
    }),
    companyAssignments: contractQuery(build, companyContract.assignments, 'vendor', {
      providesTags: [ASSIGNMENTS, { type: 'User', id: 'LIST' }],
    }),
    setUserCompanies: contractMutation(build, companyContract.setUserCompanies, 'vendor', {
      invalidatesTags: [ASSIGNMENTS, { type: 'Profile' }],
    }),
  }),
});
export const { useCompanyChoicesQuery, useCompanyAssignmentsQuery, useSetUserCompaniesMutation } =
  companyLimitsApi;
