import { buildMasterSet } from '@procure/fixtures';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { issuePaths as paths, mastersKit, SavedCategory, SavedLookup } from './support/masters';

const server = signedInTestApp();
const { at, call, categories, lookups, createCategory, createLookup } = mastersKit(server);

describe('master categories', () => {
  it('lists the seeded categories of each set with their lookup counts', async () => {
    for (const set of ['invoice', 'vendor'] as const) {
      const seeded = buildMasterSet(set);
      const listed = await categories(set);
      expect(listed.map((c) => [c.name, c.lookups, c.status, c.icon])).toEqual(
        seeded.map((c) => [c.name, c.lookups.length, c.status, c.icon]),
      );
    }
  });

  it('creates with defaults, updates, and answers 409 for a name taken in the same set', async () => {
    const created = await createCategory('vendor', 'payment_methods');
    expect(created).toMatchObject({ status: true, icon: 'file-text', lookups: 0 });
    const dup = await call('vendor', 'POST', '/api/v1/lookup-categories', {
      name: 'payment_methods',
    });
    expect(dup.statusCode).toBe(409);
    // The other set has its own names.
    await createCategory('invoice', 'payment_methods', { icon: 'truck', status: false });

    const put = await call('vendor', 'PUT', `/api/v1/lookup-categories/${created.id}`, {
      name: 'payment_modes',
      status: false,
      icon: 'landmark',
    });
    expect(put.statusCode).toBe(200);
    expect(SavedCategory.parse(put.json()).data).toMatchObject({
      id: created.id,
      name: 'payment_modes',
      status: false,
      icon: 'landmark',
    });
    const clash = await call('vendor', 'PUT', `/api/v1/lookup-categories/${created.id}`, {
      name: 'industries',
      status: true,
      icon: 'landmark',
    });
    expect(clash.statusCode).toBe(409);
  });

  it('answers 400 with field issues for bad input and 404 for unknown ids', async () => {
    const bad = await call('invoice', 'POST', '/api/v1/lookup-categories', {
      name: '  ',
      icon: 'rocket',
      status: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(new Set(paths(bad))).toEqual(new Set(['icon', 'name', 'status']));
    const missing = await call('invoice', 'PUT', '/api/v1/lookup-categories/99999', {
      name: 'x',
    });
    expect(missing.statusCode).toBe(404);
    const badId = await call('invoice', 'PUT', '/api/v1/lookup-categories/abc', { name: 'x' });
    expect(paths(badId)).toEqual(['params.id']);
  });

  it('keeps the two sets apart: ids of one set are unknown in the other', async () => {
    const vendorOnly = await createCategory('vendor', 'vendor_only');
    expect((await categories('invoice')).map((c) => c.name)).not.toContain('vendor_only');
    const put = await call('invoice', 'PUT', `/api/v1/lookup-categories/${vendorOnly.id}`, {
      name: 'stolen',
    });
    // The same id may exist in the invoice set; it must never be the vendor row.
    if (put.statusCode === 200) expect(put.json().data.name).toBe('stolen');
    expect((await categories('vendor')).find((c) => c.id === vendorOnly.id)?.name).toBe(
      'vendor_only',
    );
    const lookup = await createLookup('vendor', vendorOnly.id, 'Only here');
    expect(
      (
        await call('invoice', 'PUT', `/api/v1/lookups/${lookup.id}`, {
          category_id: vendorOnly.id,
          name: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(await lookups('invoice', 'vendor_only')).toEqual([]);
    const cross = await call('invoice', 'POST', '/api/v1/lookups', {
      category_id: vendorOnly.id + 1000,
      name: 'x',
    });
    expect(cross.statusCode).toBe(404);
  });

  it('requires a token', async () => {
    const r = await server.app.inject({
      method: 'GET',
      url: at('invoice', '/api/v1/lookup-categories'),
    });
    expect(r.statusCode).toBe(401);
  });
});

describe('lookups', () => {
  it('answers data[name], an empty list for an unknown category, and 400 for a bad name', async () => {
    const terms = await lookups('invoice', 'payment_terms');
    expect(terms.map((l) => l.name)).toContain('Net 30');
    expect(terms.find((l) => l.name === 'Net 90')?.status).toBe(false);
    expect(await lookups('invoice', 'no_such_category')).toEqual([]);
    const bad = await call('invoice', 'GET', '/api/v1/lookups/?category=');
    expect(bad.statusCode).toBe(400);
    expect(new Set(paths(bad))).toEqual(new Set(['query.category']));
  });

  it('creates and updates, counts them on the category, and keeps names and codes unique', async () => {
    const category = await createCategory('vendor', 'delivery_modes');
    const road = await createLookup('vendor', category.id, 'Road', {
      code: 'RD',
      code_2: '',
      description: 'By truck',
    });
    expect(road).toMatchObject({ status: true, code: 'RD', code_2: null, description: 'By truck' });
    const air = await createLookup('vendor', category.id, 'Air', { code: 'AIR', status: false });
    expect(air.status).toBe(false);
    expect((await categories('vendor')).find((c) => c.id === category.id)?.lookups).toBe(2);

    const sameName = await call('vendor', 'POST', '/api/v1/lookups', {
      category_id: category.id,
      name: 'Road',
    });
    expect(sameName.statusCode).toBe(409);
    const sameCode = await call('vendor', 'POST', '/api/v1/lookups', {
      category_id: category.id,
      name: 'Rail',
      code: 'AIR',
    });
    expect(sameCode.statusCode).toBe(409);

    const put = await call('vendor', 'PUT', `/api/v1/lookups/${air.id}`, {
      category_id: category.id,
      name: 'Air freight',
      code: 'AIR',
      code_5: 'x5',
      status: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(SavedLookup.parse(put.json()).data).toMatchObject({
      name: 'Air freight',
      code_5: 'x5',
      status: true,
    });
    const clash = await call('vendor', 'PUT', `/api/v1/lookups/${air.id}`, {
      category_id: category.id,
      name: 'Road',
    });
    expect(clash.statusCode).toBe(409);
    expect((await lookups('vendor', 'delivery_modes')).map((l) => l.name)).toEqual([
      'Road',
      'Air freight',
    ]);
  });

  it('answers 400 for bad lookups and 404 for unknown ids or categories', async () => {
    const bad = await call('vendor', 'POST', '/api/v1/lookups', {
      category_id: 0,
      name: '',
      code: 'x'.repeat(61),
    });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad).sort()).toEqual(['category_id', 'code', 'name']);
    const [first] = await categories('vendor');
    const unknown = await call('vendor', 'PUT', '/api/v1/lookups/99999', {
      category_id: first!.id,
      name: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const noCategory = await call('vendor', 'POST', '/api/v1/lookups', {
      category_id: 99999,
      name: 'x',
    });
    expect(noCategory.statusCode).toBe(404);
  });
});
