import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  buildOpenApiDocument,
  contract,
  exportFileName,
  extensionForContentType,
  flattenRoutes,
  mountedRoutes,
} from '../src';

describe('the contract', () => {
  const routes = flattenRoutes(contract);

  it('names every route once, and shares a path only between a list and its export', () => {
    const byKey = new Map<string, string[]>();
    for (const [name, route] of routes) {
      const key = `${route.method} ${route.path.replace(/\/$/, '')}`;
      byKey.set(key, [...(byKey.get(key) ?? []), name]);
    }
    const shared = [...byKey.values()].filter((names) => names.length > 1);
    for (const names of shared) {
      expect(
        names.some((n) => /export/i.test(n)),
        names.join(', '),
      ).toBe(true);
    }
    expect(shared.length).toBe(5);
  });

  it('mounts the master routes once per set', () => {
    const masters = mountedRoutes(contract).filter(([name]) => name.startsWith('master_'));
    expect(masters.length).toBe(2 * Object.keys(contract.master).length);
    expect(masters.map(([, r]) => r.path)).toContain('/masters/vendor/api/v1/lookups/');
  });

  it('builds an OpenAPI document with bearer security', () => {
    const doc = buildOpenApiDocument(contract, '1.0.0');
    expect(doc.components.securitySchemes.bearer.scheme).toBe('bearer');
    expect(Object.keys(doc.paths)).toContain('/api/v1/vendor/{id}');
  });
});

describe('export file names', () => {
  it.each([
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['application/vnd.ms-excel', 'xlsx'],
    ['text/csv; charset=utf-8', 'csv'],
    ['application/pdf', 'pdf'],
    ['application/octet-stream', 'bin'],
    [null, 'bin'],
  ])('%s -> %s', (type, ext) => expect(extensionForContentType(type)).toBe(ext));

  it('follows the spec patterns', () => {
    expect(exportFileName.vendors('active', 'xlsx')).toBe('vendors-active.xlsx');
    expect(exportFileName.po('draft', 'csv')).toBe('po-draft.csv');
    expect(exportFileName.mrn('reject', 'xlsx')).toBe('mrn-reject.xlsx');
    expect(exportFileName.invoice(7, 'excel', 'xlsx')).toBe('invoice-7-excel.xlsx');
    expect(exportFileName.master('payment_terms', 'xlsx')).toBe('master-payment_terms.xlsx');
  });

  it('writes a safe Content-Disposition for any name', () => {
    expect(attachmentDisposition('Faktura "Å".pdf')).toBe(
      `attachment; filename="Faktura ___.pdf"; filename*=UTF-8''Faktura%20%22%C3%85%22.pdf`,
    );
  });
});
