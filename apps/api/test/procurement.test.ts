import {
  contract,
  documentMoney,
  lineMoney,
  MrnListSchema,
  PoListSchema,
  SavedMrnsSchema,
  SavedPosSchema,
  VENDOR_STATUS,
} from '@procure/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { colleague } from './support/colleague';

const server = signedInTestApp();
const { call } = server;
let vendorId: number;
let draftVendorId: number;
// The demo user drafts; someone else approves (segregation of duties).
const approver = colleague(server, 'Document Approver');
beforeAll(async () => {
  const approved = await list('/api/v1/vendor/?type=active&page_size=100');
  vendorId = approved.data.find((v: { status: number }) => v.status === VENDOR_STATUS.active).id;
  draftVendorId = (await list('/api/v1/vendor/?type=draft')).data[0].id;
});

async function list(url: string) {
  return (await call('GET', url)).json();
}
const paths = (answer: { json(): { issues: Array<{ path: string }> } }) =>
  answer.json().issues.map((i) => i.path);

const line = (id: number, quantity: number, unitPrice: number, taxRate: number) => ({
  id,
  description: `Item ${id}`,
  item_code: `IT-${id}`,
  uom: 'NOS',
  quantity,
  unitPrice,
  taxRate,
  amount: lineMoney({ quantity, unitPrice, taxRate }).amount,
});
const LINES = () => [line(0, 3, 199.99, 18), line(1, 2.5, 40, 0), line(2, 1, 1000, 5)];

