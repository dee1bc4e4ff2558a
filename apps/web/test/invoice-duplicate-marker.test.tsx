import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../src/app/store';
import { InvoiceMarkers } from '../src/features/invoices/components/InvoiceBadges';

afterEach(cleanup);

const row = {
  extraction_status: 'extracted',
  vendor_id: 3,
  vendor_name: 'Acme',
  duplicate_reason: 'number' as const,
};

const show = (node: React.ReactNode) =>
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>{node}</MemoryRouter>
    </Provider>,
  );

describe('the duplicate marker (issue 22 item 6)', () => {
  it('links to the invoice repeated when its id is given', () => {
    show(<InvoiceMarkers row={{ ...row, duplicate_of: 41 }} />);
    const marker = screen.getByTestId('duplicate-marker');
    expect(marker.textContent).toBe('Duplicate of #41');
    expect(marker.closest('a')?.getAttribute('href')).toBe('/invoices/detail/41');
  });

  it("says another company's invoice is repeated, without a link, when the id is hidden", () => {
    show(<InvoiceMarkers row={{ ...row, duplicate_of: null, duplicate_elsewhere: true }} />);
    const marker = screen.getByTestId('duplicate-marker');
    expect(marker.textContent).toBe('Possible duplicate of an invoice in another company');
    expect(marker.closest('a')).toBeNull();
    expect(document.querySelector('a')).toBeNull();
  });

  it('shows nothing for an invoice that repeats none, and no duplicate in the vendor column', () => {
    show(<InvoiceMarkers row={{ ...row, duplicate_of: null }} />);
    expect(screen.queryByTestId('duplicate-marker')).toBeNull();
    cleanup();
    show(
      <InvoiceMarkers
        row={{ ...row, duplicate_of: null, duplicate_elsewhere: true }}
        only="vendor"
      />,
    );
    expect(screen.queryByTestId('duplicate-marker')).toBeNull();
  });
});
