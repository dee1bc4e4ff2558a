import { describe, expect, it } from 'vitest';
import { groupOfPath, isActivePath, isGroup, MENU } from '../src/app/shell/menu-items';
import { paths } from '../src/config/paths';

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
      'Add PO',
      'PO List',
      'Add MRN',
      'MRN List',
      'Invoice Master',
      'Vendor Master',
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
  it('names the menu group and entry of the current page', async () => {
    const { menuTrail } = await import('../src/app/shell/menu-items');
    expect(menuTrail('/po/list')?.group?.label).toBe('Purchase Orders');
    expect(menuTrail('/po/list')?.link.label).toBe('PO List');
    expect(menuTrail('/dashboard')?.link.label).toBe('Dashboard');
    expect(menuTrail('/nope')).toBeUndefined();
  });
});
