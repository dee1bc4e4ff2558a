import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Row = Array<[number, string]>;

/**
 * Header misses the layout bench's printers showed (issue 23 §2/§3: `totals=subtotals`,
 * `others=hours`, `others=statement`, drawn and browser-printed): a group's subtotal row, a time
 * sheet's total hours and an account statement's figure taken for the invoice's totals or
 * number, each as a small hand-made page read as fromTokens reads it.
 */
function headerOf(...pages: Row[][]) {
  const lines = buildLines(pages.flatMap((rows, i) => layoutTokens(rows, i + 1)));
  return extractHeader(lines, 'text', readLineItems(lines, 'text').sum);
}

const title: Row[] = [[[40, 'Seller GmbH']], [[40, 'Invoice']], [[40, 'Invoice date: 2021-03-26']]];
const columns: Row = [
  [40, 'Description'],
  [330, 'Qty'],
  [440, 'Amount'],
];
const item = (name: string, qty: string, amount: string): Row => [
  [40, name],
  [330, qty],
  [440, amount],
];
const sum = (label: string, amount: string, x = 40): Row => [
  [x, label],
  [440, amount],
];
/** A credit-balancing document: its lines cancel out, and net, tax and total are 0.00. */
const zeroTotals: Row[] = [
  sum('Net amount', '0.00', 330),
  sum('VAT 19 %', '0.00', 330),
  sum('Total', '0.00', 330),
];

describe('a table printed in groups', () => {
  it('a group subtotal is never the net or the total, even where the stated totals are 0.00', () => {
    const h = headerOf([
      ...title,
      columns,
      item('Flight', '1', '720.81'),
      item('Booking fee', '1', '0.01'),
      sum('Subtotal', '720.82'),
      item('Flight cancelled', '-1', '-720.81'),
      item('Booking fee cancelled', '-1', '-0.01'),
      sum('Subtotal', '-720.82'),
      ...zeroTotals,
    ]);
    expect(h.net_amount?.value).toBe(0);
    expect(h.total_amount?.value).toBe(0);
  });

  it('the last group subtotal right above the totals on the next page is no net or total', () => {
    // A browser breaks the table without carried sums: the next page repeats the column titles
    // over the last group's subtotal; the total is rounded to 5 cents, so net + tax ≠ total.
    const h = headerOf(
      [
        ...title,
        columns,
        item('Monitor', '2', '1,000.00'),
        sum('Subtotal', '1,000.00'),
        item('Cable', '1', '19.99'),
        item('Adapter', '1', '4.24'),
      ],
      [
        columns,
        sum('Subtotal', '24.23'),
        sum('Net amount', '1,024.23', 330),
        sum('VAT 0 %', '0.00', 330),
        sum('Rounding', '0.02', 330),
        sum('Total', '1,024.25', 330),
      ],
    );
    expect(h.net_amount?.value).toBe(1024.23);
    expect(h.total_amount?.value).toBe(1024.25);
  });

  it('a lone subtotal of the totals block, and the sum of the groups under them, stay the net', () => {
    const totals: Row[] = [sum('VAT 19 %', '19.00', 330), sum('Total', '119.00', 330)];
    const plain = headerOf([
      ...title,
      columns,
      item('Service', '1', '100.00'),
      sum('Subtotal', '100.00', 330),
      ...totals,
    ]);
    expect(plain.net_amount?.value).toBe(100);
    const grouped = headerOf([
      ...title,
      columns,
      item('Service', '1', '60.00'),
      sum('Subtotal', '60.00'),
      item('Travel', '1', '40.00'),
      sum('Subtotal', '40.00'),
      sum('Subtotal', '100.00', 330),
      ...totals,
    ]);
    expect(grouped.net_amount?.value).toBe(100);
    expect(grouped.total_amount?.value).toBe(119);
  });

  it("a receipt's lone subtotal over an unlabelled discount row stays the net", () => {
    const h = headerOf([
      [[40, 'Corner Shop']],
      item('Pens', '2x11.80', '23.60'),
      item('Paper', '2x8.80', '17.60'),
      sum('SubTotal Incl. GST', '41.20'),
      sum('Qty 4 Spec. Disc', '0.00'),
      sum('Total', '41.20', 330),
    ]);
    expect(h.net_amount?.value).toBe(41.2);
  });

  it("a page's running subtotal goes on into the next page's, which is the net as printed", () => {
    const h = headerOf(
      [...title, columns, item('Service', '1', '60.00'), sum('Subtotal', '60.00')],
      [
        item('Travel', '1', '40.00'),
        sum('Subtotal', '100.00'),
        sum('VAT 19 %', '19.00', 330),
        sum('Total', '119.00', 330),
      ],
    );
    expect(h.net_amount?.value).toBe(100);
    expect(h.net_amount?.source).toBe('text');
  });
});

describe('tables beside the items', () => {
  const timeSheet = (label: string): Row[] => [
    [[40, 'Time sheet']],
    [
      [40, 'Date'],
      [200, 'Staff'],
      [300, 'Hours'],
    ],
    [
      [40, '2021-03-17'],
      [200, 'M. Keller'],
      [300, '7.50'],
    ],
    [
      [40, '2021-03-18'],
      [200, 'J. Moreau'],
      [300, '12.25'],
    ],
    [
      [40, label],
      [300, '19.75'],
    ],
  ];
  const cancelled: Row[] = [
    columns,
    item('Flight', '1', '720.81'),
    item('Flight cancelled', '-1', '-720.81'),
    ...zeroTotals,
  ];

  // Swiss German puts the total word last: "Stunden total".
  it.each(['Total hours', 'Stunden total'])('a time sheet\'s "%s" is no invoice total', (label) => {
    const h = headerOf([...title, ...timeSheet(label), ...cancelled]);
    expect(h.total_amount?.value).toBe(0);
  });

  it("an account statement's figure is no invoice number", () => {
    const h = headerOf([
      ...title,
      ...cancelled,
      [[40, 'Account statement']],
      [
        [40, 'Document'],
        [200, 'Date'],
        [300, 'Amount'],
        [380, 'Paid'],
        [460, 'Open'],
      ],
      [
        [40, '7-A'],
        [200, '2021-02-14'],
        [300, '13.40'],
        [380, '13.40'],
        [460, '0.00'],
      ],
      [
        [40, 'This invoice'],
        [200, '2021-03-26'],
        [300, '0.00'],
        [380, '0.00'],
        [460, '0.00'],
      ],
    ]);
    expect(h.invoice_number).toBeNull();
  });

  it('a number label right beside a money-shaped number still reads it', () => {
    const h = headerOf([[[40, 'Seller GmbH']], [[40, 'Invoice No. 2019.01']], ...cancelled]);
    expect(h.invoice_number?.value).toBe('2019.01');
  });
});
