import type { CompanyList, Profile } from '@procure/contract';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { CompanyListPage } from '../src/features/companies/components/CompanyListPage';

const BUYER: Profile = {
  id: 3,
  email: 'buyer@example.test',
  user_name: 'Buyer',
  roles: ['buyer'],
  permissions: ['public', 'self', 'read', 'po.edit'],
  refusals: { 'companies.manage': 'Managing companies needs the admin role.' },
};
const EMPTY: CompanyList = {
  data: [],
  pagination: { total: 0, pages: 0, page: 1, page_size: 20 },
  counts: { active: 0, inactive: 0 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.__PROCURE_CONFIG__;
});

const shown = (node: ReactNode) =>
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/company/list']}>{node}</MemoryRouter>
    </Provider>,
  );

/** Our server: the profile and an empty company list, by path. */
function serveOurs() {
  window.__PROCURE_CONFIG__ = { capabilities: ['procure-extras'] };
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = url.includes('/api/v1/profile') ? { data: BUYER } : EMPTY;
    return Response.json(body, { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('Company List', () => {
  it('keeps "not built yet" against a backend without our extras, and asks nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    shown(<CompanyListPage />);
    expect(screen.getByTestId('not-built')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says what companies are for when there is none, and offers no Add to a buyer', async () => {
    const fetch = serveOurs();
    shown(<CompanyListPage />);
    expect(await screen.findByText('No companies yet')).toBeTruthy();
    const asked = fetch.mock.calls.map(([input]) =>
      String(input instanceof Request ? input.url : input),
    );
    expect(
      asked.some((url) => url.includes('/api/v1/companies?') && url.includes('status=active')),
    ).toBe(true);
    // The header's Add is disabled with the server's sentence; the empty state offers none.
    const add = screen.getAllByRole('button', { name: 'Add Company' });
    expect(add).toHaveLength(1);
    expect((add[0] as HTMLButtonElement).disabled).toBe(true);
  });
});
