import type { InvoiceInPayment, Profile } from '@procure/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { DecisionButtons } from '../src/features/invoices/review/DecisionDialogs';
import { InPaymentCallout } from '../src/features/invoices/review/InPayment';
import type { useReviewDecisions } from '../src/features/invoices/review/use-review-decisions';
import { PaymentTag } from '../src/features/invoices/components/InvoiceBadges';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.__PROCURE_CONFIG__;
});

const IN_PAYMENT: InvoiceInPayment = {
  run_id: 4,
  reference: 'RUN-4',
  pay_date: '2026-12-01',
  confirmed_by: 'Paula Payer',
  confirmed_at: '2026-11-28T09:00:00.000Z',
  reason: 'This invoice is in payment run RUN-4; it cannot change until the run is undone.',
};

/** Our backend, signed in as an admin who may approve and pay. */
function signedInAsAdmin() {
  const profile: Profile = {
    id: 1,
    email: 'admin@example.test',
    user_name: 'Admin',
    roles: ['admin'],
    permissions: ['public', 'self', 'read', 'invoice.pay', 'invoice.approve', 'invoice.review'],
    refusals: {},
  };
  window.__PROCURE_CONFIG__ = { capabilities: ['procure-extras'] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: profile })),
  );
}

const decisions = {
  setPayOpen: () => undefined,
  setRejectOpen: () => undefined,
  onApprove: async () => undefined,
  approving: false,
} as unknown as ReturnType<typeof useReviewDecisions>;

const show = (node: React.ReactNode) =>
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>{node}</MemoryRouter>
    </Provider>,
  );

describe('an invoice in a confirmed payment run (issue 25)', () => {
  it('offers Mark paid, Approve and Reject disabled while the run holds it', async () => {
    signedInAsAdmin();
    show(
      <DecisionButtons
        decisions={decisions}
        closed={false}
        payable
        inPayment={IN_PAYMENT.reason}
      />,
    );
    for (const name of ['Mark paid', 'Approve', 'Reject'])
      expect((await screen.findByRole('button', { name })).hasAttribute('disabled')).toBe(true);
  });

  it('keeps Mark paid enabled for an invoice no run holds', async () => {
    signedInAsAdmin();
    show(<DecisionButtons decisions={decisions} closed payable />);
    expect(
      (await screen.findByRole('button', { name: 'Mark paid' })).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('names the run, its pay date and who confirmed it, and links to it', () => {
    show(<InPaymentCallout inPayment={IN_PAYMENT} />);
    const callout = screen.getByTestId('in-payment-callout');
    expect(callout.textContent).toContain('In payment run RUN-4');
    expect(callout.textContent).toContain('confirmed by Paula Payer');
    expect(screen.getByRole('link', { name: 'Open RUN-4' }).getAttribute('href')).toBe(
      '/payments?run=4',
    );
  });

  it('shows In payment beside the payment status of a list row a run holds', () => {
    show(<PaymentTag status="pending" runId={4} />);
    expect(screen.getByTestId('in-payment-tag').textContent).toBe('In payment');
    cleanup();
    show(<PaymentTag status="pending" runId={null} />);
    expect(screen.queryByTestId('in-payment-tag')).toBeNull();
  });
});
