import { contract } from '@procure/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { api } from '../src/lib/api';
import { contractQuery } from '../src/lib/contract-endpoints';

// A signed-in call through the real RTK Query api, with the network stubbed.
const probe = api.injectEndpoints({
  endpoints: (build) => ({ probeHealth: contractQuery(build, contract.system.health, 'auth') }),
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a 401 answer', () => {
  it('signs the user out and forgets the token, so the guard sends them to /login', async () => {
    localStorage.setItem('authToken', 'expired');
    localStorage.setItem('user', JSON.stringify({ user_name: 'demo', email: 'demo@procure.test' }));
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Session expired' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    expect(store.getState().auth.isAuthenticated).toBe(true);

    const result = await store.dispatch(probe.endpoints.probeHealth.initiate({}));
    expect(result.error).toMatchObject({ status: 401, message: 'Session expired' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer expired');
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('without a token is just a failed call (a wrong password is not a session expiry)', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'Invalid e-mail or password' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.probeHealth.initiate({}));
    expect(result.error).toMatchObject({ status: 401, message: 'Invalid e-mail or password' });
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});
