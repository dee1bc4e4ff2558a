import { contract } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn } from './helpers';
import { newVendor } from './support/vendors';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let domestic: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
  const { demo, basic } = newVendor(41);
  const created = await post('basic', basic);
  expect(created.statusCode, created.body).toBe(201);
  const basicId = contract.vendor.createBasic.responses[201].parse(created.json()).data.id;
  const { id: _, ...entry } = demo.bank[0] as Record<string, unknown>;
  domestic = { ...entry, basic_id: basicId };
});
afterAll(() => t.close());

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/vendor/${path}`, headers: auth, payload });
const foreign = (iban: string, swift_code = 'DEUTDEFF') => ({
  ...domestic,
  account_number: null,
  ifsc_code: null,
  iban,
  swift_code,
  is_primary: false,
});

describe('vendor bank details: IBAN and BIC', () => {
  it('saves a real IBAN and BIC beside a domestic account number and IFSC', async () => {
    expect(domestic.account_number).toBeTruthy();
    expect(domestic.ifsc_code).toBeTruthy();
    const saved = await post('bank', [domestic, foreign('DE89370400440532013000')]);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toHaveLength(2);
  });

  it('refuses a wrong IBAN check digit at its field, leaving the domestic account alone', async () => {
    const refused = await post('bank', [domestic, foreign('DE88370400440532013000')]);
    expect(refused.statusCode).toBe(400);
    const issues = refused.json().issues as Array<{ path: string; message: string }>;
    expect(issues.map((issue) => issue.path)).toEqual(['1.iban']);
    expect(issues[0]!.message).toMatch(/check digits do not match \(mod 97\)/);
    expect(refused.body).not.toContain('DE88370400440532013000');
  });

  it('refuses an IBAN of the wrong length for its country and a BIC with no real country', async () => {
    const refused = await post('bank', foreign('DE8937040044053201300012', 'DEUTXQFF'));
    expect(refused.statusCode).toBe(400);
    const issues = refused.json().issues as Array<{ path: string; message: string }>;
    expect(issues.map((issue) => issue.path)).toEqual(['iban', 'swift_code']);
    expect(issues[0]!.message).toMatch(/wrong length for its country/);
    expect(issues[1]!.message).toMatch(/country code/);
  });
});
