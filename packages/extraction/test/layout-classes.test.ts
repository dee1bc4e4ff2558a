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

/** Goods of different widths and a fee without a price. */
const goods: LayoutInvoice = {
  ...fuel,
  currency: 'EUR',
  lines: [
    ['Leather sleeve', 2, 99.99, 199.98],
    ['Notebook 13 inch', 1, 2321, 2321],
    ['Office suite', 1, 124.99, 124.99],
    ['Port replicator', 1, 159.99, 159.99],
    ['Gaming notebook', 1, 1999, 1999],
    ['Backpack', 1, 79.99, 79.99],
    ['Phone case', 1, 19.99, 19.99],
    ['Copying levy', 1, null, 4.24],
  ].map(([description, quantity, unit_price, amount]) => ({
    description: description as string,
    quantity: quantity as number,
    unit_price: unit_price as number | null,
    amount: amount as number,
    tax_rate_percent: 21,
  })),
  net_amount: 4909.18,
  tax_amount: 1030.93,
  total_amount: 5940.11,
  amount_due: 5940.11,
  tax_per_rate: [{ rate: 21, base: 4909.18, tax: 1030.93 }],
};

const amounts = async (
  traits: Partial<LayoutTraits>,
  variant: number,
  invoice = fuel,
): Promise<number[]> => {
  const bytes = await renderLayoutPdf(invoice, { ...BASELINE_TRAITS, ...traits }, { variant });
  const result = await extractInvoice(bytes, 'application/pdf');
  return result.line_items.map((l) => Number(l.amount?.value));
};

/** Item-table classes the layout bench's mixes showed, printed by the layout generator (issue 23 §1). */
describe('item tables printed by the layout generator', () => {
  it('reads a fee without a price under left-aligned amounts of different widths', async () => {
    const traits: Partial<LayoutTraits> = { align: 'left', numbers: 'de', font: 'times-10' };
    expect(await amounts(traits, 0, goods)).toEqual([
      199.98, 2321, 124.99, 159.99, 1999, 79.99, 19.99, 4.24,
    ]);
  }, 30_000);

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
