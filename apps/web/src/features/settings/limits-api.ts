import { approvalLimitsContract } from '@procure/contract';
import { api } from '../../lib/api';
import { contractMutation } from '../../lib/contract-endpoints';

/** Approval limits of users (issue 22 item 3; our server only): the users list carries each
 * user's limits, so a change reloads it (and the own profile, which shows one's limits). */
export const limitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    setLimits: contractMutation(build, approvalLimitsContract.set, 'auth', {
      invalidatesTags: [{ type: 'User', id: 'LIST' }, { type: 'Profile' }],
    }),
  }),
});
export const { useSetLimitsMutation } = limitsApi;
