import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** An answer serialized once and served many times: reference data (form metadata,
 * translations, places) changes only when it is synced, so its JSON and ETag are kept, and
 * so are its compressed forms, made on first use (compressing per request would cost more
 * than the rest of the request). */
export type PreparedJson = {
  readonly body: string;
  readonly etag: string;
  readonly compressed: Partial<Record<Encoding, Buffer>>;
};

/** Answers smaller than this are sent as they are, like @fastify/compress's threshold. */
export const COMPRESS_THRESHOLD = 1024;

export function prepareJson(value: unknown): PreparedJson {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, compressed: {} };
}

/** Brotli at quality 6 compresses about as well as 9 at a fraction of the time (a 20 KB
 * answer: ~3 ms once), which matters for places, where every new search is a new answer. */
const compressors: Record<Encoding, (body: string) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** The encoding to send, from Accept-Encoding: br before gzip, neither when refused (q=0). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let br = false;
  let gzip = false;
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = entry.split(';').map((p) => p.trim());
    if (params.some((p) => /^q=0(\.0*)?$/.test(p))) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : undefined;
}

/** The bytes to send for a client accepting `acceptEncoding`, with their encoding and ETag
 * (each encoding is its own representation, so its own ETag). */
export function representation(prepared: PreparedJson, acceptEncoding: string | undefined) {
  const encoding =
    prepared.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(acceptEncoding) : undefined;
  if (!encoding) return { body: prepared.body, etag: prepared.etag, encoding };
  const bytes = (prepared.compressed[encoding] ??= compressors[encoding](prepared.body));
  return { body: bytes, etag: `${prepared.etag.slice(0, -1)}-${encoding}"`, encoding };
}

/** Whether If-None-Match names this answer in any of its encodings. */
export function isCurrent(prepared: PreparedJson, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  const base = prepared.etag.slice(0, -1);
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === prepared.etag || t === `${base}-br"` || t === `${base}-gzip"` || t === '*';
  });
}

/** Prepared answers by key, at most `limit` of them (the least recently used go first), all
 * dropped when `generation()` changes (reference data was synced again). */
export function preparedCache(limit: number, generation: () => number = () => 0) {
  const entries = new Map<string, PreparedJson>();
  let seen = generation();
  return async function cached(key: string, build: () => Promise<unknown>): Promise<PreparedJson> {
    if (generation() !== seen) {
      entries.clear();
      seen = generation();
    }
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const prepared = prepareJson(await build());
    if (entries.size >= limit) entries.delete(entries.keys().next().value!);
    entries.set(key, prepared);
    return prepared;
  };
}
