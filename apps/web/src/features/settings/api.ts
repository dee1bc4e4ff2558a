import { mailContract } from '@procure/contract';
import { api } from '../../lib/api';
import { contractQuery } from '../../lib/contract-endpoints';

/** The e-mail inbox's status; asked again on every visit so the last poll is current. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    mailStatus: contractQuery(build, mailContract.status, 'invoice', { keepUnusedDataFor: 0 }),
  }),
});
export const { useMailStatusQuery } = settingsApi;
