// The auth routes alone: the sign-in page must not carry the whole contract.
import { authContract } from '@procure/contract';
import { api } from '../../../lib/api';
import { contractMutation } from '../../../lib/contract-endpoints';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: contractMutation(build, authContract.login, 'auth'),
  }),
});

export const { useLoginMutation } = authApi;
