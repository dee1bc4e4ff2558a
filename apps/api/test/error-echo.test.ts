import { INVOICE_MAX_FIELDS } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { MAX_LISTED_ISSUES } from '../src/http/errors';
import { signedInTestApp } from './helpers';
import { invoicePdf, sample, storeFile } from './support/invoices';

// An error answer says what is wrong without repeating what was sent, and stays small whatever
// was sent: a zod enum message repeated a bad value ("received 'xyz'"), and a review body with
// hundreds of thousands of unknown keys was answered with one issue per key (64.9 MB, 7.3 s).
const server = signedInTestApp();
const ECHO = 'zq7ECHOzq7';

describe('error answers', () => {
  it('never repeat a bad enum value, and name the values that are allowed', async () => {
    for (const url of [
      `/api/v1/invoice?type=${ECHO}`,
      `/api/v1/vendor/?type=${ECHO}`,
      `/api/v1/po?search_by=${ECHO}`,
      `/api/v1/vendor/?type=active&export_type=${ECHO}`,
    ]) {
      const answer = await server.call('GET', url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.body, url).not.toContain(ECHO);
      const issue = answer.json().issues[0];
      expect(issue.message, url).toMatch(/^Use one of: /);
    }
  });

  it('answer a large body with many unknown keys with one small issue', async () => {
    const id = await invoiceId();
    const header = Object.fromEntries(
      Array.from({ length: 80_000 }, (_, i) => [`${ECHO}${i}`, `${ECHO} value ${i}`]),
    );
    const payload = JSON.stringify({ header });
    expect(payload.length).toBeGreaterThan(3_000_000);
    const answer = await put(id, payload);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(400);
    // Refused by counting the keys, before any was checked: one issue, not 80,000.
    expect(answer.json().issues).toEqual([
      { path: 'header', message: `Send at most ${INVOICE_MAX_FIELDS} fields` },
    ]);
    expect(answer.body).not.toContain(ECHO);
  });

  it(`list at most ${MAX_LISTED_ISSUES} issues and count the rest`, async () => {
    const id = await invoiceId();
    const header = Object.fromEntries(
      Array.from({ length: INVOICE_MAX_FIELDS }, (_, i) => [`unknown_${i}`, `${ECHO}`]),
    );
    const answer = await put(id, JSON.stringify({ header }));
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(400);
    const issues = answer.json().issues as Array<{ path: string; message: string }>;
    expect(issues).toHaveLength(MAX_LISTED_ISSUES + 1);
    expect(issues[0]).toEqual({ path: 'header.unknown_0', message: 'Not a header field' });
    expect(issues.at(-1)).toEqual({
      path: '',
      message: `${INVOICE_MAX_FIELDS - MAX_LISTED_ISSUES} more problems are not listed`,
    });
    expect(answer.body).not.toContain(ECHO);
    expect(answer.body.length).toBeLessThan(8 * 1024);
  });
});

let uploaded: number | undefined;
async function invoiceId() {
  const pdf = await invoicePdf(sample('en-classic-usd'));
  uploaded ??= (await storeFile(server.app, server.auth, pdf, 'echo.pdf')).invoice_id!;
  return uploaded;
}
const put = (id: number, payload: string) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/v1/invoice/${id}`,
    headers: { ...server.auth, 'content-type': 'application/json' },
    payload,
  });
