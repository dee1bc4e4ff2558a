import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { LoginRequest } from '@procure/contract';
import { api } from '../../../lib/api';
import { useLoginMutation } from '../api/auth-api';
import { loggedOut, loginFailed, loginStarted, loginSucceeded, selectAuth } from '../auth-slice';
import { displayEmail, displayName, initials } from '../display-name';
import { clearSession, saveSession } from '../session-storage';

/** The signed-in user as the shell shows them. */
export function useCurrentUser() {
  const { user, isAuthenticated } = useSelector(selectAuth);
  return useMemo(() => {
    const name = displayName(user);
    return { isAuthenticated, name, email: displayEmail(user), initials: initials(name) };
  }, [user, isAuthenticated]);
}

/** Sign-in: the call, the stored session and the auth state in one step. Resolves true on success. */
export function useSignIn() {
  const dispatch = useDispatch();
  const [login] = useLoginMutation();
  const { loading, error } = useSelector(selectAuth);

  const signIn = useCallback(
    async (credentials: LoginRequest): Promise<boolean> => {
      dispatch(loginStarted());
      const result = await login({ body: credentials });
      if ('error' in result) {
        const failure = result.error as { message?: string } | undefined;
        dispatch(loginFailed(failure?.message));
        return false;
      }
      const { token, user_name, email } = result.data.data;
      saveSession(token, { user_name, email }, Boolean(credentials.remember));
      dispatch(loginSucceeded({ user_name, email }));
      return true;
    },
    [dispatch, login],
  );

  return { signIn, loading, error };
}

/** Log out: forget the session and every cached answer of the previous user. */
export function useSignOut() {
  const dispatch = useDispatch();
  return useCallback(() => {
    clearSession();
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch]);
}
