import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The data directory's own files, as the configuration makes them at boot (config.ts): the
 * folders, the generated JWT secret, and which secrets are published. Nothing here reads the
 * environment. */

/** The database, the documents and the secret are this process's alone: every file the process
 * creates from here on is 0600 (the umask: SQLite's file, its WAL, uploads, the secret), and a
 * directory it creates 0700. An existing directory is tightened only when it is the process's own
 * (`tighten`: the documents folder); the data directory may be a folder the operator chose, even
 * /tmp or a home directory, whose mode is not ours to change. */
export function privateDirectory(dir: string, tighten: boolean) {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (tighten) chmodSync(dir, 0o700);
}

/** Secrets that have stood in this repository or its examples (docker-compose once carried the
 * first), and the placeholders people copy from examples. Refused in production. */
const publishedSecrets = ['change-me-to-a-long-random-secret-of-32-characters-or-more'];
export function isPublishedSecret(secret: string) {
  return (
    publishedSecrets.includes(secret) || /change[-_ ]?me|replace[-_ ]?me|example/i.test(secret)
  );
}

/** A secret generated on first run and kept in the data directory, so tokens survive restarts
 * without anyone having to invent one. */
export function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
