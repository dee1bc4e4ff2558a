import { formMetadata } from '@procure/fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { DocumentEditor } from '../src/features/procurement/components/DocumentEditor';

// An MRN without a PO is for a company the receiver chooses, as a PO is (issue 22 item 6, our
// extra); an MRN against a PO takes the PO's, so it shows no choice.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.__PROCURE_CONFIG__;
});

const OPTIONS = [
  { id: 1, code: 'NTG', name: 'North Trading GmbH', base_currency: 'EUR' },
  { id: 2, code: 'STL', name: 'South Trading Ltd', base_currency: 'GBP' },
];

/** Our server: the company options, and nothing else the editor asks for. */
function ourServer() {
  window.__PROCURE_CONFIG__ = { capabilities: ['procure-extras'] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      return Response.json({ data: url.includes('/companies/options') ? OPTIONS : [] });
    }),
  );
}

const header = { id: 9, vendorId: 3, mrnNumber: 'MRN-9', doc_id: null };

const editMrn = (values: Record<string, unknown>) =>
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <DocumentEditor
          kind="mrn"
          metadata={formMetadata.mrn_registration!}
          document={{ header: { ...header, ...values }, lines: [], status: 'draft' }}
        />
      </MemoryRouter>
    </Provider>,
  );

describe('the MRN form on our server', () => {
  it('offers the company select to an MRN without a PO, showing its company', async () => {
    ourServer();
    editMrn({ company_id: 2 });
    const select = (await screen.findByTestId('mrn-company')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(select.value).toBe('2');
    expect([...select.options].map((o) => o.text)).toEqual([
      'No company',
      'North Trading GmbH (NTG)',
      'South Trading Ltd (STL)',
    ]);
  });

  it("offers none to an MRN against a PO: it takes the PO's company", async () => {
    ourServer();
    editMrn({ poId: 5, company_id: 2 });
    await screen.findByTestId('mrn-editor');
    expect(screen.queryByTestId('mrn-company')).toBeNull();
  });

  it('offers none against a backend without our extras', async () => {
    const fetch = vi.fn(async () => Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetch);
    editMrn({});
    // Rendered and its requests answered before the test ends: work React still had queued
    // when the file's window went away failed the run ("window is not defined").
    await screen.findByTestId('mrn-editor');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('mrn-company')).toBeNull();
  });
});
