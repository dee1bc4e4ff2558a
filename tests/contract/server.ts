import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { seedDemo, seedReference } from '../../apps/api/src/seed';
import { DEFAULT_API_ROOTS, type ApiRoots } from '../../apps/web/src/config/api-roots';

/** The real server on a fresh database, listening on an ephemeral loopback port, and the API
 * roots the web app would use to reach it. */
export async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-contract-'));
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', PROCURE_DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') }),
    false,
  );
  seedReference(app.db, app.repos, app.log);
  await seedDemo(app.repos, app.log);
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const roots = Object.fromEntries(
    Object.entries(DEFAULT_API_ROOTS).map(([name, root]) => [name, `${origin}${root}`]),
  ) as ApiRoots;
  return {
    origin,
    roots,
    async stop() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
