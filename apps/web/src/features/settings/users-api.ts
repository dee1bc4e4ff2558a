import { usersContract } from '@procure/contract';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const LIST = [{ type: 'User' as const, id: 'LIST' }];

/** User administration (admins, our server only). */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    users: contractQuery(build, usersContract.list, 'auth', { providesTags: LIST }),
    invite: contractMutation(build, usersContract.invite, 'auth', { invalidatesTags: LIST }),
    withdrawInvitation: contractMutation(build, usersContract.withdrawInvitation, 'auth', {
      invalidatesTags: LIST,
    }),
    setRoles: contractMutation(build, usersContract.setRoles, 'auth', { invalidatesTags: LIST }),
    disableUser: contractMutation(build, usersContract.disable, 'auth', { invalidatesTags: LIST }),
    enableUser: contractMutation(build, usersContract.enable, 'auth', { invalidatesTags: LIST }),
    resetPassword: contractMutation(build, usersContract.resetPassword, 'auth', {
      invalidatesTags: LIST,
    }),
  }),
});
export const {
  useUsersQuery,
  useInviteMutation,
  useWithdrawInvitationMutation,
  useSetRolesMutation,
  useDisableUserMutation,
  useEnableUserMutation,
  useResetPasswordMutation,
} = usersApi;
