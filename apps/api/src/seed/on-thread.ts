import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, DatabaseConfig } from '../config';
import { connect, type Db } from '../db/connect';
import { createRepositories, type Repositories } from '../plugins/repositories';
import { seedDemo, seedReference } from './index';

/** What a seeding thread is handed (workerData): where to write, and whether the demo goes in. */
export type SeedTask = {
  task: 'seed';
  database: DatabaseConfig;
  documentsDir: string;
  seedDemo: boolean;
  /** The demo's exchange rates convert into it (approval limits). */
  baseCurrency: string;
};

type LogLine = { level: 'info' | 'warn' | 'error'; obj: object; msg: string };

/** Whether this start has anything to load: places (first start) or the demo dataset (an empty
 * database that is to get it). */
async function seedingNeeded(db: Db, demo: boolean): Promise<boolean> {
  if (!(await db.selectFrom('countries').select('id').limit(1).executeTakeFirst())) return true;
  return demo && !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

/**
 * Seeds what the database lacks. A first start loads the places package (about 60 MB of
 * objects) and the demo dataset's builders and PDF writer, and a module once imported stays in
 * memory for the life of the process: so that work runs on a thread of its own (`entry`, this
 * server's entry file, runs runSeedTask there), whose memory goes back when it ends. A start
 * with nothing to load only brings forms and translations in line, here.
 */
export async function seedAtStart(
  entry: URL,
  {
    db,
    repos,
    config,
    log,
  }: { db: Db; repos: Repositories; config: Config; log: FastifyBaseLogger },
): Promise<void> {
  if (!(await seedingNeeded(db, config.seedDemo))) return seedReference(db, repos, log);
  const task: SeedTask = {
    task: 'seed',
    database: config.database,
    documentsDir: config.documentsDir,
    seedDemo: config.seedDemo,
    baseCurrency: config.baseCurrency,
  };
  const worker = new Worker(entry, { workerData: task });
  worker.on('message', ({ level, obj, msg }: LogLine) => log[level](obj, msg));
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding stopped (exit ${code})`)),
    );
  });
}

/** The seeding thread's work (see seedAtStart): its own connection, closed at the end. */
export async function runSeedTask(task: SeedTask, post: (line: LogLine) => void): Promise<void> {
  const line =
    (level: LogLine['level']) =>
    (obj: object | string, msg = '') =>
      typeof obj === 'string' ? post({ level, obj: {}, msg: obj }) : post({ level, obj, msg });
  // The seeders log a few lines; the main thread writes them with its logger.
  const log = {
    info: line('info'),
    warn: line('warn'),
    error: line('error'),
  } as unknown as FastifyBaseLogger;
  const db = connect(task.database);
  try {
    const repos = createRepositories(db);
    await seedReference(db, repos, log);
    if (task.seedDemo)
      await seedDemo(db, repos, log, {
        documentsDir: task.documentsDir,
        baseCurrency: task.baseCurrency,
      });
  } finally {
    await db.destroy();
  }
}
