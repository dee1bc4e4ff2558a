import { usersContract } from '@procure/contract';
import { api } from '../../../lib/api';
import { contractMutation } from '../../../lib/contract-endpoints';

/** An invitation or reset link, used signed out: what it is for, and using it. */
export const accountLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupAccountLink: contractMutation(build, usersContract.lookupLink, 'auth'),
    acceptAccountLink: contractMutation(build, usersContract.acceptLink, 'auth'),
  }),
});
export const { useLookupAccountLinkMutation, useAcceptAccountLinkMutation } = accountLinkApi;
