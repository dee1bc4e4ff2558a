import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DatabaseConfig } from '../config';
import type { Db } from './connect';
import * as core from './migrations/001_core';
import * as jobs from './migrations/002_jobs';
import * as vendors from './migrations/003_vendors';
import * as loginAttempts from './migrations/004_login_attempts';
import * as listCounts from './migrations/005_list_counts';
import * as procurement from './migrations/006_procurement_documents';
import * as citiesPrefix from './migrations/007_cities_prefix_index';
import * as procurementReceipts from './migrations/008_procurement_receipts';
import * as invoices from './migrations/009_invoices';
import * as masterData from './migrations/010_master_data';
import * as invoiceReview from './migrations/011_invoice_review';
import * as searchTerms from './migrations/012_search_terms';
import * as vendorNameFts from './migrations/013_vendor_name_fts';
import * as invoiceListIndex from './migrations/014_invoice_list_index';
import * as invoicePayments from './migrations/015_invoice_payments';
import * as invoiceListCounts from './migrations/016_invoice_list_counts';
import * as listTablesAutovacuum from './migrations/017_list_tables_autovacuum';
import * as invoiceWords from './migrations/018_invoice_words';
import * as vendorNamePrefixes from './migrations/019_vendor_name_prefixes';
import * as signInWindows from './migrations/020_sign_in_windows';
import * as mailIntake from './migrations/021_mail_intake';
import * as rolesSessions from './migrations/022_roles_sessions';
import * as vendorLayouts from './migrations/023_vendor_layouts';
import * as amountsBigint from './migrations/024_amounts_bigint';
import * as segregationOfDuties from './migrations/025_segregation_of_duties';
import * as paymentRuns from './migrations/026_payment_runs';
import * as accountLinks from './migrations/027_account_links';
import * as paymentTerms from './migrations/028_payment_terms';
import * as approvalLimits from './migrations/029_approval_limits';
import * as companies from './migrations/030_companies';

/** Migrations are TypeScript written with Kysely's schema builder, so one migration runs on
 * both engines. They are listed here (not read from the folder) so the list is checked by the
 * compiler and works however the code is bundled. Append only; never edit an applied one. */
const migrations: Record<string, Migration> = {
  '001_core': core,
  '002_jobs': jobs,
  '003_vendors': vendors,
  '004_login_attempts': loginAttempts,
  '005_list_counts': listCounts,
  '006_procurement_documents': procurement,
  '007_cities_prefix_index': citiesPrefix,
  '008_procurement_receipts': procurementReceipts,
  '009_invoices': invoices,
  '010_master_data': masterData,
  '011_invoice_review': invoiceReview,
  '012_search_terms': searchTerms,
  '013_vendor_name_fts': vendorNameFts,
  '014_invoice_list_index': invoiceListIndex,
  '015_invoice_payments': invoicePayments,
  '016_invoice_list_counts': invoiceListCounts,
  '017_list_tables_autovacuum': listTablesAutovacuum,
  '018_invoice_words': invoiceWords,
  '019_vendor_name_prefixes': vendorNamePrefixes,
  '020_sign_in_windows': signInWindows,
  '021_mail_intake': mailIntake,
  '022_roles_sessions': rolesSessions,
  '023_vendor_layouts': vendorLayouts,
  '024_amounts_bigint': amountsBigint,
  '025_segregation_of_duties': segregationOfDuties,
  '026_payment_runs': paymentRuns,
  '027_account_links': accountLinks,
  '028_payment_terms': paymentTerms,
  '029_approval_limits': approvalLimits,
  '030_companies': companies,
};

/** Every migration's name, in order. */
export const MIGRATION_NAMES = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies pending migrations in one transaction (both engines have transactional DDL), under
 * Kysely's migration lock so several API instances starting together apply them once, up to
 * the latest (or up to `target`, for tests of a migration on an older database's data).
 * Returns the names applied. */
export async function migrate(
  db: Db,
  config: DatabaseConfig,
  target?: (typeof MIGRATION_NAMES)[number],
): Promise<string[]> {
  // Kysely looks for its own tables in every schema unless told which one is ours.
  const migrationTableSchema = config.engine === 'postgres' ? config.schema : undefined;
  // Numbers are handed out to parallel work, so a database may have run a later number before an
  // earlier one landed (024 before 023): the missing one runs then, instead of refusing to start.
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await (target
    ? migrator.migrateTo(target)
    : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
