import { contract } from '@procure/contract';
import { describe, expect, it, vi } from 'vitest';
import { callContract, contractUrl } from '../src/lib/contract-query';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const session = {
  token: 'abc',
  user_name: 'demo',
  email: 'demo@procure.test',
  expires_at: '2026-12-01T00:00:00Z',
};

describe('contract bridge', () => {
  it('builds the URL from the root, path params and query', () => {
    expect(
      contractUrl(
        contract.vendor.get,
        { params: { id: 7 }, query: { type: 'draft' } },
        'http://x/',
      ),
    ).toBe('http://x/api/v1/vendor/7?type=draft');
    expect(contractUrl(contract.master.listCategories, {}, '/masters/invoice')).toBe(
      '/masters/invoice/api/v1/lookup-categories',
    );
  });

  it('sends JSON with the bearer token and parses the success body with the contract', async () => {
    const fetch = vi.fn(async () => json(200, { data: session }));
    const result = await callContract(
      contract.auth.login,
      { body: { email: 'demo@procure.test', password: 'x', remember: true } },
      { root: 'http://api', token: 'old', fetch },
    );
    expect(result).toEqual({ data: { data: session } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api/api/v1/auth');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin'); // the sign-in's device cookie
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer old',
    });
    expect(JSON.parse(String(init.body))).toMatchObject({
      email: 'demo@procure.test',
      remember: true,
    });
  });

  it('returns the server message, code and issues as the error', async () => {
    const fetch = vi.fn(async () =>
      json(400, {
        message: 'Validation failed',
        code: 'validation',
        issues: [{ path: 'email', message: 'Bad' }],
      }),
    );
    const result = await callContract(
      contract.auth.login,
      { body: { email: 'a', password: 'b' } },
      { root: '', fetch },
    );
    expect(result).toEqual({
      error: {
        status: 400,
        message: 'Validation failed',
        code: 'validation',
        issues: [{ path: 'email', message: 'Bad' }],
        serverMessage: true,
      },
    });
  });

  it('marks a status line standing in for a missing server message', async () => {
    const fetch = vi.fn(
      async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }),
    );
    const result = await callContract(contract.system.health, {}, { root: '', fetch });
    expect(result).toEqual({ error: { status: 502, message: 'Bad Gateway', issues: [] } });
  });

  it('calls onUnauthorized on a 401', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => json(401, { message: 'Token expired' }));
    const result = await callContract(
      contract.system.health,
      {},
      { root: '', token: 't', fetch, onUnauthorized },
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect('error' in result && result.error.message).toBe('Token expired');
  });

  it('reports a body that breaks the contract and network failures', async () => {
    const bad = await callContract(
      contract.system.health,
      {},
      { root: '', fetch: async () => json(200, { status: 'nope' }) },
    );
    expect('error' in bad && bad.error.status).toBe('PARSE_ERROR');
    const down = await callContract(
      contract.system.health,
      {},
      {
        root: '',
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      },
    );
    expect(down).toEqual({ error: { status: 'FETCH_ERROR', message: 'fetch failed', issues: [] } });
  });

  it('sends a multipart route as form data, with no content type of its own', async () => {
    const fetch = vi.fn(async () => json(500, {}));
    const file = new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' });
    await callContract(
      contract.store.upload,
      { body: { file, form_name: 'vendor_registration', event_type: 'vendor' } },
      { root: '', fetch },
    );
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('content-type');
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('form_name')).toBe('vendor_registration');
    expect(form.get('event_type')).toBe('vendor');
    expect((form.get('file') as File).name).toBe('cert.pdf');
    expect([...form.keys()]).toEqual(['form_name', 'event_type', 'file']);
  });
});
