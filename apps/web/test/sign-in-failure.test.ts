import { describe, expect, it } from 'vitest';
import { signInFailureText } from '../src/features/auth/sign-in-failure';
import type { ContractError } from '../src/lib/contract-query';

// The English fallbacks, as a page shows them before translations arrive.
const t = (_key: string, fallback?: string) => fallback ?? '';
const failure = (error: Partial<ContractError>) =>
  signInFailureText({ status: 400, message: '', issues: [], ...error }, t);

describe('what the red box says when sign-in fails', () => {
  it("shows the server's own message", () => {
    const text = failure({
      status: 401,
      message: 'Invalid e-mail or password',
      serverMessage: true,
    });
    expect(text).toBe('Invalid e-mail or password');
    expect(failure({ status: 429, message: 'Too many attempts', serverMessage: true })).toBe(
      'Too many attempts',
    );
  });

  it('says the server cannot be reached instead of the browser error', () => {
    const text = failure({ status: 'FETCH_ERROR', message: 'Failed to fetch' });
    expect(text).toBe('The server cannot be reached. Check your connection and try again.');
  });

  it('asks to try again instead of a status line or a masked server fault', () => {
    const retry = 'The server could not sign you in just now. Please try again in a moment.';
    expect(failure({ status: 500, message: 'Internal Server Error' })).toBe(retry);
    expect(failure({ status: 503, message: 'Service unavailable', serverMessage: true })).toBe(
      retry,
    );
    expect(failure({ status: 'PARSE_ERROR', message: 'unexpected shape' })).toBe(retry);
  });

  it("falls back to 'Login failed', never to a status text", () => {
    expect(failure({ status: 401, message: 'Unauthorized' })).toBe('Login failed');
    expect(signInFailureText(undefined, t)).toBe('Login failed');
  });
});
