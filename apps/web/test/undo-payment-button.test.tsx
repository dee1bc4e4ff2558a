import type { InvoicePayment, Profile, Role } from '@procure/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { UndoPaymentButton } from '../src/features/invoices/review/UndoPaymentButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.__PROCURE_CONFIG__;
});

const PAYMENT: InvoicePayment = {
  id: 3,
  amount: 10,
  paid_on: '2026-11-01',
  reference: 'TX-9',
  by: 'Paula Payer',
  by_id: 41,
  at: '2026-11-01T10:00:00.000Z',
};

/** Our backend answering GET /api/v1/profile for a user with this id and roles. */
function signedInAs(id: number, roles: Role[]) {
  const profile: Profile = {
    id,
    email: `user${id}@example.test`,
    user_name: `User ${id}`,
    roles,
    permissions: ['public', 'self', 'read', 'invoice.pay'],
    refusals: {},
  };
  window.__PROCURE_CONFIG__ = { capabilities: ['procure-extras'] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: profile })),
  );
}

const show = (payment: InvoicePayment = PAYMENT) =>
  render(
    <Provider store={makeStore()}>
      <UndoPaymentButton payment={payment} loading={false} onUndo={() => undefined} />
    </Provider>,
  );
const undo = () => screen.findByRole('button', { name: 'Undo' });

describe('Undo of a payment (issue 22: its recorder or an admin)', () => {
  it('is offered to the payer who recorded it', async () => {
    signedInAs(41, ['payer']);
    show();
    expect((await undo()).hasAttribute('disabled')).toBe(false);
  });

  it('is disabled for another payer, with why', async () => {
    signedInAs(42, ['payer']);
    show();
    await vi.waitFor(async () => expect((await undo()).hasAttribute('disabled')).toBe(true));
  });

  it('is offered to an admin, and for a payment whose recorder is unknown', async () => {
    signedInAs(42, ['admin']);
    show();
    expect((await undo()).hasAttribute('disabled')).toBe(false);
    cleanup();
    signedInAs(42, ['payer']);
    show({ ...PAYMENT, by_id: null });
    expect((await undo()).hasAttribute('disabled')).toBe(false);
  });
});
