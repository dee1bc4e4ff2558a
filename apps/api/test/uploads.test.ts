import { readdirSync } from 'node:fs';
import { StoredUploadSchema, contract } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_MB: '0.01' });
  auth = bearer(await signIn(t.app));
});
afterAll(() => t.close());

function form(
  file: Buffer | null,
  fields: Record<string, string> = { form_name: 'invoice_upload_modal', event_type: 'invoice' },
  name = 'invoice.pdf',
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('file', new Blob([file]), name);
  return data;
}
const upload = (payload: FormData, headers = auth) =>
  t.app.inject({ method: 'POST', url: contract.store.upload.path, payload, headers });
const storedFiles = () =>
  readdirSync(t.config.documentsDir, { recursive: true }).filter((f) => String(f).includes('.'));

describe('POST /api/v1/store/upload', () => {
  it('stores a PDF and answers data.doc_id', async () => {
    const response = await upload(
      form(PDF, {
        form_name: 'invoice_upload_modal',
        event_type: 'invoice',
        sub_event_type: 'invoice_sub',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { data } = StoredUploadSchema.parse(response.json());
    expect(data).toMatchObject({
      content_type: 'application/pdf',
      size: PDF.length,
      file_name: 'invoice.pdf',
      sub_event_type: 'invoice_sub',
    });
    expect(data.doc_id).toMatch(/^[\w-]{12}$/);

    const meta = await t.app.inject({
      method: 'GET',
      url: `/api/v1/document/${data.doc_id}`,
      headers: auth,
    });
    expect(contract.document.get.responses[200].parse(meta.json()).data.doc_id).toBe(data.doc_id);

    const link = await t.app.inject({
      method: 'GET',
      url: `/api/v1/r/${data.doc_id}`,
      headers: auth,
    });
    expect(link.statusCode).toBe(302);
    const file = await t.app.inject({ method: 'GET', url: link.headers.location as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const withBearer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/document/${data.doc_id}/content?download=1`,
      headers: auth,
    });
    expect(withBearer.headers['content-disposition']).toMatch(
      /^attachment; filename="invoice.pdf"/,
    );
    const tampered = await t.app.inject({
      method: 'GET',
      url: (link.headers.location as string).replace(/signature=[^&]+/, 'signature=forged'),
    });
    expect(tampered.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/document/${data.doc_id}/content` }))
        .statusCode,
    ).toBe(401);
  });

  it('takes the type from the bytes, not the name', async () => {
    const response = await upload(form(PNG, undefined, 'scan.pdf'));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.content_type).toBe('image/png');
  });

  it('refuses other types with 415 and keeps nothing', async () => {
    const before = storedFiles().length;
    const response = await upload(
      form(Buffer.from('MZ\x90\x00 not a document'), undefined, 'evil.pdf'),
    );
    expect(response.statusCode).toBe(415);
    expect(contract.store.upload.responses[415].parse(response.json()).message).toMatch(
      /PDF, PNG and JPEG/,
    );
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file over the limit with 413 and keeps nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(20_000, 0x20)]);
    const response = await upload(form(big));
    expect(response.statusCode).toBe(413);
    expect(storedFiles().length).toBe(before);
  });

  it('answers 400 with issues for missing fields, a missing file and an empty file', async () => {
    const noFields = await upload(form(PDF, {}));
    expect(noFields.statusCode).toBe(400);
    expect(
      noFields
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['event_type', 'form_name']);
    const noFile = await upload(form(null));
    expect(noFile.json().issues).toContainEqual({
      path: 'file',
      message: 'Choose a file to upload',
    });
    expect((await upload(form(Buffer.alloc(0)))).statusCode).toBe(400);
  });

  it('answers 400 to multipart without a boundary and 415 to JSON', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: contract.store.upload.path,
      headers: { ...auth, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: contract.store.upload.path,
      headers: auth,
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs a sign-in', async () => {
    expect((await upload(form(PDF), {})).statusCode).toBe(401);
  });
});

describe('documents', () => {
  it('answers 404 for unknown ids', async () => {
    for (const url of [
      '/api/v1/document/nope',
      '/api/v1/r/nope',
      '/api/v1/document/nope/content',
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: auth })).statusCode).toBe(404);
    }
  });
});
