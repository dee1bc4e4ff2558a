import { describe, expect, it } from 'vitest';
import { DEFAULT_API_ROOTS, resolveApiRoots } from '../src/config/api-roots';

describe('API roots', () => {
  it('default to the same origin, master sets under their own prefix', () => {
    expect(resolveApiRoots(undefined, {})).toEqual({ ...DEFAULT_API_ROOTS, invoice: '' });
    expect(DEFAULT_API_ROOTS.masterInvoice).toBe('/masters/invoice');
    expect(DEFAULT_API_ROOTS.masterVendor).toBe('/masters/vendor');
  });

  it('take the runtime config first, then the build env, without trailing slashes', () => {
    const roots = resolveApiRoots(
      { vendor: 'https://vendor.example/', po: '' },
      {
        vendor: 'https://env.example',
        po: 'https://po-env.example',
        storage: 'https://files.example',
      },
    );
    expect(roots.vendor).toBe('https://vendor.example');
    expect(roots.po).toBe('');
    expect(roots.storage).toBe('https://files.example');
  });

  it('send invoices to the po root unless an invoice root is given', () => {
    expect(resolveApiRoots({ po: 'https://po.example' }, {}).invoice).toBe('https://po.example');
    expect(
      resolveApiRoots({ po: 'https://po.example', invoice: 'https://inv.example' }, {}).invoice,
    ).toBe('https://inv.example');
  });
});

describe('roots for Node callers', () => {
  it('make every service absolute against one origin', async () => {
    const { masterRootOf, rootOf, rootsForOrigin } = await import('../src/config/api-roots');
    const roots = rootsForOrigin('http://127.0.0.1:3000/');
    expect(rootOf('vendor', roots)).toBe('http://127.0.0.1:3000');
    expect(rootOf('invoice', roots)).toBe('http://127.0.0.1:3000');
    expect(masterRootOf('vendor', roots)).toBe('http://127.0.0.1:3000/masters/vendor');
  });
});
