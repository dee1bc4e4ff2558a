import type { Profile } from '@procure/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { ExchangeRatesPage } from '../src/features/master/components/ExchangeRatesPage';

const VIEWER: Profile = {
  id: 5,
  email: 'viewer@example.test',
  user_name: 'Viewer',
  roles: ['viewer'],
  permissions: ['public', 'self', 'read'],
  refusals: { 'masters.edit': 'Editing master data needs the admin role.' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.__PROCURE_CONFIG__;
});

const shown = () =>
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/master/exchange-rates']}>
        <ExchangeRatesPage />
      </MemoryRouter>
    </Provider>,
  );

/** Our server: the profile and these rates, by path. */
function serveOurs(rates: object[]) {
  window.__PROCURE_CONFIG__ = { capabilities: ['procure-extras'] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = url.includes('/api/v1/profile')
        ? { data: VIEWER }
        : { base_currency: 'INR', data: rates };
      return Response.json(body, { headers: { 'content-type': 'application/json' } });
    }),
  );
}

describe('Master > Exchange Rates (issue 22 item 3)', () => {
  it('keeps "not built yet" against a backend without our extras, and asks nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    shown();
    expect(screen.getByTestId('not-built')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says what rates are for when there is none', async () => {
    serveOurs([]);
    shown();
    expect(await screen.findByText('No exchange rates yet')).toBeTruthy();
  });

  it('lists the rates in the base currency, and offers a viewer no Add', async () => {
    serveOurs([
      {
        currency: 'EUR',
        rate_date: '2026-03-01',
        rate: '90.5',
        created_by: 'Ada',
        created_at: '2026-03-01T09:00:00.000Z',
      },
    ]);
    shown();
    expect(await screen.findByText('90.5')).toBeTruthy();
    expect(screen.getByText('INR for one unit')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add exchange rate' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
  });
});
