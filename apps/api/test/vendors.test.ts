import { contract, VENDOR_STATUS, VendorListSchema } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn } from './helpers';
import { colleague } from './support/colleague';
import { newVendor } from './support/vendors';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const list = (query: string) => call('GET', `/api/v1/vendor/?${query}`);
// The demo user registers vendors; someone else approves them (segregation of duties).
const approver = colleague(
  {
    get app() {
      return t.app;
    },
  },
  'Vendor Approver',
);

async function registerVendor(n: number) {
  const { demo, basic } = newVendor(n);
  const created = await call('POST', '/api/v1/vendor/basic', basic);
  expect(created.statusCode, created.body).toBe(201);
  const id = contract.vendor.createBasic.responses[201].parse(created.json()).data.id;
  // The demo names its places; the form sends this database's place ids.
  const place = await t.app.repos.locations.idsOf(demo.places[0]!);
  const entries = (section: keyof typeof demo) =>
    (demo[section] as Array<Record<string, unknown>>).map(({ id: _, ...e }) => ({
      ...e,
      ...(section === 'address' ? place : {}),
      basic_id: id,
    }));
  const saved: Record<string, number> = {};
  for (const [path, section] of [
    ['address', 'address'],
    ['bank', 'bank'],
    ['tax_code', 'tax_code'],
    ['representative', 'representative'],
  ] as const) {
    const response = await call('POST', `/api/v1/vendor/${path}`, entries(section));
    expect(response.statusCode, response.body).toBe(201);
    saved[section] = response.json().data[0].id;
  }
  const site = {
    basic_id: id,
    site_name: 'Head Office',
    site_code: 'HO-1',
    address_id: saved.address,
    representative_id: saved.representative,
    bank_id: saved.bank,
  };
  expect((await call('POST', '/api/v1/vendor/site_mapping', [site])).statusCode).toBe(201);
  expect((await call('POST', '/api/v1/vendor/compliance', entries('compliance'))).statusCode).toBe(
    201,
  );
  return { id, saved, site };
}

