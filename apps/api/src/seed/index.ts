import { formMetadata, translations } from '@procure/fixtures/reference';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import type { Repositories } from '../plugins/repositories';
import { hashPassword } from '../services/passwords';
import { seedCompanies } from './companies';
import { seedInvoices } from './invoices';
import { seedLocations } from './locations';
import { seedProcurement } from './procurement';
import { seedMasters } from './masters';
import { seedVendors } from './vendors';
import { seedApprovalLimits } from './approval-limits';

/** Reference data ships with the code: forms and translations are brought in line at every
 * start (the fixtures are their source of truth); places are loaded once. */
export async function seedReference(db: Db, repos: Repositories, log: FastifyBaseLogger) {
  await repos.reference.sync(formMetadata, { en: translations });
  const started = performance.now();
  const places = await seedLocations(db);
  if (places.countries)
    log.info({ ...places, ms: Math.round(performance.now() - started) }, 'places loaded');
}

/** The demo dataset goes only into an empty database: it never touches real data. */
export async function seedDemo(
  db: Db,
  repos: Repositories,
  log: FastifyBaseLogger,
  /** Where stored documents go; with it the demo invoices and their PDFs are seeded too. */
  options: { documentsDir?: string; baseCurrency?: string } = {},
): Promise<boolean> {
  if ((await repos.users.count()) > 0) return false;
  // Loaded only here: the builders and pdf-lib cost every start time and memory otherwise.
  const { buildDemoDataset } = await import('@procure/fixtures');
  const dataset = buildDemoDataset();
  // The demo admin and a colleague per role. The buyer made the demo's vendors, POs and MRNs
  // and the clerk its invoices, so the admin and the approver may approve them (segregation of
  // duties refuses their own creator).
  const actors = new Map<string, { id: number; name: string }>();
  for (const user of dataset.users) {
    const hash = await hashPassword(user.password);
    const id = await repos.users.create(user.email, user.user_name, hash, user.roles);
    for (const role of user.roles) actors.set(role, { id, name: user.user_name });
  }
  const buyer = actors.get('buyer') ?? actors.get('admin')!;
  const clerk = actors.get('ap_clerk') ?? buyer;
  const approver = actors.get('approver') ?? buyer;
  // The buying organisation's two companies (issue 22 item 6), made by the demo admin.
  await seedCompanies(repos, dataset.companies, actors.get('admin') ?? buyer);
  const vendorIds = await seedVendors(db, repos, dataset.vendors, buyer, approver);
  await seedProcurement(db, repos, dataset, vendorIds, buyer, approver);
  await seedMasters(db, repos, dataset.masters);
  await seedApprovalLimits(db, repos, options.baseCurrency ?? 'INR', actors.get('admin')!.id);
  if (options.documentsDir)
    await seedInvoices(db, repos, options.documentsDir, dataset.invoices, clerk.id);
  log.info({ users: dataset.users.length, vendors: dataset.vendors.length }, 'demo dataset seeded');
  return true;
}
