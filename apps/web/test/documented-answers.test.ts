import { contract, FormMetadataOursSchema, VendorListSchema } from '@procure/contract';
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

describe('the documented minimum of the invoice list', () => {
  it("keeps another backend's status words and needs pages with the total", async () => {
    const row = {
      id: 7,
      invoice_number: 'OB-1',
      extraction_status: 'queued',
      workflowStatus: 'pending',
      vendor_name: 'Asha Traders',
      total_amount: 10,
      currency: null,
      invoice_date: null,
      dueDate: null,
      paymentStatus: 'unpaid',
      approvalStatus: 'awaiting',
      remarks: null,
      createdAt: '2026-10-10T09:00:00Z',
      createdBy: 'ap.clerk',
    };
    const ok = await callContract(
      contract.invoice.list,
      { query: { type: 'draft' } },
      answer({ data: [row], pagination: { total: 1, pages: 1 } }),
    );
    expect('data' in ok && ok.data.data[0]?.extraction_status).toBe('queued');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const noPages = await callContract(
      contract.invoice.list,
      { query: { type: 'draft' } },
      answer({ data: [row], pagination: { total: 1 } }),
    );
    expect('error' in noPages && contractErrorDetails(noPages.error)).toBe(
      'GET /api/v1/invoice/ answered an unexpected shape at pagination.pages: Required',
    );
  });
});

describe('the documented minimum of the MRN list', () => {
  it('reads a results array as the rows, as the documents say it falls back to', async () => {
    const rows = [{ grn_no: 'OB-GRN-001', id: 901 }];
    const result = await callContract(
      contract.mrn.list,
      { query: { type: 'active' } },
      answer({ results: rows, pagination: { total: 1 } }),
    );
    expect('data' in result && result.data.data).toEqual(rows);
  });
});

describe('the documented minimum of form metadata', () => {
  it('takes sections without a title; our own forms must still title every section', async () => {
    const form = {
      form_name: 'master_lookup_modal',
      meta_data: {
        lookup_details: {
          visible: true,
          sequence: 1,
          is_dynamic: false,
          fields: [{ control_name: 'name', type: 'text', label: 'Name', required: true }],
        },
      },
    };
    const result = await callContract(
      contract.formMetadata.get,
      { query: { form_name: 'master_lookup_modal' } },
      answer({ data: form }),
    );
    expect('data' in result && result.data.data.meta_data.lookup_details?.label).toBeUndefined();
    expect(FormMetadataOursSchema.safeParse(form).success).toBe(false);
  });
});
