import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';

// Issue 21, items 8 and 9: a production process seeds no demo account unless asked, refuses a
// published JWT secret, and keeps the database, documents and secret private to its user.
const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'procure-prod-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const mode = (file: string) => statSync(file).mode & 0o777;

describe('production defaults', () => {
  it('seeds the demo dataset in production only when asked explicitly', () => {
    const production = { NODE_ENV: 'production', PROCURE_DATA_DIR: dataDir() };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, PROCURE_SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ PROCURE_DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ PROCURE_DATA_DIR: dataDir(), PROCURE_SEED_DEMO: '0' }).seedDemo).toBe(
      false,
    );
  });

  it('refuses to start in production with a secret published in the repository', () => {
    const published = 'change-me-to-a-long-random-secret-of-32-characters-or-more';
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PROCURE_DATA_DIR: dataDir(), JWT_SECRET: published }),
    ).toThrow(/JWT_SECRET: this secret is published/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PROCURE_DATA_DIR: dataDir(),
        JWT_SECRET: 'replace-me-with-something-long-and-random-please',
      }),
    ).toThrow(/JWT_SECRET/);
    const random = 'kq3V9x0LrT7mWn2YpA5sD8fG1hJ4kL6zXcVbNm0Q';
    expect(
      loadConfig({ NODE_ENV: 'production', PROCURE_DATA_DIR: dataDir(), JWT_SECRET: random })
        .jwtSecret,
    ).toBe(random);
    // Generated on first start when unset: never a published one.
    expect(
      loadConfig({ NODE_ENV: 'production', PROCURE_DATA_DIR: dataDir() }).jwtSecret,
    ).toHaveLength(64);
  });
});

describe('files on disk', () => {
  it('leaves the mode of an existing data directory it did not make (such as /tmp) alone', () => {
    const chosen = dataDir();
    chmodSync(chosen, 0o1777);
    const config = loadConfig({ PROCURE_DATA_DIR: chosen });
    expect(statSync(chosen).mode & 0o7777).toBe(0o1777);
    expect(mode(config.documentsDir)).toBe(0o700);
  });

  it('makes the data and documents directories 0700 and the secret 0600', () => {
    const dir = path.join(dataDir(), 'new-data');
    const config = loadConfig({ PROCURE_DATA_DIR: dir });
    expect(mode(dir)).toBe(0o700);
    expect(mode(config.documentsDir)).toBe(0o700);
    expect(mode(path.join(dir, 'jwt-secret'))).toBe(0o600);
    // A document written afterwards, like an upload, is the owner's alone.
    const document = path.join(config.documentsDir, 'upload.pdf');
    writeFileSync(document, '%PDF-1.7');
    expect(mode(document)).toBe(0o600);
  });

  it('creates the SQLite database and its WAL 0600, and tightens one an older version made 0644', async () => {
    const dir = dataDir();
    const config = loadConfig({ PROCURE_DATA_DIR: dir });
    if (config.database.engine !== 'sqlite') throw new Error('expected SQLite');
    const db = connect(config.database);
    await sql`create table t (x integer)`.execute(db);
    await sql`insert into t values (1)`.execute(db);
    expect(mode(config.database.path)).toBe(0o600);
    expect(mode(`${config.database.path}-wal`)).toBe(0o600);
    await db.destroy();

    const older = path.join(dir, 'older.db');
    writeFileSync(older, '', { mode: 0o644 });
    chmodSync(older, 0o644);
    const reopened = connect({ engine: 'sqlite', path: older });
    expect(mode(older)).toBe(0o600);
    await reopened.destroy();
  });
});
