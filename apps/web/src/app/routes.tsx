import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, type Params } from 'react-router';
import type { Permission } from '@procure/contract';
import { RequirePermission } from '../components/access/RequirePermission';
import { paths } from '../config/paths';
import type { AppDispatch } from './store';

type Module<K extends string, P> = Record<K, ComponentType<P>>;

/** A screen in its own chunk, loaded on first visit. `load` is the same import, so the app can
 * fetch the chunk ahead (while the sign-in call runs, or beside the shell on a reload). */
function screen<K extends string, P extends object = object>(
  importModule: () => Promise<Module<K, P>>,
  name: K,
) {
  const load = () => importModule().then((module) => ({ default: module[name] }));
  return { Component: lazy(load), load };
}

/** The signed-in app (menu, top bar, user menu) is a chunk of its own: /login never loads it. */
export const signedInShell = screen(() => import('./shell/AppShell'), 'AppShell');

const dashboard = screen(
  () => import('../features/dashboard/components/DashboardPage'),
  'DashboardPage',
);
const analytics = screen(
  () => import('../features/analytics/components/AnalyticsPage'),
  'AnalyticsPage',
);
const vendorList = screen(
  () => import('../features/vendors/components/VendorListPage'),
  'VendorListPage',
);
const vendorForm = screen(
  () => import('../features/vendors/components/VendorFormPage'),
  'VendorFormPage',
);
const vendorView = screen(
  () => import('../features/vendors/components/VendorViewPage'),
  'VendorViewPage',
);
const vendorInvite = screen(
  () => import('../features/vendors/components/VendorInvitePage'),
  'VendorInvitePage',
);
const companyList = screen(
  () => import('../features/companies/components/CompanyListPage'),
  'CompanyListPage',
);
const companyForm = screen(
  () => import('../features/companies/components/CompanyFormPage'),
  'CompanyFormPage',
);
const companyInvite = screen(
  () => import('../features/settings/components/CompanyInvitePage'),
  'CompanyInvitePage',
);
const masterCategories = screen<'MasterCategoriesPage', { set: 'invoice' | 'vendor' }>(
  () => import('../features/master/components/MasterCategoriesPage'),
  'MasterCategoriesPage',
);
const masterLookups = screen<'MasterLookupsPage', { set: 'invoice' | 'vendor' }>(
  () => import('../features/master/components/MasterLookupsPage'),
  'MasterLookupsPage',
);
const poList = screen<'PoListPage', object>(
  () => import('../features/procurement/components/DocumentListPage'),
  'PoListPage',
);
const mrnList = screen<'MrnListPage', object>(
  () => import('../features/procurement/components/DocumentListPage'),
  'MrnListPage',
);
const poAdd = screen<'PoAddPage', object>(
  () => import('../features/procurement/components/DocumentFormPage'),
  'PoAddPage',
);
const mrnAdd = screen<'MrnAddPage', object>(
  () => import('../features/procurement/components/DocumentFormPage'),
  'MrnAddPage',
);
const mrnEdit = screen<'MrnEditPage', object>(
  () => import('../features/procurement/components/DocumentFormPage'),
  'MrnEditPage',
);
const poView = screen<'PoDetailPage', object>(
  () => import('../features/procurement/components/DocumentDetailPage'),
  'PoDetailPage',
);
const mrnView = screen<'MrnDetailPage', object>(
  () => import('../features/procurement/components/DocumentDetailPage'),
  'MrnDetailPage',
);
const invoiceList = screen(
  () => import('../features/invoices/components/InvoiceListPage'),
  'InvoiceListPage',
);
const invoiceDetail = screen(
  () => import('../features/invoices/components/InvoiceDetailPage'),
  'InvoiceDetailPage',
);
const invoiceReference = screen(
  () => import('../features/invoices/components/InvoiceReferencePage'),
  'InvoiceReferencePage',
);
const inboxSettings = screen(
  () => import('../features/settings/components/InboxSettingsPage'),
  'InboxSettingsPage',
);
const usersSettings = screen(
  () => import('../features/settings/components/UsersPage'),
  'UsersPage',
);
const exchangeRates = screen(
  () => import('../features/master/components/ExchangeRatesPage'),
  'ExchangeRatesPage',
);
const payments = screen(
  () => import('../features/payments/components/PaymentsPage'),
  'PaymentsPage',
);
const profile = screen(() => import('../features/auth/components/ProfilePage'), 'ProfilePage');
const notFound = screen(() => import('../components/NotFoundPage'), 'NotFoundPage');
type SignedInRoute = {
  path: string;
  element: ReactElement;
  load?: () => Promise<unknown>;
  /** Asks for the screen's data beside its chunk, instead of once it is drawn. */
  prefetch?: (params: Params, dispatch: AppDispatch) => void;
};

/** The invoice review pages' data and document (their own small chunk, so the sign-in chunk
 * stays as it is). pdf.js, the largest piece the first page waits for, is asked for here too,
 * right behind that chunk and before the page's many chunks, rather than once the prefetch
 * has run (viewer/pdf.ts loads the same module). */
const prefetchInvoiceReview =
  (page: 'detail' | 'reference') => (params: Params, dispatch: AppDispatch) => {
    void import('../features/invoices/review/prefetch').then(
      (module) => module.prefetchInvoiceReview(Number(params.id), dispatch, page),
      () => undefined,
    );
    void import('pdfjs-dist').catch(() => undefined);
  };

