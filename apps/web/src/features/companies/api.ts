import { companyContract } from '@procure/contract';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const LIST = { type: 'Company' as const, id: 'LIST' };
const one = (id: number) => ({ type: 'Company' as const, id });
/** A write changes the company's page and every list and dropdown that shows it. */
const changed = (_result: unknown, _error: unknown, arg: { params: { id: number } }) => [
  LIST,
  one(arg.params.id),
];

/** The companies (issue 22 item 6; our server only: the screens check `procure-extras`). */
export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    companies: contractQuery(build, companyContract.list, 'vendor', { providesTags: [LIST] }),
    companyOptions: contractQuery(build, companyContract.options, 'vendor', {
      providesTags: [LIST],
    }),
    company: contractQuery(build, companyContract.get, 'vendor', {
      providesTags: (_result, _error, arg) => [one(arg.params.id)],
    }),
    createCompany: contractMutation(build, companyContract.create, 'vendor', {
      invalidatesTags: [LIST],
    }),
    updateCompany: contractMutation(build, companyContract.update, 'vendor', {
      invalidatesTags: changed,
    }),
    addCompanyAccount: contractMutation(build, companyContract.addBankAccount, 'vendor', {
      invalidatesTags: changed,
    }),
    updateCompanyAccount: contractMutation(build, companyContract.updateBankAccount, 'vendor', {
      invalidatesTags: changed,
    }),
    removeCompanyAccount: contractMutation(build, companyContract.removeBankAccount, 'vendor', {
      invalidatesTags: changed,
    }),
  }),
});
export const {
  useCompaniesQuery,
  useCompanyOptionsQuery,
  useCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useAddCompanyAccountMutation,
  useUpdateCompanyAccountMutation,
  useRemoveCompanyAccountMutation,
} = companyApi;
