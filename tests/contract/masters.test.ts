import {
  CategorySchema,
  contract,
  LookupSchema,
  MASTER_SETS,
  type MasterSet,
} from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterRootOf } from '../../apps/web/src/config/api-roots';
import { callContract, type ContractArgs } from '../../apps/web/src/lib/contract-query';
import { ok, startServer } from './server';

// Every master data route of both sets through the web app's own API layer against the real
// server: a shape either side gets wrong fails here as a PARSE_ERROR or a 400.

let server: Awaited<ReturnType<typeof startServer>>;
let token: string;
const call = <R extends AppRoute>(set: MasterSet, route: R, args: ContractArgs<R>) =>
  callContract(route, args, { root: masterRootOf(set, server.roots), token });

beforeAll(async () => {
  server = await startServer();
  token = await server.demoToken();
});
afterAll(() => server.stop());

describe.each(MASTER_SETS)('the %s master set through the web API layer', (set) => {
  const m = contract.master;
  it('creates, updates, lists, exports and imports', async () => {
    const name = `contract_${set}`;
    // Our full answers (the web reads the documented minimum: any object).
    const category = CategorySchema.parse(
      ok(await call(set, m.createCategory, { body: { name, status: true, icon: 'store' } })).data,
    );
    ok(
      await call(set, m.updateCategory, {
        params: { id: category.id },
        body: { name, status: false, icon: 'truck' },
      }),
    );
    const listed = ok(await call(set, m.listCategories, {})).data;
    expect(listed.find((c) => c.id === category.id)).toMatchObject({ status: false, lookups: 0 });

    const lookup = LookupSchema.parse(
      ok(
        await call(set, m.createLookup, {
          body: { category_id: category.id, name: 'One', code: '1', status: true },
        }),
      ).data,
    );
    ok(
      await call(set, m.updateLookup, {
        params: { id: lookup.id },
        body: { category_id: category.id, name: 'One', code: '1', description: 'first' },
      }),
    );
    const file = ok(
      await call(set, m.exportLookups, { query: { category: name, export_type: 'csv' } }),
    ) as unknown as Blob;
    const text = await file.text();
    expect(text).toContain('One,1,,,,,first,Active');

    const edited = new Blob([text.replace('first', 'edited') + 'Two,2,,,,,,Inactive\r\n']);
    const imported = ok(
      await call(set, m.importLookups, { query: { category: name }, body: { file: edited } }),
    ).data;
    expect(imported).toEqual({ category: name, rows: 2, created: 1, updated: 1, unchanged: 0 });
    const lookups = ok(await call(set, m.listLookups, { query: { category: name } })).data[name];
    expect(lookups?.map((l) => [l.name, l.description, l.status])).toEqual([
      ['One', 'edited', true],
      ['Two', null, false],
    ]);
  });

  it('answers the import row issues in the shape the dialog reads', async () => {
    const result = await call(set, contract.master.importLookups, {
      query: { category: set === 'invoice' ? 'uom' : 'industries' },
      body: { file: new Blob(['Name,Code\r\n,X\r\n']) },
    });
    expect('error' in result && result.error.status).toBe(400);
    if ('error' in result)
      expect(result.error.issues).toEqual([{ path: 'rows.2.name', message: 'Name is required' }]);
  });
});
