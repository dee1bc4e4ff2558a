import {
  contract,
  FormMetadataOursSchema,
  FormMetadataSchema,
  VendorDetailSchema,
  envelope,
  oursResponseSchema,
} from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { vendorToForm } from '../src/features/vendors/vendor-form-data';
import { callContract } from '../src/lib/contract-query';

// The vendor form's calls, whose answers the documents do not show: the minimum the web takes
// from another backend (docs/decisions.md, issue 20), and our server's answers still strict.

const answer = (body: unknown, status = 200) => ({
  root: '',
  fetch: async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
});
const v = contract.vendor;

describe('the minimum of the vendor form calls', () => {
  it('reads a vendor by section without id, status or the sections it has no entries for', async () => {
    const body = {
      data: {
        basic: { name: 'Asha Traders', phone: '+91 22' },
        address: [{ id: 4, city: 'Pune' }],
      },
    };
    const result = await callContract(v.get, { params: { id: 502 }, query: {} }, answer(body));
    if (!('data' in result)) throw new Error(JSON.stringify(result.error));
    expect(result.data.data.bank).toEqual([]);
    const form = vendorToForm(result.data.data, 502);
    // The basic section's id is the vendor's, taken from the address when the answer has none.
    expect(form.initial.vendor_fm_basic).toEqual([
      { name: 'Asha Traders', phone: '+91 22', id: 502 },
    ]);
    expect(form.completed).toEqual(['vendor_fm_basic', 'vendor_fm_address']);
  });

  it('takes saves that answer ids alone, with 200 as well as 201', async () => {
    const basic = await callContract(
      v.createBasic,
      { body: { tag: 'vendor', vendor_type: 'domestic' } },
      answer({ data: { id: 9001 } }),
    );
    expect('data' in basic && basic.data.data.id).toBe(9001);
    const entries = await callContract(
      v.bank.create,
      { body: [{ basic_id: 9001, bank_name: 'Konkan' }] },
      answer({ data: [{ id: 9002 }] }, 201),
    );
    expect('data' in entries && entries.data.data).toEqual([{ id: 9002 }]);
  });

  it('takes a message alone from DELETE and submit', async () => {
    const removed = await callContract(
      v.deleteEntry,
      { params: { key: 'bank', id: 9002 } },
      answer({ message: 'Deleted' }),
    );
    expect('data' in removed).toBe(true);
    const submitted = await callContract(v.submit, { body: { basic_id: 9001 } }, answer({}));
    expect('data' in submitted).toBe(true);
  });

  it('still refuses a save answer without the ids the next save needs', async () => {
    const result = await callContract(
      v.address.create,
      { body: [{ basic_id: 1 }] },
      answer({ data: [{ city: 'Pune' }] }, 201),
    );
    expect('error' in result && result.error.issues[0]?.path).toBe('data.0.id');
  });
});

describe('our server answers the vendor form calls in full', () => {
  const ours = (route: AppRoute, status: number) => oursResponseSchema(route, status) as ZodTypeAny;

  it('checks its own answers with the full schemas', () => {
    expect(ours(v.get, 200)).not.toBe(v.get.responses[200]);
    expect(envelope(VendorDetailSchema).safeParse({ data: { basic: {} } }).success).toBe(false);
    expect(ours(v.createBasic, 201).safeParse({ data: { id: 1 } }).success).toBe(false);
    expect(ours(v.submit, 200).safeParse({ message: 'ok' }).success).toBe(false);
  });

  it('names the upload form and event on every file field of its forms', () => {
    const form = (file: Record<string, unknown>) => ({
      form_name: 'f',
      meta_data: {
        s: {
          label: 'S',
          sequence: 1,
          fields: [{ control_name: 'doc', type: 'file', label: 'Doc', ...file }],
        },
      },
    });
    expect(FormMetadataOursSchema.safeParse(form({})).success).toBe(false);
    // Another backend's data type words are its own; ours are DATA_TYPES.
    const typed = (data_type: string) => ({
      form_name: 'f',
      meta_data: {
        s: {
          label: 'S',
          sequence: 1,
          fields: [{ control_name: 'n', type: 'text', label: 'N', data_type }],
        },
      },
    });
    expect(FormMetadataSchema.safeParse(typed('varchar')).success).toBe(true);
    expect(FormMetadataOursSchema.safeParse(typed('varchar')).success).toBe(false);
    expect(FormMetadataOursSchema.safeParse(typed('int')).success).toBe(true);
    expect(
      FormMetadataOursSchema.safeParse(form({ form_name: 'f', event_type: 'vendor' })).success,
    ).toBe(true);
  });
});
