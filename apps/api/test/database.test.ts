import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../src/config';
import type { Db } from '../src/db/connect';
import { migrate, MIGRATION_NAMES } from '../src/db/migrate';
import { nowIso } from '../src/db/dialect';
import { inTransaction } from '../src/db/transaction';
import { openTestDatabase, testEngine } from './test-database';

let config: DatabaseConfig;
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ config, db, close } = await openTestDatabase());
});
afterAll(() => close());

const user = (email: string) => ({
  email,
  user_name: 'Ann',
  password_hash: 'x',
  created_at: nowIso(),
});

describe(`the data layer on ${testEngine}`, () => {
  it('migrates an empty database, and a second run applies nothing', async () => {
    expect(await migrate(db, config)).toEqual(MIGRATION_NAMES);
    expect(await migrate(db, config)).toEqual([]);
  });

  it('writes all of a transaction or none of it', async () => {
    await expect(
      inTransaction(db, async (trx) => {
        await trx.insertInto('users').values(user('first@example.test')).execute();
        // The same e-mail again breaks the unique index: the first row must go too.
        await trx.insertInto('users').values(user('first@example.test')).execute();
      }),
    ).rejects.toThrow();
    const rows = await db.selectFrom('users').select('email').execute();
    expect(rows).toEqual([]);

    await inTransaction(db, async (trx) => {
      await trx.insertInto('users').values(user('a@example.test')).execute();
      // A nested call joins the outer transaction instead of committing on its own.
      await inTransaction(trx, (inner) =>
        inner.insertInto('users').values(user('b@example.test')).execute(),
      );
    });
    expect(await db.selectFrom('users').select('email').orderBy('email').execute()).toEqual([
      { email: 'a@example.test' },
      { email: 'b@example.test' },
    ]);
  });
});
