import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect';
import { migrate, MIGRATION_NAMES } from '../src/db/migrate';

// SQLite only (the api-postgres project leaves sqlite-*.test.ts out): databases made before the
// data layer moved to Kysely exist only as SQLite files.
const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-adopt-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a SQLite database made by the earlier SQL migrations', () => {
  it('is adopted as it is, keeping its rows', async () => {
    const file = path.join(dataDir, 'legacy.db');
    const legacy = new SqliteDatabase(file);
    legacy.exec(LEGACY_SCHEMA);
    legacy
      .prepare('INSERT INTO users (email, user_name, password_hash) VALUES (?, ?, ?)')
      .run('old@example.test', 'Old', 'hash');
    legacy.close();

    const adopted = connect({ engine: 'sqlite', path: file });
    expect(await migrate(adopted, { engine: 'sqlite', path: file })).toEqual(MIGRATION_NAMES);
    expect(await adopted.selectFrom('users').select('email').execute()).toEqual([
      { email: 'old@example.test' },
    ]);
    await adopted.destroy();
  });
});

/** The schema the first release created with hand-written SQL (its tables and indexes). */
const LEGACY_SCHEMA = `
CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL DEFAULT '');
CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  user_name TEXT NOT NULL, password_hash TEXT NOT NULL, active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')));
CREATE TABLE form_metadata (form_name TEXT PRIMARY KEY, body TEXT NOT NULL, updated_at TEXT);
CREATE TABLE translations (language_code TEXT NOT NULL, namespace TEXT NOT NULL,
  key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (language_code, namespace, key))
  WITHOUT ROWID;
CREATE TABLE countries (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
CREATE INDEX countries_name ON countries (name COLLATE NOCASE);
CREATE TABLE states (id INTEGER PRIMARY KEY, country_id INTEGER NOT NULL REFERENCES countries (id),
  code TEXT NOT NULL, name TEXT NOT NULL, UNIQUE (country_id, code));
CREATE INDEX states_country_name ON states (country_id, name COLLATE NOCASE);
CREATE TABLE cities (id INTEGER PRIMARY KEY, state_id INTEGER NOT NULL REFERENCES states (id),
  name TEXT NOT NULL);
CREATE INDEX cities_state_name ON cities (state_id, name COLLATE NOCASE);
CREATE TABLE documents (id INTEGER PRIMARY KEY, doc_id TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL, content_type TEXT NOT NULL, size INTEGER NOT NULL,
  sha256 TEXT NOT NULL, storage_path TEXT NOT NULL, form_name TEXT NOT NULL,
  event_type TEXT NOT NULL, sub_event_type TEXT, uploaded_by INTEGER REFERENCES users (id),
  created_at TEXT NOT NULL DEFAULT '');
CREATE INDEX documents_sha256 ON documents (sha256);
`;
