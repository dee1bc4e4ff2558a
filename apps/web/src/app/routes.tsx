import { lazy, type ReactElement } from 'react';
import { Navigate } from 'react-router';
import { NotBuiltPage } from '../components/NotBuiltPage';
import { paths } from '../config/paths';

// Screens load on first visit so the sign-in page does not wait for every feature.
const DashboardPage = lazy(() =>
  import('../features/dashboard/components/DashboardPage').then((m) => ({
    default: m.DashboardPage,
  })),
);
const AnalyticsPage = lazy(() =>
  import('../features/analytics/components/AnalyticsPage').then((m) => ({
    default: m.AnalyticsPage,
  })),
);

/** Every signed-in screen. A screen a later issue builds shows a "not built yet" page until
 * its feature replaces the element here. */
export const SIGNED_IN_ROUTES: Array<{ path: string; element: ReactElement }> = [
  { path: paths.home, element: <DashboardPage /> },
  // /dashboard is the post-login target; it is the same screen as the menu's Dashboard (/).
  { path: paths.dashboard, element: <DashboardPage /> },
  { path: paths.analytics, element: <AnalyticsPage /> },
  { path: paths.vendorList, element: <NotBuiltPage title="Vendor List" /> },
  { path: paths.vendorAdd, element: <NotBuiltPage title="Add Vendor" /> },
  { path: paths.vendorEdit, element: <NotBuiltPage title="Edit Vendor" /> },
  { path: paths.vendorInvite, element: <NotBuiltPage title="Invite Vendor" /> },
  { path: paths.companyAdd, element: <NotBuiltPage title="Add Company" /> },
  { path: paths.companyList, element: <NotBuiltPage title="Company List" /> },
  { path: paths.companyInvite, element: <NotBuiltPage title="Invite Company" /> },
  { path: paths.poAdd, element: <NotBuiltPage title="Create Purchase Order" /> },
  { path: paths.poList, element: <NotBuiltPage title="Purchase Orders" /> },
  { path: paths.mrnAdd, element: <NotBuiltPage title="Create MRN" /> },
  { path: paths.mrnList, element: <NotBuiltPage title="MRN List" /> },
  { path: paths.mrnEdit, element: <NotBuiltPage title="Edit MRN" /> },
  { path: paths.invoicesAll, element: <NotBuiltPage title="All Invoices" /> },
  // Uploading an invoice happens in a dialog on the invoice list.
  { path: paths.invoicesAdd, element: <Navigate to={paths.invoicesAll} replace /> },
  { path: paths.invoiceDetail, element: <NotBuiltPage title="Invoice Detail" /> },
  { path: paths.invoiceRefDetail, element: <NotBuiltPage title="Invoice Reference" /> },
  { path: paths.masterInvoice, element: <NotBuiltPage title="Invoice Master" /> },
  { path: paths.masterInvoiceCategory, element: <NotBuiltPage title="Invoice Master Lookups" /> },
  { path: paths.masterVendor, element: <NotBuiltPage title="Vendor Master" /> },
  { path: paths.masterVendorCategory, element: <NotBuiltPage title="Vendor Master Lookups" /> },
];
