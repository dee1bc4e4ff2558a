import {
  CategorySchema,
  contract,
  envelope,
  LookupSchema,
  MASTER_SET_ROOTS,
  type Lookup,
} from '@procure/contract';
import { expect } from 'vitest';
import type { signedInTestApp } from '../helpers';

// Our server's full answers to the saves (the routes' own schemas are the documented minimum).
export const SavedCategory = envelope(CategorySchema);
export const SavedLookup = envelope(LookupSchema);
const m = contract.master;

export type MasterSet = 'invoice' | 'vendor';
export const csv = (...lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n');
export const MASTER_CSV_HEADER = 'Name,Code,Code 2,Code 3,Code 4,Code 5,Description,Status';
export const issuePaths = (r: { json(): { issues: Array<{ path: string }> } }) =>
  r.json().issues.map((i) => i.path);

/** Calls on the two master data sets (invoice and vendor) as the file's demo user. */
export function mastersKit(server: ReturnType<typeof signedInTestApp>) {
  type Set = MasterSet;
  const at = (set: Set, path: string) => MASTER_SET_ROOTS[set] + path;
  const call = (set: Set, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    server.call(method, at(set, path), payload);
  async function categories(set: Set) {
    const r = await call(set, 'GET', '/api/v1/lookup-categories');
    expect(r.statusCode).toBe(200);
    return m.listCategories.responses[200].parse(r.json()).data;
  }
  async function lookups(set: Set, category: string): Promise<Lookup[]> {
    const r = await call(set, 'GET', `/api/v1/lookups/?category=${encodeURIComponent(category)}`);
    expect(r.statusCode).toBe(200);
    return m.listLookups.responses[200].parse(r.json()).data[category]!;
  }
  async function createCategory(set: Set, name: string, extra: object = {}) {
    const r = await call(set, 'POST', '/api/v1/lookup-categories', { name, ...extra });
    expect(r.statusCode, r.body).toBe(201);
    return SavedCategory.parse(r.json()).data;
  }
  async function createLookup(set: Set, category_id: number, name: string, extra: object = {}) {
    const r = await call(set, 'POST', '/api/v1/lookups', { category_id, name, ...extra });
    expect(r.statusCode, r.body).toBe(201);
    return SavedLookup.parse(r.json()).data;
  }
  async function exportFile(set: Set, category: string, type: 'excel' | 'csv') {
    const r = await call(set, 'GET', `/api/v1/lookups/?category=${category}&export_type=${type}`);
    expect(r.statusCode, r.body).toBe(200);
    return r;
  }
  function importFile(set: Set, category: string, file: Buffer, name = 'master.csv') {
    const data = new FormData();
    data.append('file', new Blob([file]), name);
    return server.app.inject({
      method: 'POST',
      url: at(set, `/api/v1/lookups/import?category=${encodeURIComponent(category)}`),
      headers: server.auth,
      payload: data,
    });
  }
  return { at, call, categories, lookups, createCategory, createLookup, exportFile, importFile };
}
