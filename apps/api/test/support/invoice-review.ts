import { contract, documentMoney, VENDOR_STATUS } from '@procure/contract';
import { beforeAll, expect } from 'vitest';
import { nowIso } from '../../src/db/dialect';
import type { signedInTestApp } from '../helpers';
import type { colleague } from './colleague';
import { withMoney } from './priced-lines';

type Server = ReturnType<typeof signedInTestApp>;

/** The issue paths of a 400 answer. */
export const issuePaths = (answer: { json(): { issues?: Array<{ path: string }> } }) =>
  (answer.json().issues ?? []).map((i) => i.path);

const stored = (value: string | number | null) => ({
  value,
  confidence: value === null ? null : 0.95,
  page: 1,
  box: null,
  source: 'text',
  status: value === null ? 'unmatched' : 'extracted',
});

/** What the invoice review tests build on: the demo user's first active vendor (read in the
 * file's beforeAll, after its server), an invoice's history and match, approved POs with their
 * receipts and extracted invoices of that vendor. `prefix` keeps each file's numbers apart. */
export function invoiceReviewKit(
  server: Server,
  approver: ReturnType<typeof colleague>,
  prefix: string,
) {
  const { call } = server;
  const vendor = { id: 0, name: '' };
  let serial = 0;
  beforeAll(async () => {
    const active = (await call('GET', '/api/v1/vendor/?type=active&page_size=100'))
      .json()
      .data.filter((v: { status: number }) => v.status === VENDOR_STATUS.active);
    Object.assign(vendor, { id: active[0].id, name: active[0].name });
  });

  const history = async (id: number) => {
    const response = await call('GET', `/api/v1/invoice/${id}/history`);
    expect(response.statusCode, response.body).toBe(200);
    return contract.invoice.history.responses[200].parse(response.json()).data;
  };
  const match = async (id: number) => {
    const response = await call('GET', `/api/v1/invoice/${id}/match`);
    expect(response.statusCode, response.body).toBe(200);
    return contract.invoice.match.responses[200].parse(response.json()).data;
  };

  /** An approved PO of the vendor (10 x 2.50 and 2.5 x 40.00, no tax) and an MRN receiving
   * `received` of each line. */
  async function poWithReceipt(received: [number, number]) {
    const items = withMoney([
      { quantity: 10, unitPrice: 2.5, taxRate: 0 },
      { quantity: 2.5, unitPrice: 40, taxRate: 0 },
    ]);
    const totals = documentMoney(items);
    const saved = await call('POST', '/api/v1/po', [
      {
        vendorId: vendor.id,
        poNumber: `PO-${prefix}-${++serial}`,
        poDate: '2026-11-20',
        paymentTerms: 'Net 30',
        line_items: items,
        po_basic_amount: totals.basic,
        po_total_tax_amount: totals.tax,
        po_total_amount: totals.total,
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(201);
    const poId = saved.json().data[0].id as number;
    expect((await approver.call('POST', `/api/v1/po/${poId}/approve`)).statusCode).toBe(200);
    const lines = withMoney(
      received.flatMap((quantity, po_line_id) =>
        quantity ? [{ quantity, unitPrice: [2.5, 40][po_line_id]!, taxRate: 0, po_line_id }] : [],
      ),
    );
    if (lines.length) {
      const mrnTotals = documentMoney(lines);
      const mrn = await call('POST', '/api/v1/mrn', [
        {
          vendorId: vendor.id,
          mrnNumber: `MRN-${prefix}-${++serial}`,
          mrnDate: '2026-11-22',
          paymentTerms: 'Net 30',
          poId,
          line_items: lines,
          mrn_basic_amount: mrnTotals.basic,
          mrn_total_tax_amount: mrnTotals.tax,
          mrn_total_amount: mrnTotals.total,
        },
      ]);
      expect(mrn.statusCode, mrn.body).toBe(201);
    }
    return poId;
  }

  /** An extracted invoice of the vendor with these lines (description, quantity, unit price),
   * amounts that add up, linked to `poId`. */
  async function extractedInvoice(
    poId: number | null,
    lines: Array<[string, number, number]>,
  ): Promise<number> {
    const net = lines.reduce((sum, [, q, p]) => sum + Math.round(q * p * 100), 0) / 100;
    const { invoices } = server.app.repos;
    return server.app.db.transaction().execute(async (trx) => {
      const number = `INV-${prefix}-${++serial}`;
      const { id } = await invoices.insert(trx, {
        doc_id: `${prefix}-doc-${serial}`,
        sha256: `${prefix}-sha-${serial}`,
        upload_remarks: null,
        created_by: null,
      });
      const fields = {
        invoice_number: stored(number),
        invoice_date: stored('2026-11-23'),
        due_date: stored(null),
        vendor_name: stored(vendor.name),
        vendor_tax_id: stored(null),
        po_number: stored(null),
        currency: stored('USD'),
        net_amount: stored(net),
        tax_amount: stored(0),
        total_amount: stored(net),
        amount_due: stored(null),
      };
      await invoices.update(trx, id, {
        fields: JSON.stringify(fields),
        invoice_number: number,
        vendor_name: vendor.name,
        vendor_id: vendor.id,
        total_cents: Math.round(net * 100),
        extraction_status: 'extracted',
        workflow_status: 'pending',
        po_id: poId,
        extracted_at: nowIso(),
      });
      await invoices.replaceItems(
        trx,
        id,
        lines.map(([description, quantity, unitPrice]) =>
          JSON.stringify({
            description: stored(description),
            quantity: stored(quantity),
            unit_price: stored(unitPrice),
            tax_rate: stored(0),
            amount: stored(Math.round(quantity * unitPrice * 100) / 100),
          }),
        ),
      );
      return id;
    });
  }

  return { vendor, history, match, poWithReceipt, extractedInvoice };
}
