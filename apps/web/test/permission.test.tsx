import { Button } from '@blueprintjs/core';
import type { Profile } from '@procure/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../src/app/store';
import { Guarded } from '../src/components/access/Guarded';
import { accessFor, usePermission } from '../src/lib/access/use-permission';

const VIEWER: Profile = {
  id: 7,
  email: 'auditor@example.test',
  user_name: 'Auditor',
  roles: ['viewer'],
  permissions: ['public', 'self', 'read'],
  refusals: { 'invoice.approve': 'Approving invoices needs the approver role.' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.__PROCURE_CONFIG__;
});

describe('accessFor', () => {
  it('shows every action to a backend that sends no permissions', () => {
    expect(accessFor('invoice.approve', { supported: false, failed: false })).toEqual({
      allowed: true,
      pending: false,
    });
    // Ours, but the profile could not be read: the server still decides each call.
    expect(accessFor('invoice.approve', { supported: true, failed: true }).allowed).toBe(true);
  });

  it('waits for the profile, then allows what it lists and says why for the rest', () => {
    expect(accessFor('read', { supported: true, failed: false })).toMatchObject({
      allowed: false,
      pending: true,
    });
    expect(accessFor('read', { supported: true, failed: false, profile: VIEWER }).allowed).toBe(
      true,
    );
    expect(
      accessFor('invoice.approve', { supported: true, failed: false, profile: VIEWER }),
    ).toEqual({
      allowed: false,
      pending: false,
      reason: 'Approving invoices needs the approver role.',
    });
    // A permission the server did not word still gets a sentence.
    expect(
      accessFor('invoice.pay', { supported: true, failed: false, profile: VIEWER }).reason,
    ).toBeTruthy();
  });
});

/** Our backend (procure-extras) answering GET /api/v1/profile with `profile`. */
function serveProfile(profile: Profile) {
  window.__PROCURE_CONFIG__ = { capabilities: ['procure-extras'] };
  const fetch = vi.fn(async () =>
    Response.json({ data: profile }, { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Probe({ permission }: { permission: 'invoice.approve' | 'read' }) {
  const access = usePermission(permission);
  if (access.pending) return <span>pending</span>;
  return <span>{access.allowed ? `${permission}: yes` : `${permission}: ${access.reason}`}</span>;
}

describe('usePermission and Guarded', () => {
  it('asks the profile once for every caller and answers from it', async () => {
    const fetch = serveProfile(VIEWER);
    render(
      <Provider store={makeStore()}>
        <Probe permission="read" />
        <Probe permission="invoice.approve" />
      </Provider>,
    );
    expect(await screen.findByText('read: yes')).toBeTruthy();
    expect(
      await screen.findByText('invoice.approve: Approving invoices needs the approver role.'),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hides a decision and disables an action the roles do not allow', async () => {
    serveProfile(VIEWER);
    render(
      <Provider store={makeStore()}>
        <Guarded permission="invoice.approve" mode="hide">
          <Button text="Approve" />
        </Guarded>
        <Guarded permission="invoice.approve">
          <Button text="Upload" />
        </Guarded>
        <Guarded permission="read">
          <Button text="Export" />
        </Guarded>
      </Provider>,
    );
    // The tooltip's wrapper names the permission once the profile has come.
    await vi.waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Upload' }).closest('[data-permission]'),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows everything to the specification backend, which sends no permissions', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <Provider store={makeStore()}>
        <Guarded permission="invoice.approve" mode="hide">
          <Button text="Approve" />
        </Guarded>
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
