import { ROLES, type Role } from '@procure/contract';

/** The roles a user may hold (one or more), named once in the contract; migration 022 checks
 * these same names. */
export { ROLES, type Role };

export const isRole = (value: string): value is Role =>
  (ROLES as readonly string[]).includes(value);

/** The roles given when none are named: the first user of a server runs it. */
export const DEFAULT_ROLES: readonly Role[] = ['admin'];
