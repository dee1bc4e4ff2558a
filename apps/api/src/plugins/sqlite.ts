import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens and migrates the database; closes it when the server closes. */
export const sqlitePlugin = fp(
  async (app, { config }: { config: Config }) => {
    const db = openDatabase(config.databasePath);
    const applied = migrate(db);
    if (applied.length) app.log.info({ applied }, 'database migrated');
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'sqlite' },
);
