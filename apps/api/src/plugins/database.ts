import fp from 'fastify-plugin';
import type { Config } from '../config';
import { connect, type Db } from '../db/connect';
import { engineOf, type Engine } from '../db/dialect';
import { migrate } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    engine: Engine;
  }
}

/** Opens and migrates the database (SQLite file or PostgreSQL pool); closes it when the server
 * closes. */
export const databasePlugin = fp(
  async (app, { config }: { config: Config }) => {
    const db = connect(config.database);
    try {
      const applied = await migrate(db, config.database);
      if (applied.length) app.log.info({ applied }, 'database migrated');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('engine', engineOf(db));
    app.addHook('onClose', async () => db.destroy());
  },
  { name: 'database' },
);
