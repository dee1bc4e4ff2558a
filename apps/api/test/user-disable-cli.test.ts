import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import { userWithRoles } from './support/roles';

// The operator's way to shut someone out until user administration exists: the CLI on the
// same database ends the user's session at once.
const run = promisify(execFile);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it(
  'disables a user (their token is refused) and enables them again',
  { timeout: 60_000 },
  async () => {
    const user = await userWithRoles(t.app, ['viewer']);
    const read = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/vendor/?type=active', headers: user.auth });
    expect((await read()).statusCode).toBe(200);
    const env = {
      ...process.env,
      PROCURE_DATA_DIR: t.config.dataDir,
      ...(t.config.database.engine === 'postgres'
        ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: t.config.database.schema }
        : {}),
    };
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/cli/user-disable.ts', ...args], {
        cwd: apiDir,
        env,
      });
    expect((await cli('--email', user.email)).stdout).toBe(`User ${user.email} disabled.\n`);
    expect((await read()).statusCode).toBe(401);
    expect((await cli('--email', user.email, '--enable')).stdout).toContain('enabled');
    const row = await t.app.db
      .selectFrom('users')
      .select('disabled_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.disabled_at).toBeNull();
    await expect(cli('--email', 'nobody@example.test')).rejects.toThrow(/No user/);
  },
);
