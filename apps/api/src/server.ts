import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { DEMO_LIMITED_APPROVER, DEMO_ROLE_USERS, DEMO_USER } from '@procure/fixtures/reference';
import { buildApp } from './app';
import { loadConfig } from './config';
import { runSeedTask, seedAtStart, type SeedTask } from './seed/on-thread';

/** Starts the server: migrate, seed, listen, and close cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  // A first start's seeding runs this file again on a thread of its own (see seed/on-thread.ts).
  await seedAtStart(new URL(import.meta.url), {
    db: app.db,
    repos: app.repos,
    log: app.log,
    config,
  });

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
    // One colleague per role, so a newcomer can see one person prepare and another approve.
    lines.push(
      `Demo colleagues: ${DEMO_ROLE_USERS.map((u) => u.email).join(', ')} (same password)`,
    );
    // An approver with limits: above them her approval is the first of two (issue 22 item 3).
    lines.push(`Approver with limits: ${DEMO_LIMITED_APPROVER.email} (same password)`);
  }
  process.stdout.write(`\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`);
}

if (isMainThread)
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
else if ((workerData as SeedTask | null)?.task === 'seed')
  // On a worker thread, process.exit ends the thread (the seeding), not the server.
  await runSeedTask(workerData as SeedTask, (line) => parentPort!.postMessage(line)).then(
    () => process.exit(0),
    (error: unknown) => {
      parentPort!.postMessage({
        level: 'error',
        obj: { err: String(error) },
        msg: 'seeding failed',
      });
      process.exit(1);
    },
  );
