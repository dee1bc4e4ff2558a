import {
  BoxIcon,
  ChartIcon,
  DashboardIcon,
  DatabaseIcon,
  DocumentIcon,
  OfficeIcon,
  PeopleIcon,
  ShoppingCartIcon,
} from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { paths, ROUTES, routeOfPath, type PageTitle, type PathKey } from '../../config/paths';

/** `also`: path prefixes of screens reached from this entry that keep it highlighted. */
export type MenuLink = { key: string; label: string; path: string; also?: string[] };
export type MenuEntry = MenuLink & { icon: ReactElement };
export type MenuGroup = { key: string; label: string; icon: ReactElement; children: MenuLink[] };

/** A menu link to a route, named as the route table names it. */
const to = (route: PathKey, also?: string[]): MenuLink => ({
  key: ROUTES[route].title.key,
  label: ROUTES[route].title.label,
  path: ROUTES[route].path,
  ...(also ? { also } : {}),
});

/** The left menu, in the specification's order. `key` is the shell translation key. */
export const MENU: Array<MenuEntry | MenuGroup> = [
  { ...to('home'), icon: <DashboardIcon /> },
  { ...to('analytics'), icon: <ChartIcon /> },
  {
    key: 'menu_vendors',
    label: 'Vendors',
    icon: <PeopleIcon />,
    children: [to('vendorAdd'), to('vendorList', ['/vendor/edit/']), to('vendorInvite')],
  },
  {
    key: 'menu_company',
    label: 'Company',
    icon: <OfficeIcon />,
    children: [to('companyAdd'), to('companyList', ['/company/edit/']), to('companyInvite')],
  },
  {
    key: 'menu_invoices',
    label: 'Invoices',
    icon: <DocumentIcon />,
    children: [to('invoicesAll', ['/invoices/']), to('payments')],
  },
  {
    key: 'menu_purchase_orders',
    label: 'Purchase Orders',
    icon: <ShoppingCartIcon />,
    children: [to('poAdd'), to('poList', ['/po/view/'])],
  },
  {
    key: 'menu_mrns',
    label: 'MRNs',
    icon: <BoxIcon />,
    children: [to('mrnAdd'), to('mrnList', ['/mrn/edit/', '/mrn/view/'])],
  },
  {
    key: 'menu_master',
    label: 'Master',
    icon: <DatabaseIcon />,
    children: [to('masterInvoice'), to('masterVendor'), to('masterExchangeRates')],
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

/** The top bar's location line: the menu group holding the page, then the page's own name from
 * the route table (so /vendor/edit/1 reads Vendors / Edit Vendor). Pages outside any group
 * (Dashboard, Analytics) and unknown paths get none: their heading already says it. */
export function pageTrail(current: string): { group: MenuGroup; title: PageTitle } | undefined {
  const route = routeOfPath(current);
  const group = MENU.filter(isGroup).find((entry) => entry.key === groupOfPath(current));
  return route && group ? { group, title: ROUTES[route].title } : undefined;
}
