import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_USER } from '@procure/fixtures';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemo, seedReference } from '../src/seed';
import { createTestDatabase } from './test-database';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const demoUser = DEMO_USER;

/** A real server on a fresh temporary database (SQLite, or PostgreSQL in the api-postgres
 * project), seeded as `npm start` seeds it. */
export async function createTestApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-api-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    ...database.env,
    NODE_ENV: 'test',
    PROCURE_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_SECRET,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const app = await buildApp(config, false);
  await seedReference(app.db, app.repos, app.log);
  await seedDemo(app.db, app.repos, app.log);
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type App = TestApp['app'];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A test server for a whole file, signed in as the demo user: made before the file's tests and
 * closed after them. `call` sends a request with the user's token (and a JSON payload, if any). */
export function signedInTestApp(env: Record<string, string> = {}) {
  let testApp: TestApp | undefined;
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    testApp = await createTestApp(env);
    auth = bearer(await signIn(testApp.app));
  });
  afterAll(() => testApp?.close());
  return {
    get app() {
      return testApp!.app;
    },
    get auth() {
      return auth;
    },
    call: (method: Method, url: string, payload?: object) =>
      testApp!.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) }),
  };
}

export async function signIn(app: App, remember = false): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    payload: { email: demoUser.email, password: demoUser.password, remember },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A JWT built by hand, to try what a forger or a buggy client could send. */
export function forgeToken(
  payload: Record<string, unknown>,
  { secret = TEST_SECRET, alg = 'HS256' }: { secret?: string; alg?: string } = {},
): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(payload)}`;
  const hmac =
    alg === 'none'
      ? ''
      : createHmac(alg === 'HS512' ? 'sha512' : 'sha256', secret)
          .update(unsigned)
          .digest('base64url');
  return `${unsigned}.${hmac}`;
}

export const now = () => Math.floor(Date.now() / 1000);
