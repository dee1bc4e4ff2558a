import { z } from 'zod';

/** The roles a user may hold (one or more). Migration 022 checks these same names, so a new
 * role needs a migration as well as a line here. */
export const ROLES = ['admin', 'buyer', 'approver', 'ap_clerk', 'payer', 'viewer'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** What a route needs (apps/api/src/security/permissions.ts maps every route to one, and each
 * role to the ones it holds). `public` needs no sign-in; `self` is every signed-in user acting
 * on their own account; `read` is every role, viewer included. Named here, not only in the
 * server, because the web asks for them by name (`usePermission('invoice.approve')`). */
export const PERMISSIONS = [
  'public',
  'self',
  'read',
  'document.upload',
  'vendor.edit',
  'vendor.approve',
  'po.edit',
  'po.approve',
  'mrn.edit',
  'mrn.approve',
  'invoice.review',
  'invoice.approve',
  'invoice.pay',
  'masters.edit',
  'settings.view',
  'users.manage',
  'companies.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
