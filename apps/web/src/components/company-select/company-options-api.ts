import { companyContract } from '@procure/contract';
import { api } from '../../lib/api';
import { contractQuery } from '../../lib/contract-endpoints';

/** The companies the signed-in user may work for, for the company dropdowns of documents, lists
 * and payment runs (shared: the Company area's own screens are a feature of their own). Tagged
 * with the companies' list, so a company added or renamed shows here at once. */
const companyOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyChoices: contractQuery(build, companyContract.options, 'vendor', {
      providesTags: [{ type: 'Company', id: 'LIST' }],
    }),
  }),
});
export const { useCompanyChoicesQuery } = companyOptionsApi;
