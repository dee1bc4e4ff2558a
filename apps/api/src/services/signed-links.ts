import { createHmac, timingSafeEqual } from 'node:crypto';

/** Short-lived signed addresses for stored files, so a viewer (an <img>, pdf.js) can load a
 * document without a bearer header. */
export const LINK_TTL_SECONDS = 10 * 60;

const sign = (secret: string, docId: string, expires: number) =>
  createHmac('sha256', secret).update(`document:${docId}:${expires}`).digest('base64url');

export function signedContentPath(secret: string, docId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
  const signature = sign(secret, docId, expires);
  return `/api/v1/document/${encodeURIComponent(docId)}/content?expires=${expires}&signature=${signature}`;
}

export function isValidSignature(
  secret: string,
  docId: string,
  expires: number | undefined,
  signature: string | undefined,
  now = Date.now(),
): boolean {
  if (!expires || !signature || expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, docId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
