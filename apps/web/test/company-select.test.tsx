import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { CompanySelect, useCompanyFilter } from '../src/components/company-select';

// Companies on documents and lists (issue 22 item 6) are our server's extra: the web asks and
// sends nothing about them to a backend without `procure-extras`.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.__PROCURE_CONFIG__;
});

const wrap = (node: React.ReactNode, url = '/po/list') => (
  <Provider store={makeStore()}>
    <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
  </Provider>
);

function FilterProbe() {
  const filter = useCompanyFilter();
  const location = useLocation();
  return (
    <>
      <output data-testid="query">{JSON.stringify(filter.query)}</output>
      <output data-testid="url">{location.search}</output>
      <button onClick={() => filter.setCompanyId(7)}>seven</button>
    </>
  );
}

const OPTIONS = [
  { id: 1, code: 'NTG', name: 'North Trading GmbH', base_currency: 'EUR' },
  { id: 2, code: 'STL', name: 'South Trading Ltd', base_currency: 'GBP' },
];

describe('company filter and dropdown', () => {
  it('sends no company to a backend without our extras, whatever the URL says', () => {
    render(wrap(<FilterProbe />, '/po/list?company=3'));
    expect(screen.getByTestId('query').textContent).toBe('{}');
  });

  it('keeps the company in the URL and starts the list again at page 1', () => {
    window.__PROCURE_CONFIG__ = { capabilities: ['procure-extras'] };
    render(wrap(<FilterProbe />, '/po/list?company=3&page=4'));
    expect(screen.getByTestId('query').textContent).toBe('{"company_id":3}');
    fireEvent.click(screen.getByText('seven'));
    expect(screen.getByTestId('query').textContent).toBe('{"company_id":7}');
    expect(screen.getByTestId('url').textContent).toBe('?company=7');
  });

  it('shows nothing and asks nothing without our extras', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      wrap(
        <CompanySelect
          value={undefined}
          onChange={() => {}}
          emptyText="Every company"
          testId="pick"
        />,
      ),
    );
    expect(screen.queryByTestId('pick')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists the companies the user may work for and answers the chosen id', async () => {
    window.__PROCURE_CONFIG__ = { capabilities: ['procure-extras'] };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: OPTIONS }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const chosen = vi.fn();
    render(
      wrap(
        <CompanySelect value={undefined} onChange={chosen} emptyText="No company" testId="pick" />,
      ),
    );
    const select = (await screen.findByTestId('pick')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect([...select.options].map((o) => o.text)).toEqual([
      'No company',
      'North Trading GmbH (NTG)',
      'South Trading Ltd (STL)',
    ]);
    fireEvent.change(select, { target: { value: '2' } });
    expect(chosen).toHaveBeenCalledWith(2);
    fireEvent.change(select, { target: { value: '' } });
    expect(chosen).toHaveBeenLastCalledWith(undefined);
  });
});
