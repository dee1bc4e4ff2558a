import { DEMO_USER } from '@procure/fixtures/reference';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemo, seedReference } from './seed';

/** Starts the server: migrate, seed, listen, and close cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await seedReference(app.db, app.repos, app.log);
  if (config.seedDemo)
    await seedDemo(app.db, app.repos, app.log, { documentsDir: config.documentsDir });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  const address = await app.listen({ host: config.host, port: config.port });
  const shown = address.replace('0.0.0.0', 'localhost').replace('127.0.0.1', 'localhost');
  const lines = [`Procure is running at ${shown}`, `API documentation: ${shown}/api/openapi.json`];
  if (await app.repos.users.findByEmail(DEMO_USER.email)) {
    lines.push(`Demo sign-in: ${DEMO_USER.email} / ${DEMO_USER.password}`);
  }
  process.stdout.write(`\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
