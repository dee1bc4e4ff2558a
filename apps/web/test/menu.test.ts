import { describe, expect, it } from 'vitest';
import { groupOfPath, isActivePath, isGroup, MENU } from '../src/app/shell/menu-items';
import { paths, routeOfPath } from '../src/config/paths';

describe('menu', () => {
  it('lists every specified entry, all pointing at known routes', () => {
    const links = MENU.flatMap((entry) => (isGroup(entry) ? entry.children : [entry]));
    expect(links.map((link) => link.label)).toEqual([
      'Dashboard',
      'Analytics',
      'Add Vendor',
      'Vendor List',
      'Invite Vendor',
      'Add Company',
      'Company List',
      'Invite Company',
      'All Invoices',
      'Payment Runs',
      'Add PO',
      'PO List',
      'Add MRN',
      'MRN List',
      'Invoice Master',
      'Vendor Master',
      'Exchange Rates',
    ]);
    const known = new Set<string>(Object.values(paths));
    for (const link of links) expect(known.has(link.path)).toBe(true);
  });

  it('highlights the active route and opens its group', () => {
    const dashboard = MENU[0]!;
    expect(isActivePath(dashboard as never, '/dashboard')).toBe(true);
    expect(isActivePath(dashboard as never, '/analytics')).toBe(false);
    expect(groupOfPath('/vendor/edit/4')).toBe('menu_vendors');
    expect(groupOfPath('/master/invoice/tax_codes')).toBe('menu_master');
    expect(groupOfPath('/po/list')).toBe('menu_purchase_orders');
    expect(groupOfPath('/')).toBeUndefined();
  });
});

describe('top bar location', () => {
  const trail = async (path: string) => {
    const { pageTrail } = await import('../src/app/shell/menu-items');
    const found = pageTrail(path);
    return found && `${found.group.label} / ${found.title.label}`;
  };

  it('names the menu group and the page, from the route table', async () => {
    expect(await trail('/po/list')).toBe('Purchase Orders / PO List');
    expect(await trail('/vendor/add')).toBe('Vendors / Add Vendor');
    expect(await trail('/master/invoice')).toBe('Master / Invoice Master');
  });

  it('names pages with parameters for what they are, not for a menu neighbour', async () => {
    expect(await trail('/invoices/detail/1')).toBe('Invoices / Invoice Detail');
    expect(await trail('/invoices/ref/detail/1')).toBe('Invoices / Invoice Reference');
    expect(await trail('/vendor/edit/1')).toBe('Vendors / Edit Vendor');
    expect(await trail('/mrn/edit/7')).toBe('MRNs / Edit MRN');
    expect(await trail('/master/invoice/tax_codes')).toBe('Master / Invoice Master Lookups');
    expect(await trail('/master/vendor/bank')).toBe('Master / Vendor Master Lookups');
  });

  it('adds nothing where the page heading already says it, or for an unknown path', async () => {
    expect(await trail('/')).toBeUndefined();
    expect(await trail('/dashboard')).toBeUndefined();
    expect(await trail('/analytics')).toBeUndefined();
    expect(await trail('/nope')).toBeUndefined();
  });
});

describe('route table', () => {
  it('finds the route of a location, static segments before parameters', () => {
    expect(routeOfPath('/master/invoice')).toBe('masterInvoice');
    expect(routeOfPath('/master/invoice/tax_codes')).toBe('masterInvoiceCategory');
    expect(routeOfPath('/vendor/edit/12')).toBe('vendorEdit');
    expect(routeOfPath('/')).toBe('home');
    expect(routeOfPath('/vendor/edit')).toBeUndefined();
  });
});
