import type { PaymentRunSummary } from '@procure/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { RunContent } from '../src/features/payments/components/RunContent';
import { RunList } from '../src/features/payments/components/RunList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const run = (id: number): PaymentRunSummary => ({
  id,
  reference: `RUN-${id}`,
  status: 'draft',
  pay_date: '2026-12-01',
  invoices: 1,
  totals: [{ currency: 'EUR', invoices: 1, amount: 10, discount: 0, paid: 10 }],
  created: { by: 'Paula Payer', at: '2026-11-28T09:00:00.000Z' },
});

describe('the payment runs list (issue 25)', () => {
  it('asks the server for its page and pages with the lists pager', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string) => {
        asked.push(typeof input === 'string' ? input : input.url);
        return Response.json({
          data: [run(25), run(24)],
          pagination: { total: 45, pages: 3, page: 2, page_size: 20 },
        });
      }),
    );
    const onPage = vi.fn();
    render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <RunList page={2} onPage={onPage} openRun={() => undefined} />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('Showing 21-40 of 45')).toBeTruthy();
    expect(asked.some((url) => url.includes('page=2') && url.includes('page_size=20'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});

describe('a credit note in a run (issue 25)', () => {
  it('is marked as a credit note beside its number, and the transfer is the net', () => {
    const invoice = (id: number, number: string, amount: number) => ({
      invoice_id: id,
      invoice_number: number,
      invoice_date: '2026-10-01',
      due_date: '2026-10-31',
      amount,
      discount: 0,
      discount_deadline: null,
      paid: amount,
    });
    render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <RunContent
            content={{
              vendors: [
                {
                  vendor_id: 1,
                  vendor_name: 'Netting Werkzeuge GmbH',
                  currency: 'EUR',
                  iban: 'DE89370400440532013000',
                  bic: null,
                  amount: 749.5,
                  discount: 0,
                  paid: 749.5,
                  transfers: [
                    { end_to_end_id: 'RUN-1-1', amount: 749.5, remittance: 'GS-1, RE-1' },
                  ],
                  invoices: [invoice(2, 'GS-1', -250.5), invoice(1, 'RE-1', 1000)],
                },
              ],
              refused: [],
              totals: [{ currency: 'EUR', invoices: 2, amount: 749.5, discount: 0, paid: 749.5 }],
            }}
          />
        </MemoryRouter>
      </Provider>,
    );
    const credit = screen.getByRole('link', { name: 'GS-1' }).closest('tr')!;
    expect(credit.textContent).toContain('Credit note');
    const invoiceRow = screen.getByRole('link', { name: 'RE-1' }).closest('tr')!;
    expect(invoiceRow.textContent).not.toContain('Credit note');
  });
});
