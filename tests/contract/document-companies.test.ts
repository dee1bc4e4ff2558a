import {
  contract,
  documentMoney,
  lineMoney,
  PoListSchema,
  SavedPosSchema,
  VENDOR_STATUS,
  VendorListSchema,
} from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_SERVICE_ROOTS } from '../../apps/web/src/config/api-roots';
import { callContract, type ContractArgs } from '../../apps/web/src/lib/contract-query';
import { ok, startServer } from './server';

// Companies on documents (issue 22 item 6) through the web app's own API layer against the real
// server: the dropdown's options, a PO saved for a company, the list filtered by it, and a
// payment proposal for it.
let server: Awaited<ReturnType<typeof startServer>>;
let token: string;
const call = <R extends AppRoute>(
  route: R,
  args: ContractArgs<R>,
  root: keyof typeof server.roots,
) => callContract(route, args, { root: server.roots[root], token });

beforeAll(async () => {
  server = await startServer();
  token = await server.demoToken();
});
afterAll(() => server.stop());

describe('companies on documents through the web layer', () => {
  it('saves a PO for a company and lists it under that company', async () => {
    const companies = ok(
      await call(contract.company.options, {}, CONTRACT_SERVICE_ROOTS.company),
    ).data;
    expect(companies.length).toBeGreaterThan(0);
    const company = companies[0]!;
    const vendors = VendorListSchema.parse(
      ok(
        await call(
          contract.vendor.list,
          { query: { type: 'active', page_size: 100 } },
          CONTRACT_SERVICE_ROOTS.vendor,
        ),
      ),
    );
    const vendorId = vendors.data.find((v) => v.status === VENDOR_STATUS.active)!.id;
    const item = {
      id: 0,
      description: 'Crates',
      item_code: 'CR',
      uom: 'NOS',
      quantity: 2,
      unitPrice: 10,
      taxRate: 18,
      amount: lineMoney({ quantity: 2, unitPrice: 10, taxRate: 18 }).amount,
    };
    const totals = documentMoney([item]);
    const saved = SavedPosSchema.parse(
      ok(
        await call(
          contract.purchaseOrder.create,
          {
            body: [
              {
                vendorId,
                poNumber: 'PO-CT-CO-1',
                poDate: '2026-11-20',
                company_id: company.id,
                line_items: [item],
                po_basic_amount: totals.basic,
                po_total_tax_amount: totals.tax,
                po_total_amount: totals.total,
              },
            ],
          },
          CONTRACT_SERVICE_ROOTS.purchaseOrder,
        ),
      ),
    ).data[0]!;
    expect(saved).toMatchObject({ company_id: company.id, company_name: company.name });

    const listed = PoListSchema.parse(
      ok(
        await call(
          contract.purchaseOrder.list,
          { query: { type: 'draft', company_id: company.id } },
          CONTRACT_SERVICE_ROOTS.purchaseOrder,
        ),
      ),
    );
    expect(listed.data.map((r) => r.id)).toContain(saved.id);
    expect(listed.data.every((r) => r.company_id === company.id)).toBe(true);

    const proposal = ok(
      await call(
        contract.paymentRun.propose,
        { body: { pay_date: '2099-01-04', company_id: company.id } },
        CONTRACT_SERVICE_ROOTS.paymentRun,
      ),
    ).data;
    expect(proposal.pay_date).toBe('2099-01-04');
  });
});
