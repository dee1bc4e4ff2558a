import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  buildOpenApiDocument,
  contract,
  exportFileName,
  extensionForContentType,
  flattenRoutes,
  INVOICE_MAX_LINE_ITEMS,
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

describe('invoice words and long review saves', () => {
  const line = (id: number) => ({ id, description: `Line ${id}`, amount: 1 });

  it('answers the words of a page with their page and box, and takes the page as a query', () => {
    const route = contract.invoice.words;
    expect(route.method).toBe('GET');
    expect(route.path).toBe('/api/v1/invoice/:id/words');
    expect(route.query.parse({ page: '2' })).toEqual({ page: 2 });
    expect(route.query.parse({})).toEqual({});
    expect(route.query.safeParse({ page: '0' }).success).toBe(false);
    const answer = { data: [{ text: 'INV-1', page: 1, box: { x: 1, y: 2, width: 3, height: 4 } }] };
    expect(route.responses[200].parse(answer)).toEqual(answer);
    expect(route.responses[200].safeParse({ data: [{ text: 'INV-1', page: 1 }] }).success).toBe(
      false,
    );
    expect(route.responses[404]).toBeDefined();
  });

  it(`takes up to ${INVOICE_MAX_LINE_ITEMS} lines in one review save (a real invoice had 1,586)`, () => {
    const body = contract.invoice.review.body;
    expect(INVOICE_MAX_LINE_ITEMS).toBeGreaterThanOrEqual(10_000);
    const most = Array.from({ length: INVOICE_MAX_LINE_ITEMS }, (_, i) => line(i));
    expect(body.safeParse({ line_items: most.slice(0, 1586) }).success).toBe(true);
    expect(body.safeParse({ line_items: most }).success).toBe(true);
    expect(body.safeParse({ line_items: [...most, line(INVOICE_MAX_LINE_ITEMS)] }).success).toBe(
      false,
    );
  });
});