describe('vendor list', () => {
  it('pages a tab in name order and counts every tab', async () => {
    const response = await list('type=active&page=1&page_size=5');
    expect(response.statusCode).toBe(200);
    const body = VendorListSchema.parse(response.json());
    expect(body.data).toHaveLength(5);
    expect(
      body.data.every(
        (v) => v.status === VENDOR_STATUS.active || v.status === VENDOR_STATUS.blocked,
      ),
    ).toBe(true);
    const names = body.data.map((v) => v.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(body.pagination).toMatchObject({ page: 1, page_size: 5, total: body.counts!.active });
    const { active, draft, reject } = body.counts!;
    expect(active > 0 && draft > 0 && reject > 0).toBe(true);
    const page2 = VendorListSchema.parse((await list('type=active&page=2&page_size=5')).json());
    expect(page2.data[0]!.id).not.toBe(body.data[0]!.id);
  });

  it('finds vendors by the start of any word of the name, or by code', async () => {
    const all = VendorListSchema.parse((await list('type=active&page_size=100')).json());
    const sample = all.data[0]!;
    const lastWord = sample.name.split(/\s+/).pop()!;
    const byWord = VendorListSchema.parse(
      (await list(`type=active&search=${encodeURIComponent(lastWord.slice(0, 3))}`)).json(),
    );
    expect(byWord.data.map((v) => v.id)).toContain(sample.id);
    const byCode = VendorListSchema.parse(
      (await list(`type=active&search_by=code&search=${encodeURIComponent(sample.code)}`)).json(),
    );
    expect(byCode.data.map((v) => v.id)).toEqual([sample.id]);
    expect(byCode.counts).toEqual({ active: 1, draft: 0, reject: 0 });
    const none = VendorListSchema.parse((await list('type=active&search=qqqzzz')).json());
    expect(none).toMatchObject({ data: [], pagination: { total: 0, pages: 0 } });
  });

  it('matches every word of a search in any order, accents folded, and follows a rename', async () => {
    const { basic } = newVendor(11);
    const created = await call('POST', '/api/v1/vendor/basic', {
      ...basic,
      name: 'Zürich Quillfeather Works',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const found = async (search: string) =>
      VendorListSchema.parse(
        (await list(`type=draft&search=${encodeURIComponent(search)}`)).json(),
      ).data.map((v) => v.id);
    expect(await found('zur qui')).toContain(id);
    expect(await found('WORKS zür')).toContain(id);
    expect(await found('quill zurx')).not.toContain(id);
    const renamed = await call('PUT', `/api/v1/vendor/basic/${id}`, {
      ...basic,
      name: 'Yarrow Quillfeather',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('zur qui')).not.toContain(id);
    expect(await found('yarr quill')).toEqual([id]);
  });

  it('answers 400 with the field for a bad query', async () => {
    const response = await list('type=approved');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('query.type');
  });
});

describe('vendor registration', () => {
  it('checks the basic section against the form metadata, with field issues', async () => {
    const { basic } = newVendor(1);
    const response = await call('POST', '/api/v1/vendor/basic', {
      ...basic,
      name: '',
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json().issues as Array<{ path: string; message: string }>;
    expect(issues.map((i) => i.path)).toEqual(['name', 'email']);
    expect(issues[0]!.message).toMatch(/is required$/);
    expect(issues[1]!.message).toMatch(/format is invalid$/);
  });

  it('registers a vendor through every section, submits, and approves it', async () => {
    const { id } = await registerVendor(2);
    const pending = VendorListSchema.parse(
      (await list('type=draft&search=Zephyr&page_size=100')).json(),
    );
    expect(pending.data.find((v) => v.id === id)?.status).toBe(VENDOR_STATUS.draft);

    const submitted = await call('POST', '/api/v1/vendor/submit', { basic_id: id });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe(VENDOR_STATUS.submitted);
    expect((await call('POST', '/api/v1/vendor/submit', { basic_id: id })).statusCode).toBe(409);

    expect((await approver.call('POST', `/api/v1/vendor/${id}/approve`)).statusCode).toBe(200);
    const approved = VendorListSchema.parse(
      (await list('type=active&search=Zephyr&page_size=100')).json(),
    );
    expect(approved.data.map((v) => v.id)).toContain(id);

    const detail = contract.vendor.get.responses[200].parse(
      (await call('GET', `/api/v1/vendor/${id}?type=active`)).json(),
    );
    expect(detail.data.basic.code).toBe('ZT-1002');
    expect(detail.data.address).toHaveLength(1);
    expect(detail.data.history!.map((h) => h.action)).toEqual(['created', 'submitted', 'approved']);
    expect(detail.data.history![2]!.by).toBeTruthy();
  });

  it('refuses a duplicate code, a submit with sections missing, and foreign site links', async () => {
    const { basic } = newVendor(3);
    const first = await call('POST', '/api/v1/vendor/basic', basic);
    expect(first.statusCode).toBe(201);
    expect((await call('POST', '/api/v1/vendor/basic', basic)).statusCode).toBe(409);
    const id = first.json().data.id as number;
    const incomplete = await call('POST', '/api/v1/vendor/submit', { basic_id: id });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().issues.map((i: { path: string }) => i.path)).toContain('address');

    const other = await registerVendor(4);
    const foreign = await call('POST', '/api/v1/vendor/site_mapping', [
      { ...other.site, basic_id: id },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues.map((i: { path: string }) => i.path)).toEqual([
      '0.address_id',
      '0.representative_id',
      '0.bank_id',
    ]);
  });

  it('updates entries by id, adds a second bank, and keeps linked entries', async () => {
    const { id, saved } = await registerVendor(5);
    const detail = (await call('GET', `/api/v1/vendor/${id}`)).json().data;
    const bank = { ...detail.bank[0], bank_name: 'Second Bank' };
    const { id: _, ...secondBank } = bank;
    const put = await call('PUT', '/api/v1/vendor/bank', [bank, secondBank]);
    expect(put.statusCode, put.body).toBe(200);
    const banks = put.json().data as Array<{ id: number; bank_name: string }>;
    expect(banks).toHaveLength(2);
    expect(banks[0]!.id).toBe(saved.bank);
    const inUse = await call('DELETE', `/api/v1/vendor/bank/${saved.bank}`);
    expect(inUse.statusCode).toBe(409);
    expect((await call('DELETE', `/api/v1/vendor/bank/${banks[1]!.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/vendor/bank/${banks[1]!.id}`)).statusCode).toBe(404);
    expect((await call('PUT', '/api/v1/vendor/bank', { ...bank, id: 999999 })).statusCode).toBe(
      404,
    );
  });

  it('rejects a submitted vendor only with a reason, and only once', async () => {
    const { id } = await registerVendor(6);
    await call('POST', '/api/v1/vendor/submit', { basic_id: id });
    const noReason = await call('POST', `/api/v1/vendor/${id}/reject`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues[0].path).toBe('reason');
    const rejected = await call('POST', `/api/v1/vendor/${id}/reject`, { reason: 'No valid PAN' });
    expect(rejected.json().data.status).toBe(VENDOR_STATUS.reject);
    expect((await call('POST', `/api/v1/vendor/${id}/approve`)).statusCode).toBe(409);
    const history = (await call('GET', `/api/v1/vendor/${id}`)).json().data.history;
    expect(history.at(-1)).toMatchObject({ action: 'rejected', reason: 'No valid PAN' });
  });

  it('keeps every tab count equal to its rows through creates, submits and decisions', async () => {
    const truth = await t.app.repos.vendors.tabCounts({ search_by: 'name' }).execute();
    const listed = VendorListSchema.parse((await list('type=reject')).json());
    expect(listed.counts).toEqual(Object.fromEntries(truth.map((r) => [r.tab, Number(r.n)])));
  });

  it('counts a search on the tab each vendor is on, through renames and decisions', async () => {
    const { id } = await registerVendor(12);
    const { basic } = newVendor(12);
    const searchCounts = async (search: string) =>
      VendorListSchema.parse(
        (await list(`type=active&search=${encodeURIComponent(search)}`)).json(),
      ).counts;
    expect(await searchCounts('zephyr tools 12')).toEqual({ active: 0, draft: 1, reject: 0 });
    await call('POST', '/api/v1/vendor/submit', { basic_id: id });
    expect((await approver.call('POST', `/api/v1/vendor/${id}/approve`)).statusCode).toBe(200);
    expect(await searchCounts('zephyr tools 12')).toEqual({ active: 1, draft: 0, reject: 0 });
    const renamed = await call('PUT', `/api/v1/vendor/basic/${id}`, {
      ...basic,
      name: 'Quillfeather Metals',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await searchCounts('quill met')).toEqual({ active: 1, draft: 0, reject: 0 });
    expect(await searchCounts('zephyr tools 12')).toEqual({ active: 0, draft: 0, reject: 0 });
    const truth = await t.app.repos.vendors
      .tabCounts({ search_by: 'name', search: 'zeph' })
      .execute();
    expect(await searchCounts('zeph')).toEqual({
      active: 0,
      draft: 0,
      reject: 0,
      ...Object.fromEntries(truth.map((r) => [r.tab, Number(r.n)])),
    });
  });

  it('answers 404 for an unknown vendor', async () => {
    expect((await call('GET', '/api/v1/vendor/999999')).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/vendor/999999/approve')).statusCode).toBe(404);
    expect((await call('PUT', '/api/v1/vendor/basic/999999', newVendor(7).basic)).statusCode).toBe(
      404,
    );
  });
});
