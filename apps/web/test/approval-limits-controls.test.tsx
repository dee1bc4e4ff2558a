import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { User } from '@procure/contract';
import { Provider } from 'react-redux';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../src/app/store';
import { OwnLimits } from '../src/features/auth/components/OwnLimits';
import { LimitFields } from '../src/features/settings/components/LimitFields';
import { UserLimitsCell } from '../src/features/settings/components/UserLimitsCell';
import {
  limitsOf,
  limitTexts,
  textToLimit,
  type LimitTexts,
} from '../src/features/settings/components/limit-text';

afterEach(cleanup);

describe('approval limits in user administration (issue 22 item 3)', () => {
  it('reads typed amounts as base-currency cents, empty as no limit', () => {
    expect(textToLimit('')).toBeNull();
    expect(textToLimit(' 10,000.50 ')).toBe(1_000_050);
    expect(textToLimit('25000')).toBe(2_500_000);
    // Not an amount: sent as typed, for the server's 400 under the field.
    expect(textToLimit('-5')).toBe(-5);
    expect(Number.isNaN(textToLimit('abc'))).toBe(true);
    expect(limitTexts({ po: 2_500_000, invoice: null })).toEqual({ po: '25000.00', invoice: '' });
    expect(limitsOf({ po: '0', invoice: '' })).toEqual({ po: 0, invoice: null });
  });

  it("shows a user's limits in the base currency and 'No limit' where none is set", () => {
    const user: User = {
      id: 7,
      email: 'lena@example.test',
      user_name: 'Lena',
      roles: ['approver'],
      disabled_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
      last_seen: null,
      limits: { po: 2_500_000, invoice: null },
    };
    render(
      <Provider store={makeStore()}>
        <UserLimitsCell user={user} />
      </Provider>,
    );
    const text = screen.getByTestId('user-limits').textContent ?? '';
    expect(text).toMatch(/^PO: .*25,000\.00 · Invoice: No limit$/);
    fireEvent.click(screen.getByTestId('user-limits-edit'));
    expect((screen.getByLabelText('Purchase orders') as HTMLInputElement).value).toBe('25000.00');
    expect((screen.getByLabelText('Invoices') as HTMLInputElement).value).toBe('');
  });

  it("puts the server's message under the field it names", () => {
    function Harness() {
      const [value, setValue] = useState<LimitTexts>({ po: '-1', invoice: '' });
      return (
        <LimitFields
          value={value}
          onChange={setValue}
          error={{
            status: 400,
            message: 'Fix',
            issues: [{ path: 'po', message: 'Enter 0 or more' }],
          }}
        />
      );
    }
    render(
      <Provider store={makeStore()}>
        <Harness />
      </Provider>,
    );
    expect(screen.getByText('Enter 0 or more')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Invoices'), { target: { value: '500' } });
    expect((screen.getByLabelText('Invoices') as HTMLInputElement).value).toBe('500');
  });

  it('shows an approver their own limits on the profile, and nothing to one who approves nothing', () => {
    const profile = {
      id: 3,
      email: 'arun@example.test',
      user_name: 'Arun',
      roles: ['approver' as const],
      permissions: ['read' as const, 'invoice.approve' as const],
      refusals: {},
      limits: { po: null, invoice: 1_000_000 },
    };
    const { rerender } = render(
      <Provider store={makeStore()}>
        <OwnLimits profile={profile} />
      </Provider>,
    );
    expect(screen.getByTestId('profile-limits').textContent).toMatch(
      /^PO: No limit · Invoice: .*10,000\.00$/,
    );
    rerender(
      <Provider store={makeStore()}>
        <OwnLimits profile={{ ...profile, permissions: ['read'] }} />
      </Provider>,
    );
    expect(screen.queryByTestId('profile-limits')).toBeNull();
  });
});
