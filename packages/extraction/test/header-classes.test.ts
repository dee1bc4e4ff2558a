import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { findDates } from '../src/parse/date.js';
import { layoutTokens } from './helpers/layout.js';

/**
 * Header classes the layout bench's `heading` trait showed on layouts no rule was written for
 * (issue 23 §2), each as a small hand-made page: a vendor known only from the footer, the totals'
 * tax row taken for a registration line, an invoice number that starts with a label word, labels
 * real invoices print that the lexicon lacked, and French month names.
 */
const headerOf = (rows: Array<Array<[number, string]>>) =>
  extractHeader(buildLines(layoutTokens(rows)), 'text', null);

const blank = (n: number): Array<Array<[number, string]>> => Array.from({ length: n }, () => []);

/** A page with no vendor at the top: title, facts, one item and the totals. */
const body = (facts: string[]): Array<Array<[number, string]>> => [
  [[40, 'Invoice']],
  ...facts.map((f): Array<[number, string]> => [[40, f]]),
  [
    [40, 'Description'],
    [430, 'Amount'],
  ],
  [
    [40, 'Licence fees'],
    [430, '147.00'],
  ],
  [
    [330, 'Net amount'],
    [430, '147.00'],
  ],
  [
    [330, 'VAT 21 %'],
    [430, '30.87'],
  ],
  [
    [330, 'Total'],
    [430, '177.87'],
  ],
];

