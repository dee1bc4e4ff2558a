import { createHash, randomBytes } from 'node:crypto';
import type { OwnSession } from '@procure/contract';
import type { Db } from '../db/connect';
import { nowIso } from '../db/dialect';
import { isRole } from '../security/roles';
import type { Principal } from '../security/principal';
import { revokeSessionsOf } from './users';

/** last_seen is written when it is older than this: a session's age to the minute is enough
 * for "signed in from ... last seen ...", and a write on every request is not. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

type SessionUserRow = {
  session_id: string;
  user_id: number;
  expires_at: string;
  revoked_at: string | null;
  last_seen: string;
  user_name: string;
  email: string;
  active: number;
  disabled_at: string | null;
  role: string | null;
  /** 0/1 on SQLite, a boolean on PostgreSQL. */
  limited: number | boolean;
};

export function createSessionsRepository(db: Db) {
  // Every signed-in request runs this: one lookup by the session's primary key, joined with
  // its user and the user's roles (a row per role), compiled once and run with the id.
  const bySessionId = db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('user_roles as r', 'r.user_id', 'u.id')
    .select([
      's.id as session_id',
      's.user_id',
      's.expires_at',
      's.revoked_at',
      's.last_seen',
      'u.user_name',
      'u.email',
      'u.active',
      'u.disabled_at',
      'r.role',
    ])
    // Whether the user is limited to companies: one probe of user_companies' key, so a list of
    // an unlimited user (most) asks nothing more (security/company-scope.ts).
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('user_companies as uc')
            .select('uc.user_id')
            .whereRef('uc.user_id', '=', 'u.id'),
        )
        .as('limited'),
    )
    .where('s.id', '=', '')
    .compile();
  return {
    /** Opens a session for a sign-in; the answer is the id the token carries. */
    async create(session: {
      userId: number;
      ttlSeconds: number;
      userAgent?: string;
      address?: string;
    }): Promise<string> {
      const id = randomBytes(18).toString('base64url');
      const now = nowIso();
      await db
        .insertInto('sessions')
        .values({
          id,
          user_id: session.userId,
          created_at: now,
          last_seen: now,
          expires_at: nowIso(session.ttlSeconds * 1000),
          revoked_at: null,
          // Bounded: they are shown to the user later, not evidence.
          user_agent: session.userAgent?.slice(0, 300) ?? null,
          address: session.address?.slice(0, 100) ?? null,
        })
        .execute();
      return id;
    },
    /** The signed-in user of a live session, with their roles, read from the database now:
     * undefined when the session ended, expired, or its user is disabled. */
    async principal(sessionId: string): Promise<Principal | undefined> {
      const { rows } = await db.executeQuery<SessionUserRow>({
        ...bySessionId,
        parameters: [sessionId],
      });
      const first = rows[0];
      const now = nowIso();
      if (!first || first.revoked_at !== null || first.expires_at <= now) return undefined;
      if (first.active !== 1 || first.disabled_at !== null) return undefined;
      if (Date.parse(first.last_seen) < Date.now() - LAST_SEEN_EVERY_MS)
        await db
          .updateTable('sessions')
          .set({ last_seen: now })
          .where('id', '=', sessionId)
          .execute();
      return {
        id: first.user_id,
        name: first.user_name,
        email: first.email,
        sessionId,
        roles: rows.map((r) => r.role ?? '').filter(isRole),
        limitedToCompanies: first.limited === true || Number(first.limited) === 1,
      };
    },
    /** A user's live sessions, the current one first, then the latest seen. Each is named by
     * a short hash of its id: the id itself stays on the server. */
    async liveOf(userId: number, currentId: string): Promise<OwnSession[]> {
      const now = nowIso();
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_seen', 'expires_at', 'user_agent', 'address'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('last_seen', 'desc')
        .limit(100)
        .execute();
      return rows
        .map(({ id, ...row }) => ({
          ...row,
          id: createHash('sha256').update(id).digest('base64url').slice(0, 12),
          current: id === currentId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
    },
    /** "Sign out everywhere else": every live session of the user but this one ends. */
    revokeOthers: (userId: number, keepSessionId: string) =>
      revokeSessionsOf(db, userId, keepSessionId),
    /** Ends one session (logout); a second call changes nothing. */
    revoke: (sessionId: string) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: nowIso() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute(),
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
