import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { detectCurrency, findDates } from '../src/index.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows) =>
  Object.fromEntries(
    Object.entries(extractHeader(buildLines(layoutTokens(rows)), 'text', null)).map(([k, v]) => [
      k,
      v?.value ?? null,
    ]),
  );

describe('currency evidence', () => {
  it('a symbol counts only next to an amount', () => {
    expect(detectCurrency('TOTAL RM 12.50')?.code).toBe('MYR');
    expect(detectCurrency('Celkem 1 210,00 Kč')?.code).toBe('CZK');
    expect(detectCurrency('Shop $ave-More, Unit 5')).toBeNull();
    expect(detectCurrency('Ref €URO-77 dated 2024-01-01')).toBeNull();
  });
});

describe('receipt wordings', () => {
  it('"Total GST" is the tax total, not the grand total', () => {
    expect(
      read([
        [
          [40, 'Total Sales (Excluding GST):'],
          [300, '80.91'],
        ],
        [
          [40, 'Total GST:'],
          [300, '4.85'],
        ],
        [
          [40, 'Total Sales (Inclusive of GST):'],
          [300, '85.76'],
        ],
      ]),
    ).toMatchObject({ net_amount: 80.91, tax_amount: 4.85, total_amount: 85.76 });
  });

  it('reads day/month-name/year with slashes (14/JUN/2017)', () => {
    expect(findDates('DATE: 14/JUN/2017 10:22')[0]?.iso).toBe('2017-06-14');
  });

  it('a legal form alone on a line continues the name above it', () => {
    expect(
      read([
        [[60, 'GARDENA BAKERS (KL)']],
        [[90, 'SDN BHD']],
        [[40, 'Lot 3, Jalan Mega 1/2']],
        [[40, 'INVOICE NO: 7705']],
      ]).vendor_name,
    ).toBe('GARDENA BAKERS (KL) SDN BHD');
  });

  it('a trading name ends in a business word where no legal form is printed', () => {
    expect(
      read([
        [[40, 'tan ah kow']],
        [[40, 'YONGSAN ENTERPRISE']],
        [[40, 'NO.12, JALAN DEDAP 13']],
        [
          [40, 'CASH'],
          [200, '10.00'],
        ],
        // A receipt is long: the name sits in its top third.
        ...Array.from({ length: 12 }, (): Rows[number] => []),
        [[40, 'THANK YOU']],
      ]).vendor_name,
    ).toBe('YONGSAN ENTERPRISE');
  });
});

describe('receipt arithmetic and OCR spacing', () => {
  it('cash tendered less change confirms the grand total among several totals', () => {
    expect(
      read([
        [
          [20, 'TakeOut Total (incl GST)'],
          [700, '28.20'],
        ],
        [
          [20, 'Cash Tendered'],
          [680, '100.00'],
        ],
        [
          [20, 'Change'],
          [700, '71.80'],
        ],
        [
          [20, 'TOTAL INCLUDES 6% GST'],
          [720, '1.60'],
        ],
      ]).total_amount,
    ).toBe(28.2);
  });

  it('reads an amount with a space after the decimal point ("65. 20")', async () => {
    const { parseAmount } = await import('../src/index.js');
    expect(parseAmount('RM 65. 20')?.value).toBe(65.2);
    expect(parseAmount('1.234, 50 €')?.value).toBe(1234.5);
  });

  it('a name whose bracket closes on the next line continues there', () => {
    expect(
      read([
        [[40, 'PASAR MEGA (']],
        [[40, 'SEMENYIH) SDN BHD']],
        [[40, 'Lot 3, Jalan 1']],
        ...Array.from({ length: 12 }, (): Rows[number] => []),
        [[40, 'THANK YOU']],
      ]).vendor_name,
    ).toBe('PASAR MEGA ( SEMENYIH) SDN BHD');
  });
});
