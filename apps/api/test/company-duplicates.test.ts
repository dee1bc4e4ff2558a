import type { InvoiceRow } from '@procure/contract';
import { buildCiiXml } from '@procure/fixtures/invoices';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { sample, settled, storeFile } from './support/invoices';
import { addCompany, limitedUser } from './support/companies';
import { testEngine } from './test-database';

// Duplicate detection stays across companies (the same invoice under two entities must not be
// paid twice), but a user limited to companies is not given the id of another company's
// invoice: the flag and reason stay, the id becomes duplicate_elsewhere (issue 22 item 6).
const server = signedInTestApp();
let clerk: { auth: Record<string, string> };
const ids = { original: 0, northCopy: 0, northTwin: 0 };

beforeAll(async () => {
  const { db } = server.app;
  const northId = await addCompany(server.app, { name: 'North Twin GmbH' });
  const southId = await addCompany(server.app, { name: 'South Twin Ltd' });
  clerk = await limitedUser(server.app, ['ap_clerk'], [northId]);
  // One invoice stored three times: South's original, then two copies of North's (the second
  // repeats the first invoice too, which is South's, so each copy is a duplicate of it).
  const xml = Buffer.from(buildCiiXml({ ...sample('de-classic-eur'), invoice_number: 'DUP-1' }));
  const made: number[] = [];
  for (const name of ['south.xml', 'north-a.xml', 'north-b.xml']) {
    const doc = await storeFile(server.app, server.auth, xml, name);
    made.push((await settled(server.app, server.auth, doc.invoice_id!)).id);
  }
  [ids.original, ids.northCopy, ids.northTwin] = made as [number, number, number];
  await db.updateTable('invoices').set({ company_id: northId }).where('id', 'in', made).execute();
  await db
    .updateTable('invoices')
    .set({ company_id: southId })
    .where('id', '=', ids.original)
    .execute();
  // The second copy repeats North's own first copy: that id is the clerk's to open.
  await db
    .updateTable('invoices')
    .set({ duplicate_of: ids.northCopy })
    .where('id', '=', ids.northTwin)
    .execute();
});

const find = async (auth: Record<string, string>, id: number) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/invoice',
    headers: auth,
    payload: { id: [id] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as InvoiceRow[])[0]!;
};

const listed = async (auth: Record<string, string>) => {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/v1/invoice/?type=all&page_size=50',
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as InvoiceRow[];
};

describe(`a duplicate in another company, on ${testEngine}`, () => {
  it('is flagged to a limited user without the other invoice id', async () => {
    const copy = await find(clerk.auth, ids.northCopy);
    expect(copy).toMatchObject({ duplicate_of: null, duplicate_elsewhere: true });
    expect(copy.duplicate_reason).toBe('file');
    const row = (await listed(clerk.auth)).find((r) => r.id === ids.northCopy)!;
    expect(row).toMatchObject({ duplicate_of: null, duplicate_elsewhere: true });
    expect(JSON.stringify(await listed(clerk.auth))).not.toContain(
      `"duplicate_of":${ids.original}`,
    );
  });

  it("keeps the id of the user's own company's invoice", async () => {
    const twin = await find(clerk.auth, ids.northTwin);
    expect(twin.duplicate_of).toBe(ids.northCopy);
    expect(twin.duplicate_elsewhere).toBeUndefined();
  });

  it('hides it in the answer of a save too', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/invoice/${ids.northCopy}`,
      headers: clerk.auth,
      payload: { remarks: 'checked' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ duplicate_of: null, duplicate_elsewhere: true });
  });

  it('still gives an unlimited user the id', async () => {
    const copy = await find(server.auth, ids.northCopy);
    expect(copy.duplicate_of).toBe(ids.original);
    expect(copy.duplicate_elsewhere).toBeUndefined();
    const row = (await listed(server.auth)).find((r) => r.id === ids.northCopy)!;
    expect(row.duplicate_of).toBe(ids.original);
  });
});
