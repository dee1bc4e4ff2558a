import { profileContract } from '@procure/contract';
import { api } from '../api';
import { contractMutation, contractQuery } from '../contract-endpoints';

/** The signed-in user's own account (our server's extra): who they are, what they may do,
 * their sessions. Shared by the permission hook and the Profile page. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: contractQuery(build, profileContract.get, 'auth', { providesTags: ['Profile'] }),
    updateProfile: contractMutation(build, profileContract.update, 'auth', {
      invalidatesTags: ['Profile'],
    }),
    changePassword: contractMutation(build, profileContract.changePassword, 'auth', {
      invalidatesTags: ['Session'],
    }),
    ownSessions: contractQuery(build, profileContract.sessions, 'auth', {
      providesTags: ['Session'],
      keepUnusedDataFor: 0,
    }),
    endOtherSessions: contractMutation(build, profileContract.endOtherSessions, 'auth', {
      invalidatesTags: ['Session'],
    }),
  }),
});
export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useOwnSessionsQuery,
  useEndOtherSessionsMutation,
} = profileApi;
