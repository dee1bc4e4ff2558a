import { afterAll, describe, expect, it } from 'vitest';
import {
  BASELINE_TRAITS,
  renderLayoutPdf,
  type LayoutInvoice,
  type LayoutTraits,
} from '@procure/fixtures/layouts';
import { extractInvoice, terminateOcr } from '../src/index.js';

afterAll(async () => {
  await terminateOcr();
});

/** Fuel priced per 100 litres: no row's quantity × price is its amount, only the sums tell. */
const fuel: LayoutInvoice = {
  vendor_name: 'Tankstellen Service GmbH',
  invoice_number: '21/0042/7',
  invoice_date: '2021-10-05',
  due_date: '2021-11-01',
  currency: 'HUF',
  lines: [
    { description: 'Diesel', quantity: 50, unit_price: 41200, amount: 20600, tax_rate_percent: 27 },
    {
      description: 'Diesel',
      quantity: 40.5,
      unit_price: 40000,
      amount: 16200,
      tax_rate_percent: 27,
    },
    {
      description: 'Diesel',
      quantity: 60.25,
      unit_price: 39800,
      amount: 23980,
      tax_rate_percent: 27,
    },
  ],
  net_amount: 60780,
  tax_amount: 16411,
  total_amount: 77191,
  amount_due: 77191,
  tax_per_rate: [{ rate: 27, base: 60780, tax: 16411 }],
  allowances_charges: 0,
};

const amounts = async (traits: Partial<LayoutTraits>, variant: number): Promise<number[]> => {
  const bytes = await renderLayoutPdf(fuel, { ...BASELINE_TRAITS, ...traits }, { variant });
  const result = await extractInvoice(bytes, 'application/pdf');
  return result.line_items.map((l) => Number(l.amount?.value));
};

/** Tables read by their sums in layouts of the layout bench's mixes (issue 23 §1). */
describe('item tables read by their sums, printed by the layout generator', () => {
  it('reads French space-grouped amounts in sections over a page break, under a delivery-note table', async () => {
    const traits: Partial<LayoutTraits> = {
      columns: 'tax-last',
      header: 'none',
      numbers: 'fr',
      font: 'courier-8',
      producer: 'tj-spacing',
      gaps: 'tight',
      pages: 'continued-bare',
      align: 'left',
      sections: 'titled',
      others: 'delivery',
    };
    expect(await amounts(traits, 12)).toEqual([20600, 16200, 23980]);
  }, 30_000);
});
