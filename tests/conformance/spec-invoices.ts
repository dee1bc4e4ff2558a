import { fail, ok, type Call } from './spec-call';
import { SPEC_INVOICES } from './spec-data';

/** The invoice detail and export as the other backend might answer them (part 2 §3, §7): the
 * detail is the first element of data, fetched with a list filter {id: [n]}, carrying header
 * fields by control name, their `_status`, `items` (not our line_items) and
 * document_short_code, and nothing of ours (no confidence, boxes, history, links or doc_id). */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function specInvoiceDetail(id: number) {
  const row = SPEC_INVOICES.find((invoice) => invoice.id === id);
  if (!row) return undefined;
  return {
    id,
    invoice_number: row.invoice_number,
    invoice_number_status: 'extracted',
    vendor_name: row.vendor_name,
    vendor_name_status: 'corrected',
    invoice_date: row.invoice_date,
    invoice_date_status: 'extracted',
    total_amount: row.total_amount,
    total_amount_status: 'unmatched',
    currency: row.currency,
    items: [
      { id: 0, description: 'Alphonso crates', quantity: 10, unit_price: 1000, amount: 10000 },
      { id: 1, description: 'Cold-chain freight', quantity: 1, unit_price: 500, amount: 500 },
    ],
    document_short_code: `OB-DOC-${id}`,
  };
}

const ids = (body: Record<string, unknown>) =>
  Array.isArray(body.id) ? body.id.map(Number) : undefined;

export const INVOICE_DETAIL_CALLS: Call[] = [
  {
    // "Export of an invoice sends type excel and an id list" with export_type in the query.
    name: 'POST /invoice?export_type',
    method: 'POST',
    path: /^\/api\/v1\/invoice\/?$/,
    params: ['export_type'],
    bodyKeys: ['type', 'id'],
    when: (query) => query.has('export_type'),
    answer: ({ body }) =>
      ids(body)?.every((id) => specInvoiceDetail(id))
        ? { status: 200, file: { type: XLSX, body: 'PK-other-backend-invoice' } }
        : fail(404, 'Invoice not found'),
  },
  {
    name: 'POST /invoice (invoice by id)',
    method: 'POST',
    path: /^\/api\/v1\/invoice\/?$/,
    params: [],
    bodyKeys: ['id'],
    answer: ({ body }) => {
      const wanted = ids(body);
      if (!wanted) return fail(400, 'id is a list of invoice ids');
      return ok({ data: wanted.flatMap((id) => specInvoiceDetail(id) ?? []) });
    },
  },
];
