import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** The buckets sign-in attempts are counted in: one per account (whatever the address; unknown
 * e-mails alike), one per client address, one per device cookie. */
export const signInBucket = {
  account: (email: string) => `account:${email.toLowerCase()}`,
  address: (ip: string) => `address:${ip}`,
  device: (nonce: string) => `device:${nonce}`,
};

/** Sign-in attempts per bucket in a fixed window, in the database so that every API instance
 * counts together. An attempt is counted before the password is checked (one atomic upsert),
 * so a burst of parallel guesses cannot slip past the count; a successful sign-in clears its
 * bucket. */
export function createSignInWindowsRepository(db: Db) {
  return {
    /** Counts one attempt in `bucket` and answers the count in the current window and when
     * that window started (a window older than `windowMs` starts again at 1). */
    async count(bucket: string, windowMs: number, now = Date.now()) {
      const nowIso = new Date(now).toISOString();
      const expired = new Date(now - windowMs).toISOString();
      const windowOver = sql<boolean>`sign_in_windows.window_started_at <= ${expired}`;
      const row = await db
        .insertInto('sign_in_windows')
        .values({ bucket, attempts: 1, window_started_at: nowIso })
        .onConflict((oc) =>
          oc.column('bucket').doUpdateSet({
            attempts: sql<number>`CASE WHEN ${windowOver} THEN 1 ELSE sign_in_windows.attempts + 1 END`,
            window_started_at: sql<string>`CASE WHEN ${windowOver} THEN ${nowIso} ELSE sign_in_windows.window_started_at END`,
          }),
        )
        .returning(['attempts', 'window_started_at'])
        .executeTakeFirstOrThrow();
      return { attempts: Number(row.attempts), windowStartedAt: Date.parse(row.window_started_at) };
    },
    clear: async (bucket: string) => {
      await db.deleteFrom('sign_in_windows').where('bucket', '=', bucket).execute();
    },
    /** Forgets windows older than `windowMs` (the longest of the limits), so addresses and
     * e-mails tried once do not pile up. */
    purgeExpired: async (windowMs: number, now = Date.now()) => {
      await db
        .deleteFrom('sign_in_windows')
        .where('window_started_at', '<=', new Date(now - windowMs).toISOString())
        .execute();
    },
  };
}
export type SignInWindowsRepository = ReturnType<typeof createSignInWindowsRepository>;