// Purchase orders and MRNs follow one set of rules: each runs the same cases under its names.
describe.each([
  ['po', contract.purchaseOrder, 'PO', PoListSchema],
  ['mrn', contract.mrn, 'MRN', MrnListSchema],
] as const)('%s documents', (kind, routes, label, listSchema) => {
  const url = `/api/v1/${kind}`;
  const number = (n: number) => `${label}-T-${n}`;
  const header = (n: number) => ({
    vendorId,
    [`${kind}Number`]: number(n),
    [`${kind}Date`]: '2026-11-20',
    expectedDeliveryDate: '2026-12-01',
    paymentTerms: 'Net 30',
    notes: 'Quarterly restock',
  });
  const whole = (n: number, lines = LINES()) => {
    const totals = documentMoney(lines);
    return {
      ...header(n),
      line_items: lines,
      [`${kind}_basic_amount`]: totals.basic,
      [`${kind}_total_tax_amount`]: totals.tax,
      [`${kind}_total_amount`]: totals.total,
    } as Record<string, unknown>;
  };

  it('saves a header, then the whole document with totals recomputed, and lists it', async () => {
    const saved = await call('POST', `${url}/detail`, header(1));
    expect(saved.statusCode, saved.body).toBe(201);
    const id = routes.saveHeader.responses[201].parse(saved.json()).data.id;

    const answer = await call('POST', url, [{ ...whole(1), id }]);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().message).toBe('Purchase Order saved successfully!');
    // Our full answer (the route's own schema is the documented minimum, a message).
    const doc = (kind === 'po' ? SavedPosSchema : SavedMrnsSchema).parse(answer.json()).data[0]!;
    const total = documentMoney(LINES()).total;
    expect(doc).toMatchObject({
      id,
      [`${kind}Number`]: number(1),
      [`${kind}_total_amount`]: total,
    });
    expect(doc.line_items).toHaveLength(3);

    const page = listSchema.parse(await list(`${url}?type=draft&search=T-1`));
    expect(page.data.map((r) => (r as Record<string, unknown>)[`${kind}_number`])).toEqual([
      number(1),
    ]);
    expect(page.counts?.draft).toBe(1);
    expect(page.data[0]).toMatchObject({ total_amount: total, status: 'draft' });

    // Searching by code looks at the number only; by name also at the vendor and the notes.
    const byCode = (text: string) => list(`${url}?type=draft&search_by=code&search=${text}`);
    expect((await byCode('t-1')).pagination.total).toBe(1);
    // "Contains" through the number's indexed suffixes: text from its middle, any case.
    expect((await byCode('-T-')).pagination.total).toBe(1);
    expect((await byCode('t-2')).pagination.total).toBe(0);
    expect((await byCode('Quarterly')).pagination.total).toBe(0);
    expect((await list(`${url}?type=draft&search=Quarterly`)).pagination.total).toBe(1);
  });

  it('refuses a tampered amount or total, naming the field', async () => {
    const tampered = whole(2);
    (tampered.line_items as Array<{ amount: number }>)[1]!.amount = 99;
    tampered[`${kind}_total_amount`] = 1;
    const answer = await call('POST', url, [tampered]);
    expect(answer.statusCode).toBe(400);
    expect(paths(answer)).toEqual(['0.line_items.1.amount', `0.${kind}_total_amount`]);
  });

  it('refuses an unapproved vendor, a blank required field and a duplicate number', async () => {
    const bad = await call('POST', url, [
      { ...whole(3), vendorId: draftVendorId, paymentTerms: '' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(expect.arrayContaining(['0.vendorId', '0.paymentTerms']));
    expect((await call('POST', url, [whole(4)])).statusCode).toBe(201);
    expect((await call('POST', url, [whole(4)])).statusCode).toBe(409);
  });

  it('approves a draft, which is then read-only, and rejects another with a reason', async () => {
    const [first, second] = (await call('POST', url, [whole(5), whole(6)])).json().data as Array<{
      id: number;
    }>;
    expect((await approver.call('POST', `${url}/${first!.id}/approve`)).json().data.status).toBe(
      'active',
    );
    expect((await call('POST', url, [{ ...whole(5), id: first!.id }])).statusCode).toBe(409);
    expect((await call('POST', `${url}/detail`, { ...header(5), id: first!.id })).statusCode).toBe(
      409,
    );
    expect((await call('POST', `${url}/${second!.id}/reject`, { reason: '' })).statusCode).toBe(
      400,
    );
    const rejected = await call('POST', `${url}/${second!.id}/reject`, { reason: 'Wrong prices' });
    expect(rejected.statusCode).toBe(200);
    const detail = routes.get.responses[200].parse(
      (await call('GET', `${url}/${second!.id}`)).json(),
    );
    expect(detail.data.history?.map((h) => h.action)).toEqual(['created', 'rejected']);
    expect((await call('GET', `${url}/999999`)).statusCode).toBe(404);
  });

  it("keeps a search's tab counts right through a create, an edit and a decision", async () => {
    // Each step first asks the counts (kept for a moment), then writes: the next answer must
    // show the write.
    const counts = async (search: string) =>
      listSchema.parse(await list(`${url}?type=draft&search=${search}`)).counts;
    expect(await counts('Seasonal')).toEqual({ active: 0, draft: 0, reject: 0 });
    const created = await call('POST', url, [{ ...whole(20), notes: 'Seasonal audit' }]);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().data as Array<{ id: number }>)[0]!.id;
    expect(await counts('Seasonal')).toEqual({ active: 0, draft: 1, reject: 0 });
    const edited = await call('POST', `${url}/detail`, {
      ...header(20),
      id,
      notes: 'Yearly audit',
    });
    expect(edited.statusCode, edited.body).toBe(201);
    expect(await counts('Seasonal')).toEqual({ active: 0, draft: 0, reject: 0 });
    expect(await counts('Yearly')).toEqual({ active: 0, draft: 1, reject: 0 });
    expect((await approver.call('POST', `${url}/${id}/approve`)).statusCode).toBe(200);
    expect(await counts('Yearly')).toEqual({ active: 1, draft: 0, reject: 0 });
  });

  it('links a stored document by doc_id and refuses an unknown one', async () => {
    const form = new FormData();
    form.append('form_name', `${kind}_upload_modal`);
    form.append('event_type', kind);
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'signed.pdf');
    const stored = await server.app.inject({
      method: 'POST',
      url: contract.store.upload.path,
      payload: form,
      headers: server.auth,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const docId = stored.json().data.doc_id as string;

    const unknown = await call('POST', `${url}/detail`, { ...header(7), doc_id: 'no-such-doc1' });
    expect(unknown.statusCode).toBe(400);
    expect(paths(unknown)).toEqual(['doc_id']);
    const saved = await call('POST', url, [{ ...whole(7), doc_id: docId }]);
    expect(saved.statusCode, saved.body).toBe(201);
    const detail = routes.get.responses[200].parse(
      (await call('GET', `${url}/${saved.json().data[0].id}`)).json(),
    );
    expect(detail.data.doc_id).toBe(docId);
  });

  it(`exports a tab as ${kind}-draft.xlsx, row by row as the list shows it`, async () => {
    const answer = await call('GET', `${url}/?type=draft&export_type=excel`);
    expect(answer.headers['content-disposition']).toContain(`${kind}-draft.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const listed = (await list(`${url}?type=draft&page_size=100`)).data as Array<
      Record<string, string | number>
    >;
    expect(sheet.rowCount).toBe(listed.length + 1);
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 2)).toEqual(['ID', `${label} Number`]);
    expect(headers.includes('Receipt State')).toBe(kind === 'po');
    listed.forEach((row, i) => {
      const cells = sheet.getRow(i + 2);
      expect(cells.getCell(1).value).toBe(row.id);
      expect(cells.getCell(2).value).toBe(row[`${kind}_number`]);
      expect(cells.getCell(3).value).toBe(row.name);
      expect(cells.getCell(5).value).toBeInstanceOf(Date);
      expect(cells.getCell(10).value).toBe(row.total_amount);
      expect(cells.getCell(11).value).toBe('draft');
    });
  });

  it(`exports a search as ${kind}-draft.csv`, async () => {
    const answer = await call(
      'GET',
      `${url}/?type=draft&export_type=csv&search_by=code&search=T-1`,
    );
    expect(answer.headers['content-disposition']).toContain(`${kind}-draft.csv`);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(new RegExp(`^ID,${label} Number,Vendor,Contact,`));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${number(1)},`);
    expect(lines[1]).toContain(`,${documentMoney(LINES()).total},`);
  });
});
