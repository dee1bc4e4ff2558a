import { MASTER_SET_ROOTS, type Contract, type MasterSet } from '@procure/contract';

/** One API root per backend service. Staff point the same build at another backend that speaks
 * the contract by changing these (runtime /config.js first, then build-time env, then defaults). */
export type ApiRootName =
  'auth' | 'translate' | 'vendor' | 'po' | 'invoice' | 'storage' | 'masterInvoice' | 'masterVendor';

export type ApiRoots = Record<ApiRootName, string>;

/** Same origin for everything except the two master sets, which live under their own prefix. */
export const DEFAULT_API_ROOTS: ApiRoots = {
  auth: '',
  translate: '',
  vendor: '',
  po: '',
  invoice: '',
  storage: '',
  masterInvoice: MASTER_SET_ROOTS.invoice,
  masterVendor: MASTER_SET_ROOTS.vendor,
};

/** Which root serves each contract service. auth, system, form metadata and location belong to
 * the vendor-facing core service in the original product, but sign-in is kept on its own `auth`
 * root so an identity service can be split off; form metadata and location go with `vendor`
 * because their dropdown sources are vendor data. Invoices default to `invoice`, which falls
 * back to the `po` root when only that one is configured. */
export const CONTRACT_SERVICE_ROOTS: Record<Exclude<keyof Contract, 'master'>, ApiRootName> = {
  system: 'auth',
  auth: 'auth',
  translate: 'translate',
  formMetadata: 'vendor',
  location: 'vendor',
  vendor: 'vendor',
  purchaseOrder: 'po',
  mrn: 'po',
  invoice: 'invoice',
  store: 'storage',
  document: 'storage',
  // Jobs belong to the rows they work for; extraction (invoices) is their main user.
  jobs: 'invoice',
  // The dashboard and analytics read every service's rows; they go with the core service.
  insights: 'vendor',
  // The e-mail inbox makes invoices: its status and an invoice's mail go with them.
  mail: 'invoice',
  // Payment runs pay invoices: they go with them.
  paymentRun: 'invoice',
  // Terms and bookings are the invoices' own.
  accounting: 'invoice',
  // Users and the own account belong to whoever signs people in.
  users: 'auth',
  profile: 'auth',
  // The buying organisation's companies go with the core service, as its places do.
  company: 'vendor',
  // Approval limits are part of user administration; exchange rates are master data the
  // invoices' approvals convert with.
  approvalLimits: 'auth',
  exchangeRate: 'invoice',
};

export const MASTER_ROOTS: Record<MasterSet, ApiRootName> = {
  invoice: 'masterInvoice',
  vendor: 'masterVendor',
};

type PartialRoots = Partial<Record<ApiRootName, unknown>>;

const clean = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim().replace(/\/+$/, '') : undefined;

/** Resolves every root from the runtime config, then the build env, then the defaults. A runtime
 * or env value of '' means "same origin" and wins over a default. */
export function resolveApiRoots(runtime: PartialRoots | undefined, env: PartialRoots): ApiRoots {
  const roots = { ...DEFAULT_API_ROOTS };
  for (const name of Object.keys(roots) as ApiRootName[]) {
    const value = clean(runtime?.[name]) ?? clean(env[name]);
    if (value !== undefined) roots[name] = value;
  }
  // Invoices ride on the purchase-order service unless a root of their own is given.
  if (clean(runtime?.invoice) === undefined && clean(env.invoice) === undefined)
    roots.invoice = roots.po;
  return roots;
}

/** The root of a contract service, for callers outside the browser (contract tests, scripts). */
export function rootOf(
  service: keyof typeof CONTRACT_SERVICE_ROOTS,
  roots: ApiRoots = DEFAULT_API_ROOTS,
): string {
  return roots[CONTRACT_SERVICE_ROOTS[service]];
}

export function masterRootOf(set: MasterSet, roots: ApiRoots = DEFAULT_API_ROOTS): string {
  return roots[MASTER_ROOTS[set]];
}

/** The default roots made absolute against one server, e.g. `http://127.0.0.1:3000`. */
export function rootsForOrigin(origin: string): ApiRoots {
  const base = origin.replace(/\/+$/, '');
  const defaults = resolveApiRoots(undefined, {});
  return Object.fromEntries(
    Object.entries(defaults).map(([name, root]) => [
      name,
      /^https?:/.test(root) ? root : base + root,
    ]),
  ) as ApiRoots;
}
