import { c } from './common';
import { accountingContract } from './accounting';
import { approvalLimitsContract } from './approval-limits';
import { authContract } from './auth';
import { companyContract } from './company';
import { documentContract, storeContract } from './store';
import { exchangeRateContract } from './exchange-rates';
import { formMetadataContract } from './form-metadata';
import { insightsContract } from './insights';
import { invoiceContract } from './invoice-routes';
import { jobsContract } from './jobs';
import { locationContract } from './location';
import { mailContract } from './mail';
import { masterContract } from './master';
import { mrnContract } from './mrn';
import { paymentRunContract } from './payments';
import { profileContract } from './profile';
import { purchaseOrderContract } from './purchase-order';
import { systemContract } from './system';
import { translateContract } from './translate';
import { usersContract } from './users';
import { vendorContract } from './vendor';

export * from './common';
export * from './constants';
export * from './capabilities';
export * from './documented';
export * from './files';
export * from './auth';
export * from './translate';
export * from './form-metadata';
export * from './location';
export * from './vendor';
export * from './store';
export * from './line-items';
export * from './money';
export * from './receipts';
export * from './purchase-order';
export * from './mrn';
export * from './invoice';
export * from './invoice-routes';
export * from './invoice-review';
export * from './invoice-lines';
export * from './master';
export * from './system';
export * from './jobs';
export * from './insights';
export * from './mail';
export * from './payments';
export * from './accounting';
export * from './access';
export * from './users';
export * from './profile';
export * from './approval-limits';
export * from './exchange-rates';
export * from './company';
export { buildOpenApiDocument, flattenRoutes, mountedRoutes } from './openapi';

/** Every endpoint of the product. Each top-level key is one service with its own API root
 * in the web app; `master` is served twice, once per master set. */
export const contract = c.router({
  system: systemContract,
  auth: authContract,
  translate: translateContract,
  formMetadata: formMetadataContract,
  location: locationContract,
  vendor: vendorContract,
  store: storeContract,
  document: documentContract,
  purchaseOrder: purchaseOrderContract,
  mrn: mrnContract,
  invoice: invoiceContract,
  master: masterContract,
  jobs: jobsContract,
  insights: insightsContract,
  mail: mailContract,
  paymentRun: paymentRunContract,
  accounting: accountingContract,
  users: usersContract,
  profile: profileContract,
  approvalLimits: approvalLimitsContract,
  exchangeRate: exchangeRateContract,
  company: companyContract,
});
export type Contract = typeof contract;
