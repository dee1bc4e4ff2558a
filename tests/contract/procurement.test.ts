import {
  contract,
  documentMoney,
  lineMoney,
  SavedMrnsSchema,
  SavedPosSchema,
  VENDOR_STATUS,
  VendorListSchema,
} from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_SERVICE_ROOTS } from '../../apps/web/src/config/api-roots';
import { callContract, type ContractArgs } from '../../apps/web/src/lib/contract-query';
import { ok, startServer } from './server';

// Every purchase-order and MRN route through the web app's own API layer against the real server.
let server: Awaited<ReturnType<typeof startServer>>;
let token: string;
// The demo user drafts; a colleague approves (segregation of duties).
let approverToken: string;
const call = <R extends AppRoute>(
  route: R,
  args: ContractArgs<R>,
  root: keyof typeof server.roots,
  as = token,
) => callContract(route, args, { root: server.roots[root], token: as });

beforeAll(async () => {
  server = await startServer();
  token = await server.demoToken();
  approverToken = await server.colleagueToken();
});
afterAll(() => server.stop());

/** The two documents share one flow; only their routes, roots and field names differ. */
const kinds = [
  {
    kind: 'purchase orders',
    routes: contract.purchaseOrder,
    root: CONTRACT_SERVICE_ROOTS.purchaseOrder,
    header: (vendorId: number) => ({
      vendorId,
      poNumber: 'PO-CT-1',
      poDate: '2026-11-20',
      paymentTerms: 'Net 30',
    }),
    amounts: (t: ReturnType<typeof documentMoney>) => ({
      po_basic_amount: t.basic,
      po_total_tax_amount: t.tax,
      po_total_amount: t.total,
    }),
    row: { po_number: 'PO-CT-1' },
    number: 'PO-CT-1',
  },
  {
    kind: 'MRNs',
    routes: contract.mrn,
    root: CONTRACT_SERVICE_ROOTS.mrn,
    header: (vendorId: number) => ({
      vendorId,
      mrnNumber: 'MRN-CT-1',
      mrnDate: '2026-11-21',
      paymentTerms: 'Net 30',
    }),
    amounts: (t: ReturnType<typeof documentMoney>) => ({
      mrn_basic_amount: t.basic,
      mrn_total_tax_amount: t.tax,
      mrn_total_amount: t.total,
    }),
    row: { mrn_number: 'MRN-CT-1' },
    number: 'MRN-CT-1',
  },
] as const;

describe.each(kinds)('$kind through the web API layer', (k) => {
  it('saves a header and the document, lists, exports, approves and rejects', async () => {
    // The union of the two routers is not callable as one; each call is checked per kind below.
    const routes = k.routes as unknown as typeof contract.purchaseOrder;
    // Our server's full vendor list (the web parses the documented minimum).
    const vendors = VendorListSchema.parse(
      ok(
        await call(
          contract.vendor.list,
          { query: { type: 'active', page: 1, page_size: 50 } },
          CONTRACT_SERVICE_ROOTS.vendor,
        ),
      ),
    );
    const vendorId = vendors.data.find((v) => v.status === VENDOR_STATUS.active)!.id;
    const lines = [
      { id: 0, description: 'Bolts', uom: 'NOS', quantity: 10, unitPrice: 2.5, taxRate: 18 },
    ].map((l) => ({ ...l, amount: lineMoney(l).amount }));
    const totals = documentMoney(lines);
    const header = k.header(vendorId) as ContractArgs<typeof routes.saveHeader>['body'];
    const { id } = ok(await call(routes.saveHeader, { body: header }, k.root)).data;
    const document = { ...header, id, line_items: lines, ...k.amounts(totals) };
    ok(
      await call(
        routes.create,
        { body: [document] as ContractArgs<typeof routes.create>['body'] },
        k.root,
      ),
    );
    const listed = ok(
      await call(routes.list, { query: { type: 'draft', page: 1, page_size: 5 } }, k.root),
    );
    expect(listed.data[0]).toMatchObject({ id, ...k.row, total_amount: totals.total });
    const file = ok(
      await call(routes.export, { query: { type: 'draft', export_type: 'csv' } }, k.root),
    );
    expect(await (file as unknown as Blob).text()).toContain(k.number);
    expect(ok(await call(routes.get, { params: { id } }, k.root)).data.line_items).toHaveLength(1);
    ok(await call(routes.approve, { params: { id } }, k.root, approverToken));
    const again = await call(routes.reject, { params: { id }, body: { reason: 'Late' } }, k.root);
    expect('error' in again && again.error.status).toBe(409);
  });
});

