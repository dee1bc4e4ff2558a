import { cleanup, render, screen } from '@testing-library/react';
import type { AccountLink } from '@procure/contract';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../src/app/store';
import { AccountLinkView } from '../src/features/settings/components/AccountLinkView';

afterEach(cleanup);

const link = (extra: Partial<AccountLink>): AccountLink => ({
  id: 1,
  purpose: 'invite',
  token: 'a-token-long-enough-for-the-schema',
  path: '/invitation/a-token-long-enough-for-the-schema',
  expires_at: '2026-12-04T10:30:00.000Z',
  mailed: false,
  ...extra,
});

const show = (extra: Partial<AccountLink>) =>
  render(
    <Provider store={makeStore()}>
      <AccountLinkView link={link(extra)} email="new.clerk@example.test" />
    </Provider>,
  );
const linkField = () => screen.getByTestId('account-link') as HTMLInputElement;

describe('the link an invitation or reset made (issue 22 item 4)', () => {
  it('says to whom it was mailed, and still offers the link to copy', () => {
    show({ mailed: true });
    expect(screen.getByTestId('account-link-mailed').textContent).toBe(
      'Sent to new.clerk@example.test.',
    );
    expect(linkField().value).toMatch(/\/invitation\/a-token-long-enough-for-the-schema$/);
    expect(screen.queryByTestId('account-link-mail-failure')).toBeNull();
  });

  it("shows the server's sentence when the mail failed, and the link to copy", () => {
    show({ mail_failure: 'The e-mail could not be sent; copy the link instead.' });
    expect(screen.getByTestId('account-link-mail-failure').textContent).toBe(
      'The e-mail could not be sent; copy the link instead.',
    );
    expect(screen.queryByTestId('account-link-mailed')).toBeNull();
    expect(linkField().value).toContain('/invitation/');
  });

  it('without mail (no SMTP_URL) asks the admin to send the link', () => {
    show({ purpose: 'reset' });
    expect(screen.queryByTestId('account-link-mailed')).toBeNull();
    expect(screen.getByText(/Send this link: it works once/)).toBeTruthy();
  });
});