describe('header classes of unseen layouts', () => {
  it('the footer line "Name · Street · Town · registration" names the vendor', () => {
    const h = headerOf([
      ...body(['Invoice number: 20150483', 'Invoice date: 2015-04-01']),
      ...blank(30),
      [[40, 'Bluem · Industriestraße 12 · 70173 Stuttgart · HRB 12345 · USt-IdNr. DE123456789']],
    ]);
    expect(h.vendor_name?.value).toBe('Bluem');
    // One cue (where it is printed): never reported as sure.
    expect(h.vendor_name?.confidence).toBeLessThan(0.9);
  });

  it('a tax row of the totals ("VAT 21 %") is no registration line: the row above is no vendor', () => {
    const h = headerOf(body(['Invoice number: 20150483', 'Invoice date: 2015-04-01']));
    expect(h.vendor_name?.value).not.toBe('Net amount');
  });

  it('a registration line still names the issuer printed above it', () => {
    const h = headerOf([
      [[40, 'Harbour Lights Trading']],
      [[40, 'VAT Reg. No GB 123 4567 89']],
      ...body(['Invoice number: 20150483']),
    ]);
    expect(h.vendor_name?.value).toBe('Harbour Lights Trading');
  });

  it('an invoice number that starts with a label word ("GST/24-25/0193") is read whole', () => {
    const h = headerOf(body(['Invoice number: GST/24-25/0193', 'Invoice date: 2024-05-02']));
    expect(h.invoice_number?.value).toBe('GST/24-25/0193');
  });

  it.each([
    ['Bill ref.: 1234567890', 'Dated: 2024-09-24', 'Settle by: 2024-10-08'],
    ['Beleg-Nr.: 1234567890', 'Ausgestellt am: 24.09.2024', 'Zu zahlen bis: 08.10.2024'],
    ['Pièce n°: 1234567890', 'Émise le: 24/09/2024', 'À régler le: 08/10/2024'],
    ['Document no.: 1234567890', 'Issued: 2024-09-24', 'Payable by: 2024-10-08'],
  ])('labels real invoices print: %s, %s, %s', (number, date, due) => {
    const h = headerOf(body([number, date, due]));
    expect(h.invoice_number?.value).toBe('1234567890');
    expect(h.invoice_date?.value).toBe('2024-09-24');
    expect(h.due_date?.value).toBe('2024-10-08');
    // Weaker words than "Invoice number": below the export band.
    expect(h.invoice_number?.confidence).toBeLessThan(0.9);
  });

  it.each([
    ['Vorgangs-Nr.: 88123', '88123'],
    ['Doc. ID: INV-2024-77', 'INV-2024-77'],
    ['Pièce comptable n°: 2024-0042', '2024-0042'],
  ])('a label the lexicon lacks that says "number" gives the number, weakly: %s', (line, value) => {
    const h = headerOf(body([line, 'Invoice date: 2024-09-24']));
    expect(h.invoice_number?.value).toBe(value);
    expect(h.invoice_number?.confidence).toBeLessThan(0.5);
  });

  it.each([
    ['a phone', 'Fax No.: 071123450'],
    ['a customer', 'Kunden-Nr.: 100234'],
    ['an order', 'Auftrags-Nr.: 4500012345'],
    ["a receipt's table", 'Table No: 12'],
  ])('an unknown number label of %s gives no invoice number', (_name, line) => {
    const h = headerOf(body([line, 'Invoice date: 2024-09-24']));
    expect(h.invoice_number).toBeNull();
  });

  it.each([
    ['Begleichen bis: 08.10.2024', '2024-10-08'],
    ['Remit by: 2024-10-08', '2024-10-08'],
  ])('a deadline label the lexicon lacks gives the due date, weakly: %s', (line, iso) => {
    const h = headerOf(body(['Invoice number: 4711', 'Invoice date: 2024-09-24', line]));
    expect(h.due_date?.value).toBe(iso);
    expect(h.due_date?.confidence).toBeLessThan(0.5);
  });

  it("a delivery's or an offer's deadline is no due date", () => {
    for (const line of ['Lieferung bis: 08.10.2024', 'Offer valid until: 2024-10-08']) {
      const h = headerOf(body(['Invoice number: 4711', 'Invoice date: 2024-09-24', line]));
      expect(h.due_date, line).toBeNull();
    }
  });

  it('a known label wins over a label the lexicon lacks', () => {
    const h = headerOf(body(['Vorgangs-Nr.: 88123', 'Invoice number: 4711']));
    expect(h.invoice_number?.value).toBe('4711');
  });

  it('"Zu zahlen bis" dates the payment; "Zu zahlen" alone still labels the amount due', () => {
    const h = headerOf([
      ...body(['Rechnungsnummer: 4711', 'Zu zahlen bis: 08.10.2024']),
      [
        [330, 'Zu zahlen'],
        [430, '177.87'],
      ],
    ]);
    expect(h.due_date?.value).toBe('2024-10-08');
    expect(h.amount_due?.value).toBe(177.87);
  });

  it('a number printed in two parts around a spaced slash is read whole, in a title sentence too', () => {
    const plain = headerOf(body(['Invoice number: 018304 / 28865']));
    expect(plain.invoice_number?.value).toBe('018304 / 28865');
    const title = headerOf(body(['Invoice No. 018304 / 28865 of 2019-09-23']));
    expect(title.invoice_number?.value).toBe('018304 / 28865');
    expect(title.invoice_date?.value).toBe('2019-09-23');
  });

  it.each([
    ['a wrapped item line ending in a lower-case "as"', 'Paper subscription, as'],
    ['a column title with a lower-case unit "kg"', 'Weight kg'],
    ['an item with a weight before "KG"', 'KOFFIE 3.5 KG'],
    ['a section sum', 'Subtotal Services'],
    ['a label with its value', 'All amounts in: EUR'],
  ])('%s is no vendor name', (_name, text) => {
    const h = headerOf([
      [[40, 'Invoice']],
      [[40, text]],
      [[40, 'Invoice number: 4711']],
      ...blank(30),
      [[40, 'Fenwick · Quay Street 4 · 70173 Stuttgart · HRB 12345 · USt-IdNr. DE123456789']],
    ]);
    expect(h.vendor_name?.value).toBe('Fenwick');
  });

  it('"GmbH + Co. KG" ends a company name as "GmbH & Co. KG" does', () => {
    const h = headerOf([
      [[40, 'DKV Euro Service GmbH + Co. KG']],
      ...body(['Invoice number: 4711']),
    ]);
    expect(h.vendor_name?.value).toBe('DKV Euro Service GmbH + Co. KG');
  });

  it.each([
    ['24 septembre 2024', '2024-09-24'],
    ['24 sept. 2024', '2024-09-24'],
    ['5. März 2018', '2018-03-05'],
    ['05-Mar-18', '2018-03-05'],
    ['March 5, 2018', '2018-03-05'],
    ['2018/03/05', '2018-03-05'],
  ])('a date with its month spelled out: %s', (text, iso) => {
    expect(findDates(text)[0]?.iso).toBe(iso);
  });
});
