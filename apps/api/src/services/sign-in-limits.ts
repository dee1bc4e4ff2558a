import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { tooManySignIns } from '../http/errors';
import { signInBucket, type SignInWindowsRepository } from '../repositories/sign-in-windows';

const ADDRESS_WINDOW_MS = 60_000;

/** The sign-in limits, each counted in the database (shared by every instance) before the
 * password is checked: per client address (`LOGIN_RATE_LIMIT_PER_MINUTE`), and then either per
 * device cookie (`LOGIN_DEVICE_ATTEMPTS`), for a browser that signed in to the account before,
 * or per account (`LOGIN_ACCOUNT_ATTEMPTS`) for everyone else. Every refusal is the same 429,
 * so it tells nothing about which limit was hit or whether the account exists. */
export function createSignInLimits(windows: SignInWindowsRepository, config: Config) {
  const { attempts: accountAttempts, windowMs } = config.loginAccountLimit;
  const longestWindowMs = Math.max(windowMs, ADDRESS_WINDOW_MS);

  async function take(reply: FastifyReply, bucket: string, limit: number, window: number) {
    const counted = await windows.count(bucket, window);
    // A window opening is rare enough to sweep the closed ones then.
    if (counted.attempts === 1) await windows.purgeExpired(longestWindowMs);
    if (counted.attempts <= limit) return;
    const left = Math.max(1, Math.ceil((counted.windowStartedAt + window - Date.now()) / 1000));
    reply.header('retry-after', String(left));
    throw tooManySignIns(left);
  }

  return {
    /** Counts a sign-in from this address (before its body is read). */
    byAddress: (reply: FastifyReply, ip: string) =>
      take(reply, signInBucket.address(ip), config.loginRateLimitPerMinute, ADDRESS_WINDOW_MS),
    /** Counts an attempt at an account, in the device's bucket when the request carries a
     * valid device cookie for it; answers the bucket a successful sign-in clears. */
    async byAccount(reply: FastifyReply, email: string, deviceNonce: string | null) {
      const bucket = deviceNonce ? signInBucket.device(deviceNonce) : signInBucket.account(email);
      await take(
        reply,
        bucket,
        deviceNonce ? config.loginDeviceAttempts : accountAttempts,
        windowMs,
      );
      return bucket;
    },
    /** After a successful sign-in: its bucket starts again. A device's success leaves the
     * account-wide count alone, so the owner signing in does not reset a stranger's guesses. */
    cleared: (bucket: string) => windows.clear(bucket),
  };
}
