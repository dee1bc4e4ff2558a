/** Every route of the app, listed once and verbatim from the specification. Builders fill in
 * path parameters so no screen spells a route by hand. */
export const paths = {
  login: '/login',
  home: '/',
  dashboard: '/dashboard',
  analytics: '/analytics',
  vendorList: '/vendor/list',
  vendorAdd: '/vendor/add',
  vendorEdit: '/vendor/edit/:id',
  vendorInvite: '/vendor/invite',
  companyAdd: '/company/add',
  companyList: '/company/list',
  companyInvite: '/company/invite',
  poAdd: '/po/add',
  poList: '/po/list',
  mrnAdd: '/mrn/add',
  mrnList: '/mrn/list',
  mrnEdit: '/mrn/edit/:id',
  invoicesAll: '/invoices/all',
  /** A dashboard quick action; uploading happens from the invoice list. */
  invoicesAdd: '/invoices/add',
  invoiceDetail: '/invoices/detail/:id',
  invoiceRefDetail: '/invoices/ref/detail/:id',
  masterInvoice: '/master/invoice',
  masterInvoiceCategory: '/master/invoice/:category',
  masterVendor: '/master/vendor',
  masterVendorCategory: '/master/vendor/:category',
} as const;

export type PathKey = keyof typeof paths;

const withType = (path: string, type?: string) =>
  type ? `${path}?type=${encodeURIComponent(type)}` : path;

export const links = {
  vendorEdit: (id: number | string, type?: string) => withType(`/vendor/edit/${id}`, type),
  mrnEdit: (id: number | string, type?: string) => withType(`/mrn/edit/${id}`, type),
  invoiceDetail: (id: number | string) => `/invoices/detail/${id}`,
  invoiceRefDetail: (id: number | string) => `/invoices/ref/detail/${id}`,
  masterCategory: (set: 'invoice' | 'vendor', category: string) =>
    `/master/${set}/${encodeURIComponent(category)}`,
} as const;

/** Where a signed-in user lands when no other page was asked for. */
export const POST_LOGIN_DEFAULT = paths.dashboard;
