import { afterAll, describe, expect, it } from 'vitest';
import {
  BASELINE_TRAITS,
  closeLayoutBrowser,
  renderLayoutPdf,
  type LayoutInvoice,
  type LayoutTraits,
} from '@procure/fixtures/layouts';
import { extractInvoice } from '../src/index.js';
import { itemAmounts } from './helpers/layout.js';

afterAll(async () => {
  await closeLayoutBrowser();
});

type Rows = Array<Array<[number, string]>>;

/** A figure printed flush right at the page's right margin (x = 551), as a totals box is. */
const atMargin = (text: string): [number, string] => [551 - text.length * 5, text];

/** Left-aligned figures at the columns' left edges (quantity, price, amount). */
const row = (name: string, qty: string, price: string, amount: string): Array<[number, string]> => [
  [45, name],
  [260, qty],
  [330, price],
  [420, amount],
];

/**
 * A web page's table prints its figures left-aligned (or centred) in their cells and its totals
 * in a box of its own at the right margin (issue 23 §1, `producer=browser`): no item's amount
 * stands at the total's edge, so the sums found no column, and with prices per base quantity no
 * row multiplies either.
 */
describe('a totals box apart from the amount column', () => {
  it('reads rows priced per base quantity under no column titles by their sum', () => {
    const rows: Rows = [
      row('Diesel', '64', '36,109.00', '23,440.00'),
      row('Diesel', '56.81', '37,134.00', '21,389.00'),
      row('Diesel', '63.97', '37,550.00', '24,351.00'),
      [],
      [[400, 'Net amount'], atMargin('69,180.00')],
      [[400, 'VAT 27 %'], atMargin('18,679.00')],
      [[400, 'Total'], atMargin('87,859.00')],
    ];
    expect(itemAmounts(rows)).toEqual([23440, 21389, 24351]);
  });

  it('takes the amount column, not a product that reads the price as the amount', () => {
    // Priced per 4 units: 2 × 400.00 = 800.00 holds with the price read as the amount; only
    // the sums (400 + 400 with the charges is the net) tell the amount column.
    const rows: Rows = [
      [
        [45, 'Description'],
        [260, 'Qty'],
        [330, 'Unit price'],
        [420, 'Amount'],
      ],
      row('Paper subscription', '2', '800.00', '400.00'),
      row('Paper subscription', '2', '800.00', '400.00'),
      [],
      [[400, 'Charges'], atMargin('100.00')],
      [[400, 'Net amount'], atMargin('900.00')],
      [[400, 'VAT 25 %'], atMargin('225.00')],
      [[400, 'Total'], atMargin('1,125.00')],
    ];
    expect(itemAmounts(rows)).toEqual([400, 400]);
  });

  it('reads no row of the totals box as an item', () => {
    // A note beside the box with money of its own is no table of one row.
    const rows: Rows = [
      row('Paper subscription', '2', '200.00', '400.00'),
      [[45, 'Prepaid 400.00'], [400, 'Net amount'], atMargin('400.00')],
      [[400, 'Total'], atMargin('400.00')],
    ];
    expect(itemAmounts(rows)).toEqual([400]);
  });
});

/** Fuel priced per 100 litres and a subscription priced per 4 units: no row multiplies out. */
const fuel: LayoutInvoice = {
  vendor_name: 'Tankstellen Service GmbH',
  invoice_number: '21/0042/7',
  invoice_date: '2021-10-05',
  due_date: '2021-11-01',
  currency: 'HUF',
  lines: [
    [64, 36109, 23440],
    [56.81, 37134, 21389],
    [63.97, 37550, 24351],
  ].map(([quantity, unit_price, amount]) => ({
    description: 'Diesel',
    quantity: quantity as number,
    unit_price: unit_price as number,
    amount: amount as number,
    tax_rate_percent: 27,
  })),
  net_amount: 69180,
  tax_amount: 18679,
  total_amount: 87859,
  amount_due: 87859,
  tax_per_rate: [{ rate: 27, base: 69180, tax: 18679 }],
  allowances_charges: 0,
};

const subscription: LayoutInvoice = {
  ...fuel,
  vendor_name: 'Subscription Seller',
  currency: 'DKK',
  lines: [1, 2].map(() => ({
    description: 'Paper subscription',
    quantity: 2,
    unit_price: 800,
    amount: 400,
    tax_rate_percent: 25,
  })),
  net_amount: 900,
  tax_amount: 225,
  total_amount: 1125,
  amount_due: 1125,
  tax_per_rate: [{ rate: 25, base: 900, tax: 225 }],
  allowances_charges: 100,
};

const CASES: Array<[string, LayoutInvoice, Partial<LayoutTraits>]> = [
  ['fuel, left-aligned, no column titles', fuel, { align: 'left', header: 'none' }],
  ['subscription, left-aligned', subscription, { align: 'left' }],
  ['subscription, centred', subscription, { align: 'center' }],
  ['subscription, rate last', subscription, { columns: 'tax-last' }],
];

describe('prices per base quantity printed by a browser', () => {
  it.each(CASES)(
    '%s: reads every line',
    async (_name, invoice, change) => {
      const traits = { ...BASELINE_TRAITS, producer: 'browser', ...change } as LayoutTraits;
      for (const variant of [0, 1]) {
        const bytes = await renderLayoutPdf(invoice, traits, { variant });
        const result = await extractInvoice(bytes, 'application/pdf');
        expect(result.line_items.map((l) => Number(l.amount?.value))).toEqual(
          invoice.lines.map((l) => l.amount),
        );
      }
    },
    60_000,
  );
});
