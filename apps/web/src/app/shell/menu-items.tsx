import {
  Box,
  Chart,
  Dashboard,
  Database,
  Document,
  Office,
  People,
  ShoppingCart,
} from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { paths } from '../../config/paths';

/** `also`: path prefixes of screens reached from this entry that keep it highlighted. */
export type MenuLink = { key: string; label: string; path: string; also?: string[] };
export type MenuEntry = MenuLink & { icon: ReactElement };
export type MenuGroup = { key: string; label: string; icon: ReactElement; children: MenuLink[] };

/** The left menu, in the specification's order. `key` is the shell translation key. */
export const MENU: Array<MenuEntry | MenuGroup> = [
  { key: 'menu_dashboard', label: 'Dashboard', path: paths.home, icon: <Dashboard /> },
  { key: 'menu_analytics', label: 'Analytics', path: paths.analytics, icon: <Chart /> },
  {
    key: 'menu_vendors',
    label: 'Vendors',
    icon: <People />,
    children: [
      { key: 'menu_add_vendor', label: 'Add Vendor', path: paths.vendorAdd },
      {
        key: 'menu_vendor_list',
        label: 'Vendor List',
        path: paths.vendorList,
        also: ['/vendor/edit/'],
      },
      { key: 'menu_invite_vendor', label: 'Invite Vendor', path: paths.vendorInvite },
    ],
  },
  {
    key: 'menu_company',
    label: 'Company',
    icon: <Office />,
    children: [
      { key: 'menu_add_company', label: 'Add Company', path: paths.companyAdd },
      { key: 'menu_company_list', label: 'Company List', path: paths.companyList },
      { key: 'menu_invite_company', label: 'Invite Company', path: paths.companyInvite },
    ],
  },
  {
    key: 'menu_invoices',
    label: 'Invoices',
    icon: <Document />,
    children: [
      {
        key: 'menu_all_invoices',
        label: 'All Invoices',
        path: paths.invoicesAll,
        also: ['/invoices/'],
      },
    ],
  },
  {
    key: 'menu_purchase_orders',
    label: 'Purchase Orders',
    icon: <ShoppingCart />,
    children: [
      { key: 'menu_add_po', label: 'Add PO', path: paths.poAdd },
      { key: 'menu_po_list', label: 'PO List', path: paths.poList },
    ],
  },
  {
    key: 'menu_mrns',
    label: 'MRNs',
    icon: <Box />,
    children: [
      { key: 'menu_add_mrn', label: 'Add MRN', path: paths.mrnAdd },
      { key: 'menu_mrn_list', label: 'MRN List', path: paths.mrnList, also: ['/mrn/edit/'] },
    ],
  },
  {
    key: 'menu_master',
    label: 'Master',
    icon: <Database />,
    children: [
      { key: 'menu_invoice_master', label: 'Invoice Master', path: paths.masterInvoice },
      { key: 'menu_vendor_master', label: 'Vendor Master', path: paths.masterVendor },
    ],
  },
];

export const isGroup = (entry: MenuEntry | MenuGroup): entry is MenuGroup => 'children' in entry;

/** A link is active on its own path and below it (/master/invoice/tax_codes keeps Invoice
 * Master lit) and on its `also` prefixes; the Dashboard entry '/' also covers /dashboard. */
export function isActivePath(link: MenuLink, current: string): boolean {
  if (link.path === paths.home) return current === paths.home || current === paths.dashboard;
  if (current === link.path || current.startsWith(`${link.path}/`)) return true;
  return (link.also ?? []).some((prefix) => current.startsWith(prefix));
}

/** The group holding the current route, opened on arrival. */
export function groupOfPath(current: string): string | undefined {
  return MENU.filter(isGroup).find((group) =>
    group.children.some((child) => isActivePath(child, current)),
  )?.key;
}

/** The menu entry of the current page and its group, for the top bar's location line. */
export function menuTrail(current: string): { group?: MenuGroup; link: MenuLink } | undefined {
  for (const entry of MENU) {
    if (!isGroup(entry)) {
      if (isActivePath(entry, current)) return { link: entry };
      continue;
    }
    const link = entry.children.find((child) => isActivePath(child, current));
    if (link) return { group: entry, link };
  }
  return undefined;
}
