import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Sign-in attempts per account in a fixed window. An attempt is counted before the password
 * is checked (one atomic upsert), so a burst of parallel guesses cannot slip past the count;
 * a successful sign-in clears it. */
export function createLoginAttemptsRepository(db: Db) {
  return {
    /** Counts one attempt for `email` and answers the count in the current window and when
     * that window started (a window older than `windowMs` starts again at 1). */
    async count(email: string, windowMs: number, now = Date.now()) {
      const nowIso = new Date(now).toISOString();
      const expired = new Date(now - windowMs).toISOString();
      const windowOver = sql<boolean>`login_attempts.window_started_at <= ${expired}`;
      const row = await db
        .insertInto('login_attempts')
        .values({ email: email.toLowerCase(), attempts: 1, window_started_at: nowIso })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet({
            attempts: sql<number>`CASE WHEN ${windowOver} THEN 1 ELSE login_attempts.attempts + 1 END`,
            window_started_at: sql<string>`CASE WHEN ${windowOver} THEN ${nowIso} ELSE login_attempts.window_started_at END`,
          }),
        )
        .returning(['attempts', 'window_started_at'])
        .executeTakeFirstOrThrow();
      return { attempts: Number(row.attempts), windowStartedAt: Date.parse(row.window_started_at) };
    },
    clear: async (email: string) => {
      await db.deleteFrom('login_attempts').where('email', '=', email.toLowerCase()).execute();
    },
    /** Forgets windows that are over, so addresses tried once do not pile up. */
    purgeExpired: async (windowMs: number, now = Date.now()) => {
      await db
        .deleteFrom('login_attempts')
        .where('window_started_at', '<=', new Date(now - windowMs).toISOString())
        .execute();
    },
  };
}
export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
