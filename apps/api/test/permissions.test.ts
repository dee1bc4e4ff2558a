import { contract, flattenRoutes } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { refusal, ROLE_PERMISSIONS, ROUTE_PERMISSIONS } from '../src/security/permissions';
import { ROLES } from '../src/security/roles';

// The permission table is the one place a reviewer reads who may call what.
describe('permission table', () => {
  const keys = flattenRoutes(contract).map(([key]) => key);

  it.each(keys)('declares %s', (key) => {
    expect(ROUTE_PERMISSIONS[key], `${key} has no line in ROUTE_PERMISSIONS`).toBeDefined();
  });

  it('names no route the contract lacks', () => {
    expect(Object.keys(ROUTE_PERMISSIONS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('leaves every read and the own session open to every role, viewer included', () => {
    for (const role of ROLES)
      expect(ROLE_PERMISSIONS[role]).toEqual(expect.arrayContaining(['read', 'self']));
    expect(ROLE_PERMISSIONS.viewer).toEqual(['self', 'read']);
  });

  it('declares every GET as read, public or own, but what only an admin reads', () => {
    for (const [key, route] of flattenRoutes(contract))
      // The bank file lists the IBANs and amounts to pay: the payer's, like the run it comes from.
      if (route.method === 'GET' && key !== 'paymentRun.file')
        expect(['read', 'public', 'self', 'settings.view', 'users.manage'], key).toContain(
          ROUTE_PERMISSIONS[key],
        );
  });

  it('says in a sentence which role is missing', () => {
    expect(refusal('invoice.approve')).toBe('Approving invoices needs the approver role.');
    expect(refusal('masters.edit')).toBe('Editing master data needs the admin role.');
    expect(refusal('document.upload')).toBe(
      'Uploading documents needs the buyer or ap_clerk role.',
    );
  });
});
