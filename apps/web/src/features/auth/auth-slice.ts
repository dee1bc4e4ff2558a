import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../../lib/session-events';
import {
  clearSession,
  hasStoredToken,
  isExpired,
  readStoredUser,
  type StoredUser,
} from './session-storage';

export type AuthState = {
  isAuthenticated: boolean;
  user: StoredUser | null;
  loading: boolean;
  error: string | null;
};

export const LOGIN_FAILED = 'Login failed';

/** Authenticated exactly when a token is stored (the server decides whether it is still good). */
export function loadAuthState(): AuthState {
  const user = hasStoredToken() ? readStoredUser() : null;
  if (user && isExpired(user)) {
    // The server would answer 401 anyway; sign in again instead of showing a dead session.
    clearSession();
    return { isAuthenticated: false, user: null, loading: false, error: null };
  }
  return { isAuthenticated: hasStoredToken(), user, loading: false, error: null };
}

const signedOut = (state: AuthState) => {
  state.isAuthenticated = false;
  state.user = null;
  state.error = null;
  state.loading = false;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    loginStarted: (state) => {
      state.loading = true;
      state.error = null;
    },
    loginSucceeded: (state, action: PayloadAction<StoredUser>) => {
      state.isAuthenticated = true;
      state.user = action.payload;
      state.loading = false;
      state.error = null;
    },
    loginFailed: (state, action: PayloadAction<string | undefined>) => {
      state.loading = false;
      state.isAuthenticated = false;
      state.error = action.payload || LOGIN_FAILED;
    },
    loggedOut: signedOut,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, signedOut);
  },
});

export const { loginStarted, loginSucceeded, loginFailed, loggedOut } = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectIsAuthenticated = (state: WithAuth) => state.auth.isAuthenticated;
