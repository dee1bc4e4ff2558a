import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { mendFutureYear } from '../src/parse/date.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows, source: 'ocr' | 'text' = 'ocr') =>
  Object.fromEntries(
    Object.entries(extractHeader(buildLines(layoutTokens(rows)), source, null)).map(([k, v]) => [
      k,
      v?.value ?? null,
    ]),
  );
const row = (label: string, value: string): Rows[number] => [
  [20, label],
  [300, value],
];
/** A receipt is long: its name sits in the top third. */
const tail: Rows = [...Array.from({ length: 12 }, (): Rows[number] => []), [[40, 'THANK YOU']]];

describe('a year OCR misread into the future', () => {
  const today = new Date(Date.UTC(2026, 10, 23));

  it('is mended when one confusable digit gives the only year up to next year', () => {
    expect(mendFutureYear('2078-03-22', today)).toBe('2018-03-22');
  });

  it('is left unread when no single change, or several, give a past year', () => {
    expect(mendFutureYear('2071-03-22', today)).toBeNull(); // 2011 or 2021
    expect(mendFutureYear('2055-01-05', today)).toBeNull();
  });

  it('leaves a date up to next year as it is', () => {
    expect(mendFutureYear('2027-05-01', today)).toBe('2027-05-01');
    expect(mendFutureYear('2013-05-01', today)).toBe('2013-05-01');
  });

  it('applies to OCR readings only: a printed text layer is read as printed', () => {
    const rows: Rows = [row('Date:', '22/03/2078')];
    expect(read(rows, 'ocr').invoice_date).toBe('2018-03-22');
    expect(read(rows, 'text').invoice_date).toBe('2078-03-22');
  });
});

describe('receipt totals by arithmetic', () => {
  it('net + tax + the rounding adjustment that equal cash less change are the total, when the total line is misread', () => {
    expect(
      read([
        row('Total Sales (Excluding GST)', '95.17'),
        row('Total GST', '5.71'),
        row('Rounding', '0.02'),
        row('Total Sales (Inclusive of GST)', '100.60'),
        row('Cash', '101.00'),
        row('Change', '0.10'),
      ]).total_amount,
    ).toBe(100.9);
  });

  it('the amount under a rounding line that equals the sum plus the rounding is the total paid, whatever its label', () => {
    expect(
      read([
        row('Total Sales (Excluding GST)', '80.91'),
        row('Total GST', '0.00'),
        row('Rounding', '-0.01'),
        row('Total of GST)', '80.90'),
        row('Cash', '100.00'),
        row('Change', '18.10'),
        row('Total', '80.91'),
      ]).total_amount,
    ).toBe(80.9);
  });

  it('without money tendered (an invoice, not a till receipt) the total stays the unrounded sum', () => {
    expect(
      read([
        row('Total excluding VAT', '80.91'),
        row('VAT', '0.00'),
        row('Total', '80.91'),
        row('Rounding', '-0.01'),
        row('Amount payable', '80.90'),
      ]).total_amount,
    ).toBe(80.91);
  });
});

describe('receipt seller and customer', () => {
  it('a company named under the title is the customer when the issuer printed its name over its registration above the title', () => {
    expect(
      read([
        [[40, 'PERNIAGAAN MAJU JAYA']],
        [[40, 'JM0123456-V']],
        [[40, 'NO.5 JALAN PERMAS 1']],
        [[40, 'SIMPLIFIED TAX INVOICE']],
        [[40, 'ACME ENGINEERING (M) SDN BHD']],
        row('Date:', '09/03/2018'),
        ...tail,
      ]).vendor_name,
    ).toBe('PERNIAGAAN MAJU JAYA');
  });

  it('a company under the title is still the seller when no issuer is named above the title', () => {
    expect(
      read([
        [[40, 'TAX INVOICE']],
        [[40, 'ACME ENGINEERING (M) SDN BHD']],
        [[40, 'GST ID: 000800585824']],
        row('Date:', '09/03/2018'),
        ...tail,
      ]).vendor_name,
    ).toBe('ACME ENGINEERING (M) SDN BHD');
  });
});