/** A page only some roles open: the others see a 403 page naming the role it needs (against
 * a backend that sends no permissions, everyone sees the page and the server decides). */
const only = (permission: Permission, element: ReactElement) => (
  <RequirePermission permission={permission}>{element}</RequirePermission>
);

/** Every signed-in screen, and '404 Not Found' for any other path. */
export const SIGNED_IN_ROUTES: SignedInRoute[] = [
  { path: paths.home, element: <dashboard.Component />, load: dashboard.load },
  // /dashboard is the post-login target; it is the same screen as the menu's Dashboard (/).
  { path: paths.dashboard, element: <dashboard.Component />, load: dashboard.load },
  { path: paths.analytics, element: <analytics.Component />, load: analytics.load },
  { path: paths.vendorList, element: <vendorList.Component />, load: vendorList.load },
  {
    path: paths.vendorAdd,
    element: only('vendor.edit', <vendorForm.Component />),
    load: vendorForm.load,
  },
  {
    path: paths.vendorEdit,
    element: only('vendor.edit', <vendorForm.Component />),
    load: vendorForm.load,
  },
  { path: paths.vendorView, element: <vendorView.Component />, load: vendorView.load },
  { path: paths.vendorInvite, element: <vendorInvite.Component />, load: vendorInvite.load },
  // The Company screens are ours: against another backend they keep the "not built yet" page.
  {
    path: paths.companyAdd,
    element: only('companies.manage', <companyForm.Component />),
    load: companyForm.load,
  },
  {
    path: paths.companyEdit,
    element: only('companies.manage', <companyForm.Component />),
    load: companyForm.load,
  },
  { path: paths.companyList, element: <companyList.Component />, load: companyList.load },
  {
    path: paths.companyInvite,
    element: only('users.manage', <companyInvite.Component />),
    load: companyInvite.load,
  },
  { path: paths.poAdd, element: only('po.edit', <poAdd.Component />), load: poAdd.load },
  { path: paths.poList, element: <poList.Component />, load: poList.load },
  { path: paths.poView, element: <poView.Component />, load: poView.load },
  { path: paths.mrnAdd, element: only('mrn.edit', <mrnAdd.Component />), load: mrnAdd.load },
  { path: paths.mrnList, element: <mrnList.Component />, load: mrnList.load },
  { path: paths.mrnEdit, element: only('mrn.edit', <mrnEdit.Component />), load: mrnEdit.load },
  { path: paths.mrnView, element: <mrnView.Component />, load: mrnView.load },
  { path: paths.invoicesAll, element: <invoiceList.Component />, load: invoiceList.load },
  // Uploading an invoice happens in a dialog on the invoice list.
  { path: paths.invoicesAdd, element: <Navigate to={paths.invoicesAll} replace /> },
  {
    path: paths.invoiceDetail,
    element: <invoiceDetail.Component />,
    load: invoiceDetail.load,
    prefetch: prefetchInvoiceReview('detail'),
  },
  {
    path: paths.invoiceRefDetail,
    element: <invoiceReference.Component />,
    load: invoiceReference.load,
    prefetch: prefetchInvoiceReview('reference'),
  },
  // key: one mounted page per set, so switching sets starts from a fresh page.
  {
    path: paths.masterInvoice,
    element: <masterCategories.Component key="invoice" set="invoice" />,
    load: masterCategories.load,
  },
  {
    path: paths.masterInvoiceCategory,
    element: <masterLookups.Component key="invoice" set="invoice" />,
    load: masterLookups.load,
  },
  {
    path: paths.masterVendor,
    element: <masterCategories.Component key="vendor" set="vendor" />,
    load: masterCategories.load,
  },
  {
    path: paths.masterVendorCategory,
    element: <masterLookups.Component key="vendor" set="vendor" />,
    load: masterLookups.load,
  },
  {
    path: paths.masterExchangeRates,
    element: <exchangeRates.Component />,
    load: exchangeRates.load,
  },
  {
    path: paths.payments,
    element: only('invoice.pay', <payments.Component />),
    load: payments.load,
  },
  {
    path: paths.settingsInbox,
    element: only('settings.view', <inboxSettings.Component />),
    load: inboxSettings.load,
  },
  {
    path: paths.settingsUsers,
    element: only('users.manage', <usersSettings.Component />),
    load: usersSettings.load,
  },
  { path: paths.profile, element: <profile.Component />, load: profile.load },
  { path: '*', element: <notFound.Component />, load: notFound.load },
];

/** Starts loading the shell and the screen of `pathname` side by side, instead of one after
 * the other as rendering would discover them; with `dispatch` (signed in), the screen's data
 * too, when it says what that is. The data's code is asked for first: its few small chunks
 * then lead the queue of the screen's many, and the data's requests start sooner. */
export function preloadSignedIn(pathname: string, dispatch?: AppDispatch): void {
  const screens = matchRoutes(SIGNED_IN_ROUTES, pathname) ?? [];
  if (dispatch) for (const match of screens) match.route.prefetch?.(match.params, dispatch);
  for (const loader of [signedInShell.load, ...screens.map((match) => match.route.load)]) {
    // A failed chunk shows when the screen renders (error boundary); nothing to do here.
    loader?.().catch(() => undefined);
  }
}
