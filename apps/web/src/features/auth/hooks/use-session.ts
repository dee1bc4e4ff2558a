import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { authContract, CAPABILITIES, type LoginRequest } from '@procure/contract';
import { apiRoots, hasCapability } from '../../../config/runtime';
import { api } from '../../../lib/api';
import { callContract } from '../../../lib/contract-query';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import { sessionExpired } from '../../../lib/session-events';
import { readToken } from '../../../lib/storage';
import { useLoginMutation } from '../api/auth-api';
import { loggedOut, loginFailed, loginStarted, loginSucceeded, selectAuth } from '../auth-slice';
import { displayEmail, displayName, initials } from '../display-name';
import { clearSession, saveSession } from '../session-storage';
import { signInFailureText } from '../sign-in-failure';

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
  const t = useT('auth');

  const signIn = useCallback(
    async (credentials: LoginRequest): Promise<boolean> => {
      dispatch(loginStarted());
      // The documented sign-in body is e-mail and password; remember (a 30-day session) is ours.
      const { remember, ...documented } = credentials;
      const body = hasCapability(CAPABILITIES.extras) ? credentials : documented;
      const result = await login({ body });
      if ('error' in result) {
        dispatch(loginFailed(signInFailureText(result.error as ContractError | undefined, t)));
        return false;
      }
      const { token, user_name, email, expires_at } = result.data.data;
      const user = { user_name, email, expires_at };
      saveSession(token, user, Boolean(remember));
      dispatch(loginSucceeded(user));
      return true;
    },
    [dispatch, login, t],
  );

  return { signIn, loading, error };
}

/** Ends the session on the server too (POST /auth/logout), so the token stops working there.
 * Not awaited and never an error: a backend without the route (the specification's answers
 * 404) or one out of reach leaves only the local session to end, as before. */
function endServerSession() {
  const token = readToken();
  if (token) void callContract(authContract.logout, {}, { root: apiRoots().auth, token });
}

/** Log out: end the session on the server, forget it here, and every cached answer of the
 * previous user. */
export function useSignOut() {
  const dispatch = useDispatch();
  return useCallback(() => {
    endServerSession();
    clearSession();
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch]);
}

/** Ends the session when the server's expiry time arrives while the app is open; the route
 * guard then sends the user to /login and keeps the page they were on. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export function useSessionExpiryTimer(): void {
  const dispatch = useDispatch();
  const expiresAt = useSelector(selectAuth).user?.expires_at;
  useEffect(() => {
    const time = expiresAt ? Date.parse(expiresAt) : Number.NaN;
    const delay = Math.max(time - Date.now(), 0);
    // setTimeout overflows past ~24.8 days; so long a session is re-checked on the next load.
    if (!Number.isFinite(time) || delay > MAX_TIMER_DELAY_MS) return;
    const timer = window.setTimeout(() => {
      clearSession();
      dispatch(sessionExpired());
    }, delay);
    return () => window.clearTimeout(timer);
  }, [dispatch, expiresAt]);
}
