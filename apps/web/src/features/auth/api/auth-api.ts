import { contract } from '@procure/contract';
import { api } from '../../../lib/api';
import { contractMutation } from '../../../lib/contract-endpoints';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: contractMutation(build, contract.auth.login, 'auth'),
  }),
});

export const { useLoginMutation } = authApi;
