import { matchPath } from 'react-router';

/** A page's name: its `shell` translation key and the English text. */
export type PageTitle = { key: string; label: string };

const title = (key: string, label: string): PageTitle => ({ key, label });

/** Every route of the app, listed once and verbatim from the specification, with the page's
 * name. The menu, the top bar and the placeholder pages all read their names from here, so a
 * route with parameters (/vendor/edit/1) is named for what it is, not for a menu neighbour. */
export const ROUTES = {
  login: { path: '/login', title: title('page_sign_in', 'Sign In') },
  home: { path: '/', title: title('menu_dashboard', 'Dashboard') },
  dashboard: { path: '/dashboard', title: title('menu_dashboard', 'Dashboard') },
  analytics: { path: '/analytics', title: title('menu_analytics', 'Analytics') },
  vendorList: { path: '/vendor/list', title: title('menu_vendor_list', 'Vendor List') },
  vendorAdd: { path: '/vendor/add', title: title('menu_add_vendor', 'Add Vendor') },
  vendorEdit: { path: '/vendor/edit/:id', title: title('page_edit_vendor', 'Edit Vendor') },
  vendorView: { path: '/vendor/view/:id', title: title('page_view_vendor', 'Vendor Details') },
  vendorInvite: { path: '/vendor/invite', title: title('menu_invite_vendor', 'Invite Vendor') },
  companyAdd: { path: '/company/add', title: title('menu_add_company', 'Add Company') },
  companyList: { path: '/company/list', title: title('menu_company_list', 'Company List') },
  companyEdit: { path: '/company/edit/:id', title: title('page_edit_company', 'Edit Company') },
  companyInvite: {
    path: '/company/invite',
    title: title('menu_invite_company', 'Invite Company'),
  },
  poAdd: { path: '/po/add', title: title('menu_add_po', 'Add PO') },
  poList: { path: '/po/list', title: title('menu_po_list', 'PO List') },
  poView: { path: '/po/view/:id', title: title('page_view_po', 'PO Details') },
  mrnAdd: { path: '/mrn/add', title: title('menu_add_mrn', 'Add MRN') },
  mrnList: { path: '/mrn/list', title: title('menu_mrn_list', 'MRN List') },
  mrnEdit: { path: '/mrn/edit/:id', title: title('page_edit_mrn', 'Edit MRN') },
  mrnView: { path: '/mrn/view/:id', title: title('page_view_mrn', 'MRN Details') },
  invoicesAll: { path: '/invoices/all', title: title('menu_all_invoices', 'All Invoices') },
  /** A dashboard quick action; uploading happens from the invoice list. */
  invoicesAdd: { path: '/invoices/add', title: title('menu_all_invoices', 'All Invoices') },
  invoiceDetail: {
    path: '/invoices/detail/:id',
    title: title('page_invoice_detail', 'Invoice Detail'),
  },
  invoiceRefDetail: {
    path: '/invoices/ref/detail/:id',
    title: title('page_invoice_reference', 'Invoice Reference'),
  },
  masterInvoice: {
    path: '/master/invoice',
    title: title('menu_invoice_master', 'Invoice Master'),
  },
  masterInvoiceCategory: {
    path: '/master/invoice/:category',
    title: title('page_invoice_master_lookups', 'Invoice Master Lookups'),
  },
  masterVendor: { path: '/master/vendor', title: title('menu_vendor_master', 'Vendor Master') },
  masterVendorCategory: {
    path: '/master/vendor/:category',
    title: title('page_vendor_master_lookups', 'Vendor Master Lookups'),
  },
  /** Exchange rates into the base currency (issue 22 item 3; ours): approval limits convert
   * with them. */
  masterExchangeRates: {
    path: '/master/exchange-rates',
    title: title('menu_exchange_rates', 'Exchange Rates'),
  },
  /** Payment runs (issue 25): a payer's runs, their bank files and execution. */
  payments: { path: '/payments', title: title('menu_payment_runs', 'Payment Runs') },
  /** The user menu's Settings: the e-mail inbox's status (issue 24). */
  settingsInbox: { path: '/settings/inbox', title: title('page_settings_inbox', 'E-mail Inbox') },
  /** Settings' user administration (admins; issue 22). */
  settingsUsers: { path: '/settings/users', title: title('page_settings_users', 'Users') },
  /** The user menu's Profile: the user's own account. */
  profile: { path: '/profile', title: title('page_profile', 'Profile') },
  /** An invitation or password-reset link, opened signed out. */
  invitation: { path: '/invitation/:token', title: title('page_invitation', 'Invitation') },
} as const satisfies Record<string, { path: string; title: PageTitle }>;

export type PathKey = keyof typeof ROUTES;

/** The path patterns alone, for the router and for links without parameters. */
export const paths = Object.fromEntries(
  Object.entries(ROUTES).map(([key, route]) => [key, route.path]),
) as { [K in PathKey]: (typeof ROUTES)[K]['path'] };

/** The route a location belongs to (static segments beat parameters: /master/invoice is the
 * master list, /master/invoice/x a category); undefined for an unknown path. */
export function routeOfPath(pathname: string): PathKey | undefined {
  const keys = Object.keys(ROUTES) as PathKey[];
  return (
    keys.find((key) => ROUTES[key].path === pathname) ??
    keys.find((key) => matchPath(ROUTES[key].path, pathname) !== null)
  );
}

const withType = (path: string, type?: string) =>
  type ? `${path}?type=${encodeURIComponent(type)}` : path;

export const links = {
  vendorEdit: (id: number | string, type?: string) => withType(`/vendor/edit/${id}`, type),
  vendorView: (id: number | string) => `/vendor/view/${id}`,
  companyEdit: (id: number | string) => `/company/edit/${id}`,
  mrnEdit: (id: number | string, type?: string) => withType(`/mrn/edit/${id}`, type),
  poView: (id: number | string) => `/po/view/${id}`,
  mrnView: (id: number | string) => `/mrn/view/${id}`,
  invoiceDetail: (id: number | string) => `/invoices/detail/${id}`,
  invoiceRefDetail: (id: number | string) => `/invoices/ref/detail/${id}`,
  paymentRun: (id: number | string) => `/payments?run=${id}`,
  masterCategory: (set: 'invoice' | 'vendor', category: string) =>
    `/master/${set}/${encodeURIComponent(category)}`,
} as const;

/** Where a signed-in user lands when no other page was asked for. */
export const POST_LOGIN_DEFAULT = paths.dashboard;
