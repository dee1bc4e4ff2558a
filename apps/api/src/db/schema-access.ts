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
