import { contract, VendorListSchema } from '@procure/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callContract, contractErrorDetails } from '../src/lib/contract-query';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const answer = (body: unknown) => ({ root: '', fetch: async () => json(body) });

afterEach(() => vi.restoreAllMocks());

describe('the documented minimum of the vendor list', () => {
  it('parses rows with keys of their own, in the order the backend sent them', async () => {
    const rows = [{ region: 'North', name: 'Asha Traders', id: 'V-7', supplier_gstin: '27AAA' }];
    const result = await callContract(
      contract.vendor.list,
      { query: { type: 'draft' } },
      answer({ data: rows, pagination: { total: 31 } }),
    );
    if (!('data' in result)) throw new Error(JSON.stringify(result.error));
    expect(result.data.data).toEqual(rows);
    expect(Object.keys(result.data.data[0]!)).toEqual(['region', 'name', 'id', 'supplier_gstin']);
    expect(result.data.pagination.total).toBe(31);
    expect(result.data.counts).toBeUndefined();
  });

  it("is not our server's answer: the strict schema still asks for every field we send", () => {
    expect(
      VendorListSchema.safeParse({ data: [{ id: 1 }], pagination: { total: 1 } }).success,
    ).toBe(false);
  });

  it('names the call and the first mismatching field, and logs the mismatch once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = { data: [{ id: 1 }], pagination: { count: 1 } };
    const first = await callContract(contract.vendor.list, { query: {} }, answer(body));
    const again = await callContract(contract.vendor.list, { query: {} }, answer(body));
    expect('error' in first && first.error.status).toBe('PARSE_ERROR');
    const details = 'error' in first ? contractErrorDetails(first.error) : undefined;
    expect(details).toBe(
      'GET /api/v1/vendor/ answered an unexpected shape at pagination.total: Required',
    );
    expect('error' in again && contractErrorDetails(again.error)).toBe(details);
    expect(log).toHaveBeenCalledOnce();
    expect(contractErrorDetails({ status: 500, message: 'x', issues: [] })).toBeUndefined();
  });
});