describe('receipts through the web API layer', () => {
  it('receives part of an approved PO and reads its receipt state, row and receipts', async () => {
    const po = CONTRACT_SERVICE_ROOTS.purchaseOrder;
    // Our server's full vendor list (the web parses the documented minimum).
    const vendors = VendorListSchema.parse(
      ok(
        await call(
          contract.vendor.list,
          { query: { type: 'active', page: 1, page_size: 50 } },
          CONTRACT_SERVICE_ROOTS.vendor,
        ),
      ),
    );
    const vendorId = vendors.data.find((v) => v.status === VENDOR_STATUS.active)!.id;
    const line = (quantity: number, extra = {}) => {
      const l = { id: 0, description: 'Bolts', uom: 'NOS', quantity, unitPrice: 2.5, taxRate: 18 };
      return { ...l, ...extra, amount: lineMoney(l).amount };
    };
    const totals = (quantity: number) => documentMoney([line(quantity)]);
    const ordered = totals(10);
    // Our full answer (the web reads the documented minimum: a 2xx).
    const [saved] = SavedPosSchema.parse(
      ok(
        await call(
          contract.purchaseOrder.create,
          {
            body: [
              {
                vendorId,
                poNumber: 'PO-CT-R1',
                poDate: '2026-11-20',
                paymentTerms: 'Net 30',
                line_items: [line(10)],
                po_basic_amount: ordered.basic,
                po_total_tax_amount: ordered.tax,
                po_total_amount: ordered.total,
              },
            ],
          },
          po,
        ),
      ),
    ).data;
    ok(
      await call(contract.purchaseOrder.approve, { params: { id: saved!.id } }, po, approverToken),
    );
    const received = totals(4);
    const [mrn] = SavedMrnsSchema.parse(
      ok(
        await call(
          contract.mrn.create,
          {
            body: [
              {
                vendorId,
                poId: saved!.id,
                mrnNumber: 'MRN-CT-R1',
                mrnDate: '2026-11-21',
                paymentTerms: 'Net 30',
                line_items: [line(4, { po_line_id: 0 })],
                mrn_basic_amount: received.basic,
                mrn_total_tax_amount: received.tax,
                mrn_total_amount: received.total,
              },
            ],
          },
          CONTRACT_SERVICE_ROOTS.mrn,
        ),
      ),
    ).data;
    expect(mrn).toMatchObject({ poId: saved!.id, po_number: 'PO-CT-R1' });
    const detail = ok(await call(contract.purchaseOrder.get, { params: { id: saved!.id } }, po));
    expect(detail.data).toMatchObject({
      receipt_state: 'partially_received',
      receipts: [{ id: mrn!.id, mrnNumber: 'MRN-CT-R1', status: 'draft' }],
    });
    expect(detail.data.line_items[0]).toMatchObject({ received_quantity: 4, open_quantity: 6 });
    const rows = ok(
      await call(
        contract.purchaseOrder.list,
        {
          query: { type: 'active', page: 1, page_size: 5, vendor_id: vendorId, search: 'PO-CT-R1' },
        },
        po,
      ),
    );
    expect(rows.data[0]).toMatchObject({ id: saved!.id, receipt_state: 'partially_received' });
  });
});
