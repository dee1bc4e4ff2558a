import { beforeEach, describe, expect, it } from 'vitest';
import {
  authSlice,
  loadAuthState,
  LOGIN_FAILED,
  loggedOut,
  loginFailed,
  loginStarted,
  loginSucceeded,
} from '../src/features/auth/auth-slice';
import { displayName, initials } from '../src/features/auth/display-name';
import { clearSession, readStoredUser, saveSession } from '../src/features/auth/session-storage';
import { sessionExpired } from '../src/lib/session-events';

const reduce = authSlice.reducer;
const user = { user_name: 'demo', email: 'demo@procure.test' };

describe('auth state', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is authenticated exactly when a token is stored', () => {
    expect(loadAuthState().isAuthenticated).toBe(false);
    saveSession('t0k3n', user, true);
    expect(loadAuthState()).toMatchObject({ isAuthenticated: true, user });
    expect(localStorage.getItem('authToken')).toBe('t0k3n');
  });

  it('keeps a session without Remember me only for the browser session', () => {
    saveSession('short', user, false);
    expect(sessionStorage.getItem('authToken')).toBe('short');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(loadAuthState().isAuthenticated).toBe(true);
  });

  it('pending sets loading and clears the error; success keeps the user', () => {
    let state = reduce(undefined, loginFailed('Invalid e-mail or password'));
    state = reduce(state, loginStarted());
    expect(state).toMatchObject({ loading: true, error: null });
    state = reduce(state, loginSucceeded(user));
    expect(state).toEqual({ isAuthenticated: true, user, loading: false, error: null });
  });

  it('failure stores the message, defaulting to Login failed', () => {
    expect(reduce(undefined, loginFailed('Invalid e-mail or password')).error).toBe(
      'Invalid e-mail or password',
    );
    expect(reduce(undefined, loginFailed(undefined)).error).toBe(LOGIN_FAILED);
    expect(LOGIN_FAILED).toBe('Login failed');
  });

  it('log out and an expired session sign the user out', () => {
    const signedIn = reduce(undefined, loginSucceeded(user));
    for (const action of [loggedOut(), sessionExpired()]) {
      expect(reduce(signedIn, action)).toEqual({
        isAuthenticated: false,
        user: null,
        loading: false,
        error: null,
      });
    }
  });

  it('clearSession removes the token and the user entry', () => {
    saveSession('t', user, true);
    clearSession();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reads invalid stored user data as a blank name', () => {
    localStorage.setItem('user', '{not json');
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(readStoredUser()).toEqual({ user_name: '', email: '' });
    } finally {
      console.error = original;
    }
  });

  it('shows user_name capitalised, else User, with initials', () => {
    expect(displayName(user)).toBe('Demo');
    expect(displayName({ user_name: '  ', email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('Demo')).toBe('D');
  });
});

describe('session expiry', () => {
  beforeEach(() => localStorage.clear());

  it('treats a stored session past its expires_at as signed out and clears it', () => {
    saveSession('old', { ...user, expires_at: '2000-01-01T00:00:00Z' }, true);
    expect(loadAuthState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps a session that has not expired', () => {
    saveSession('new', { ...user, expires_at: new Date(Date.now() + 60_000).toISOString() }, true);
    expect(loadAuthState().isAuthenticated).toBe(true);
  });
});
