import fp from 'fastify-plugin';
import { createDocumentsRepository } from '../repositories/documents';
import { createLocationsRepository } from '../repositories/locations';
import { createReferenceRepository } from '../repositories/reference';
import { createUsersRepository } from '../repositories/users';
import type { Db } from '../db/database';

export function createRepositories(db: Db) {
  return {
    users: createUsersRepository(db),
    reference: createReferenceRepository(db),
    locations: createLocationsRepository(db),
    documents: createDocumentsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export const repositoriesPlugin = fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['sqlite'] },
);
