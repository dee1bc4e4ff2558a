import { describe, expect, it } from 'vitest';
import { fromTokens } from '../src/from-tokens.js';
import { buildLines } from '../src/layout/lines.js';
import { learnHeaderLayout, readLearnedHeader } from '../src/learn/header-layout.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;

/** A vendor whose labels no lexicon has: "Beleg-Kennung" for the number, "Ausgestellt" under which the date is printed. */
const invoice = (number: string, date: string, sum: string): Rows => [
  [[50, 'Hinterhof Werkstatt']],
  [
    [50, 'Beleg-Kennung'],
    [300, number],
  ],
  [[50, 'Ausgestellt']],
  [[50, date]],
  [
    [50, 'Schlussbetrag'],
    [500, sum],
  ],
];
const lines = (rows: Rows) => buildLines(layoutTokens(rows));

describe('learning from the reviewer (issue 23 §4)', () => {
  it('learns the label beside each confirmed value and reads the next invoice there', () => {
    const layout = learnHeaderLayout(lines(invoice('QX-1001', '05.03.2024', '119,00 €')), {
      invoice_number: 'QX-1001',
      invoice_date: '2024-03-05',
      total_amount: 119,
    });
    expect(layout).toEqual({
      invoice_number: { label: 'beleg kennung', placement: 'right' },
      invoice_date: { label: 'ausgestellt', placement: 'below' },
      total_amount: { label: 'schlussbetrag', placement: 'right' },
    });
    const next = readLearnedHeader(lines(invoice('QX-1002', '12.04.2024', '238,00 €')), layout);
    expect(next.invoice_number).toMatchObject({ value: 'QX-1002', learned: true });
    expect(next.invoice_date?.value).toBe('2024-04-12');
    expect(next.total_amount?.value).toBe(238);
    expect(next.invoice_number?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('the extraction reads learned places first, marked as learned', () => {
    const first = fromTokens(layoutTokens(invoice('QX-1001', '05.03.2024', '119,00 €')), 'text', {
      learnFrom: { invoice_number: 'QX-1001', total_amount: 119 },
    });
    const layout = first.learned_layout ?? {};
    const next = fromTokens(layoutTokens(invoice('QX-1002', '12.04.2024', '238,00 €')), 'text', {
      learned: layout,
    });
    expect(next.fields.invoice_number).toMatchObject({ value: 'QX-1002', learned: true });
    expect(next.fields.total_amount).toMatchObject({ value: 238, learned: true });
  });

  it("the vendor name as read is given the reviewer's name on the vendor's next invoice", () => {
    const first = fromTokens(layoutTokens(invoice('QX-1001', '05.03.2024', '119,00 €')), 'text', {
      learnFrom: { vendor_name: 'Hinterhof Werkstatt Müller KG' },
    });
    const read = fromTokens(layoutTokens(invoice('QX-1001', '05.03.2024', '119,00 €')), 'text');
    expect(first.learned_layout?.vendor_alias).toEqual({
      read: read.fields.vendor_name?.value,
      name: 'Hinterhof Werkstatt Müller KG',
    });
    const next = fromTokens(layoutTokens(invoice('QX-1002', '12.04.2024', '238,00 €')), 'text', {
      learned: first.learned_layout ?? {},
    });
    expect(next.fields.vendor_name).toMatchObject({
      value: 'Hinterhof Werkstatt Müller KG',
      learned: true,
    });
  });

  it('a correction that contradicts what was learned replaces it; an ambiguous date keeps its order', () => {
    const before = { invoice_number: { label: 'order', placement: 'right' as const } };
    const rows: Rows = [
      [
        [50, 'Unser Zeichen'],
        [300, 'AB-77'],
      ],
      [
        [50, 'Datum'],
        [300, '03/04/2024'],
      ],
    ];
    const layout = learnHeaderLayout(
      lines(rows),
      { invoice_number: 'AB-77', invoice_date: '2024-03-04' },
      before,
    );
    expect(layout.invoice_number).toEqual({ label: 'unser zeichen', placement: 'right' });
    expect(layout.invoice_date).toEqual({ label: 'datum', placement: 'right', monthFirst: true });
    expect(readLearnedHeader(lines(rows), layout).invoice_date?.value).toBe('2024-03-04');
  });
});
