import type { Generated } from 'kysely';

/** Roles and sessions (migration 022). */

export interface UserRolesTable {
  user_id: number;
  /** One of ROLES (apps/api/src/security/roles.ts); the migration checks the names. */
  role: string;
}

/** One sign-in. A session is live while revoked_at is null and expires_at is ahead. */
export interface SessionsTable {
  /** Random, base64url; the token's `sid` claim. */
  id: string;
  user_id: number;
  created_at: string;
  /** Written at most every few minutes, not on every request (see sessions repository). */
  last_seen: string;
  expires_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  address: string | null;
}

/** A one-time invitation or password-reset link (migration 027); only its token's hash. */
export interface AccountLinksTable {
  id: Generated<number>;
  purpose: 'invite' | 'reset';
  token_hash: string;
  /** Lower case, as users.email. */
  email: string;
  user_id: number | null;
  /** Comma-separated role names an invitation grants ('' for a reset). */
  roles: string;
  created_by: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  withdrawn_at: string | null;
  /** The company ids an invitation limits its user to, comma-separated; '' for every company
   * (migration 030). */
  companies: Generated<string>;
  /** The approval limits an invitation grants, JSON text; '' for none (migration 029). */
  limits: Generated<string>;
}
