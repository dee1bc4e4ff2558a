import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that once signed in to an account carries a signed proof of it, and its sign-ins to that
 * account are limited per device instead of by the account-wide limit. A stranger guessing the
 * password cannot lock the owner out: the owner's browser never counts in the stranger's
 * bucket. The value binds the user id, a random nonce (the device's bucket) and when it was
 * issued, signed with a key derived from the JWT secret (never the secret itself). */
export const DEVICE_COOKIE = 'procure_device';
/** How long a device stays known without a sign-in (each sign-in gives a fresh cookie). */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

export function createDeviceCookies(jwtSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'procure device cookie v1', 32));
  const signature = (payload: string) =>
    createHmac('sha256', key).update(payload).digest('base64url');
  return {
    /** A new cookie value for this user: `userId.nonce.issuedAt.signature`. */
    issue(userId: number, now = Date.now()): string {
      const payload = `${userId}.${randomBytes(16).toString('base64url')}.${Math.floor(now / 1000)}`;
      return `${payload}.${signature(payload)}`;
    },
    /** The device's nonce when `value` is a cookie this server signed for `userId` and it has
     * not expired; null for anything else (another user's, forged, old, malformed). */
    nonceFor(value: string | undefined, userId: number, now = Date.now()): string | null {
      const parts = value?.split('.') ?? [];
      if (parts.length !== 4) return null;
      const [user, nonce, issued, given] = parts as [string, string, string, string];
      const expected = Buffer.from(signature(`${user}.${nonce}.${issued}`));
      const sent = Buffer.from(given);
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
      const ageS = now / 1000 - Number(issued);
      if (user !== String(userId) || !(ageS >= 0 && ageS < DEVICE_COOKIE_MAX_AGE_S)) return null;
      return nonce;
    },
  };
}

/** One cookie's value from a Cookie header (our values need no decoding). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header for a device cookie: sent back only to the sign-in route, never
 * readable by script, never on a cross-site request, and over HTTPS only when the request came
 * by HTTPS (a plain-HTTP intranet install would otherwise never keep it). */
export function deviceCookieHeader(value: string, path: string, secure: boolean): string {
  const attributes = [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${path}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  return (secure ? [...attributes, 'Secure'] : attributes).join('; ');
}
