import { buildDemoDataset, formMetadata, translations } from '@procure/fixtures';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Repositories } from '../plugins/repositories';
import { hashPassword } from '../services/passwords';
import { seedLocations } from './locations';

/** Reference data ships with the code: forms and translations are brought in line at every
 * start (the fixtures are their source of truth); places are loaded once. */
export function seedReference(db: Db, repos: Repositories, log: FastifyBaseLogger) {
  repos.reference.sync(formMetadata, { en: translations });
  const places = seedLocations(db);
  if (places.countries) log.info(places, 'places loaded');
}

/** The demo dataset goes only into an empty database: it never touches real data. */
export async function seedDemo(repos: Repositories, log: FastifyBaseLogger): Promise<boolean> {
  if (repos.users.count() > 0) return false;
  const dataset = buildDemoDataset();
  for (const user of dataset.users) {
    repos.users.create(user.email, user.user_name, await hashPassword(user.password));
  }
  log.info({ users: dataset.users.length }, 'demo dataset seeded');
  return true;
}
