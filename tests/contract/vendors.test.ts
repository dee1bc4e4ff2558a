import {
  contract,
  envelope,
  SavedSectionEntrySchema,
  VENDOR_STATUS,
  VendorListSchema,
} from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { buildVendor } from '@procure/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_SERVICE_ROOTS } from '../../apps/web/src/config/api-roots';
import {
  callContract,
  type ContractArgs,
  type ContractResult,
} from '../../apps/web/src/lib/contract-query';
import { ok, startServer } from './server';

// Every vendor route through the web app's own API layer against the real server: a shape
// either side gets wrong fails here as a PARSE_ERROR or a 400.

let server: Awaited<ReturnType<typeof startServer>>;
let token: string;
// The demo user registers; a colleague approves (segregation of duties).
let approverToken: string;
async function call<R extends AppRoute>(
  route: R,
  args: ContractArgs<R>,
  as = token,
): Promise<ContractResult<R>> {
  return callContract(route, args, {
    root: server.roots[CONTRACT_SERVICE_ROOTS.vendor],
    token: as,
  });
}
// Our full answer (the web reads the documented minimum): a section's saved entries with their ids.
const savedEntries = (answer: unknown) =>
  envelope(SavedSectionEntrySchema.array()).parse(answer).data;

beforeAll(async () => {
  server = await startServer();
  token = await server.demoToken();
  approverToken = await server.colleagueToken();
});
afterAll(() => server.stop());

describe('vendors through the web API layer', () => {
  it('lists, exports, registers, submits, approves and rejects', async () => {
    const v = contract.vendor;
    const listed = ok(await call(v.list, { query: { type: 'draft', page: 1, page_size: 5 } }));
    // The web keeps what it does not require, so our full answer is still there to check.
    const full = VendorListSchema.parse(listed);
    expect(full.counts.draft).toBe(full.pagination.total);
    expect(Object.keys(listed.data[0] ?? {})).toEqual(Object.keys(full.data[0] ?? {}));
    const file = ok(await call(v.export, { query: { type: 'active', export_type: 'csv' } }));
    expect(await (file as unknown as Blob).text()).toContain('Name,Code');

    const demo = buildVendor({ id: 950 });
    const { basic_id: _, ...basic } = demo.basic;
    const created = ok(await call(v.createBasic, { body: { ...basic, code: 'CT-0950' } })).data;
    const basic_id = created.id;
    ok(
      await call(v.updateBasic, { params: { id: basic_id }, body: { ...basic, code: 'CT-0950' } }),
    );

    // Any real place ids will do: the first country, its first state and city.
    const place = { country_id: 1, state_id: 1, city_id: 1 };
    const strip = (entries: Array<Record<string, unknown>>, extra: object = {}) =>
      entries.map(({ id: __, ...e }) => ({ ...e, ...extra, basic_id }));
    const saved = {
      address: ok(await call(v.address.create, { body: strip(demo.address, place) as never })).data,
      bank: savedEntries(ok(await call(v.bank.create, { body: strip(demo.bank) as never }))),
      tax: ok(await call(v.taxCode.create, { body: strip(demo.tax_code) as never })).data,
      rep: ok(await call(v.representative.create, { body: strip(demo.representative) as never }))
        .data,
    };
    const site = {
      basic_id,
      site_name: 'Main',
      address_id: saved.address[0]!.id,
      representative_id: saved.rep[0]!.id,
      bank_id: saved.bank[0]!.id,
    };
    const sites = ok(await call(v.siteMapping.create, { body: [site] })).data;
    ok(
      await call(v.siteMapping.update, { body: [{ ...site, id: sites[0]!.id, site_name: 'HQ' }] }),
    );
    ok(await call(v.compliance.create, { body: strip(demo.compliance) as never }));
    for (const [route, entries] of [
      [v.address.update, saved.address],
      [v.bank.update, saved.bank],
      [v.taxCode.update, saved.tax],
      [v.representative.update, saved.rep],
    ] as const)
      ok(await call(route, { body: entries as never }));
    const compliance = ok(await call(v.get, { params: { id: basic_id }, query: { type: 'draft' } }))
      .data.compliance;
    ok(await call(v.compliance.update, { body: compliance as never }));
    const extraBank = savedEntries(
      ok(await call(v.bank.create, { body: strip(demo.bank) as never })),
    )[0]!;
    ok(await call(v.deleteEntry, { params: { key: 'bank', id: extraBank.id } }));

    // The documented answer of a submit is a message alone; approving it proves it was submitted.
    ok(await call(v.submit, { body: { basic_id } }));
    expect(ok(await call(v.approve, { params: { id: basic_id } }, approverToken)).data.status).toBe(
      VENDOR_STATUS.active,
    );

    const second = ok(await call(v.createBasic, { body: { ...basic, code: 'CT-0951' } })).data.id;
    const refused = await call(v.reject, { params: { id: second }, body: { reason: 'Duplicate' } });
    expect('error' in refused && refused.error.status).toBe(409);
  });
});
