import { contract } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { callContract } from '../src/lib/contract-query';

// PO and MRN creation and stored documents: the minimum the web takes from another backend
// where the documents show no answer (docs/decisions.md, issue 20).

const answer = (body: unknown, status = 200) => ({
  root: '',
  fetch: async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
});
const header = { vendorId: 3, poNumber: 'PO-1', poDate: '2026-11-27', paymentTerms: 'Net 30' };

describe('the minimum of the PO and MRN saves', () => {
  it('takes a header id and message, with 200 as well as 201', async () => {
    const saved = await callContract(
      contract.purchaseOrder.saveHeader,
      { body: header as never },
      answer({ message: 'PO header saved', data: { id: 4001 } }),
    );
    expect('data' in saved && saved.data).toEqual({
      message: 'PO header saved',
      data: { id: 4001 },
    });
  });

  it('needs the header id the second step saves with', async () => {
    const saved = await callContract(
      contract.mrn.saveHeader,
      { body: header as never },
      answer({ message: 'saved', data: {} }, 201),
    );
    expect('error' in saved && saved.error.issues[0]?.path).toBe('data.id');
  });

  it('takes a message alone from a whole-document save', async () => {
    const saved = await callContract(
      contract.purchaseOrder.create,
      { body: [] as never },
      answer({ message: 'Purchase order created' }),
    );
    expect('data' in saved && saved.data.data).toBeUndefined();
  });
});

describe('stored documents', () => {
  it("reads whatever of the file's description a backend sends", async () => {
    const info = await callContract(
      contract.document.get,
      { params: { id: 'OB-1' } },
      answer({ data: { file_name: 'signed-po.pdf', content_type: 'application/pdf' } }),
    );
    expect('data' in info && info.data.data.file_name).toBe('signed-po.pdf');
  });

  it('checks a success status the route does not list with its own success schema', async () => {
    // An invitation answers 201 on our server; another backend's 200 is still checked.
    const created = await callContract(
      contract.users.invite,
      { body: { email: 'a@b.test', roles: ['viewer'] } as never },
      answer({ data: { nothing: true } }, 200),
    );
    expect('error' in created && created.error.status).toBe('PARSE_ERROR');
  });
});
