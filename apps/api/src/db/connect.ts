import { chmodSync, existsSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { OwnSchemaPostgresDialect } from './own-schema-introspector';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Opens the configured engine. SQLite (the default) is one file with WAL for concurrent
 * readers, foreign keys enforced and a busy timeout so a second process waits instead of
 * failing. PostgreSQL is a connection pool whose every connection works in `schema`. */
export function connect(config: DatabaseConfig): Db {
  if (config.engine === 'sqlite') {
    const file = new SqliteDatabase(config.path);
    // Password hashes live here: owner-only, also for a file an older version made 0644 (SQLite
    // gives its -wal and -shm files the database file's mode).
    if (existsSync(config.path)) chmodSync(config.path, 0o600);
    file.pragma('journal_mode = WAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    file.pragma('synchronous = NORMAL');
    return new Kysely<Database>({
      dialect: new SqliteDialect({ database: reusingStatements(file) }),
    });
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    options: `-c search_path=${config.schema}`,
    types: bigintAsNumber,
  });
  // An idle client that loses its server must not take the process down with it.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
}

/** PostgreSQL hands bigint (int8: the money and quantity columns, COUNT(*)) to node as a string,
 * so exactness past 2^53 is kept. Ours stay far below it (the contract bounds amounts at
 * 999,999,999,999.99, in cents 10^14), and the code computes with numbers, as SQLite's driver
 * gives them: read them as numbers, for this pool only. */
const bigintAsNumber: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Kysely asks SQLite to prepare every query anew; preparing costs more than running a short
 * query, so statements are kept by their SQL text (Kysely's single SQLite connection never runs
 * two at once). Bounded, oldest first out, for SQL built with varying IN-lists. */
function reusingStatements(file: SqliteDatabase.Database, limit = 500) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => file.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= limit) statements.delete(statements.keys().next().value!);
        statement = file.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}
