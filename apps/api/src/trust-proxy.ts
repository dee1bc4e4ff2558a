import { isIP } from 'node:net';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Fastify takes it, or null when it is none of the accepted forms. */
export function trustProxy(text: string): boolean | number | string[] | null {
  const value = text.trim().toLowerCase();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    const [address = '', bits, extra] = entry.split('/');
    if (PROXY_NAMES.has(entry)) return true;
    const family = isIP(address);
    if (!family || extra !== undefined) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  return entries.every(valid) ? entries : null;
}
