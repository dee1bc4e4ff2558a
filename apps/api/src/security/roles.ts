/** The roles a user may hold (one or more). The migration 022 checks these same names. */
export const ROLES = ['admin', 'buyer', 'approver', 'ap_clerk', 'payer', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role =>
  (ROLES as readonly string[]).includes(value);

/** The roles given when none are named: the first user of a server runs it. */
export const DEFAULT_ROLES: readonly Role[] = ['admin'];
