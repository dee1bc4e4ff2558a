import { describe, expect, it } from 'vitest';
import { headerOf, sizedToken } from './helpers/sized-tokens.js';

const tok = sizedToken;
const read = headerOf;

describe('a grid of small titles over big values (issue 23 §2)', () => {
  it('reads the value far under its title when the value is printed large', () => {
    // "DUE BY / TOTAL DUE" in 9 pt, the values 36 pt lower in 21 pt (four title heights).
    const f = read([
      tok(70, 40, 'Anvil Co', 12),
      tok(70, 60, 'Invoice No: 12345', 10),
      tok(70, 630, 'PAYMENT INFO', 9),
      tok(250, 630, 'DUE BY', 9),
      tok(489, 630, 'TOTAL DUE', 9),
      tok(70, 675, 'Account No: 123567744', 9),
      tok(250, 675, 'May 30th, 2024', 21),
      tok(440, 675, '$1,320.00', 21),
    ]);
    expect(f.due_date?.value).toBe('2024-05-30');
    expect(f.amount_due?.value).toBe(1320);
    // Only the amount due is printed: the total is the same amount, below the export band.
    expect(f.total_amount?.value).toBe(1320);
    expect(f.total_amount?.confidence).toBeLessThan(0.9);
  });

  it('still reads nothing under a small label when the next line is small and far', () => {
    const f = read([
      tok(70, 40, 'Acme Trading', 12),
      tok(250, 100, 'DUE BY', 9),
      tok(250, 200, 'May 30th, 2024', 9),
    ]);
    expect(f.due_date).toBeFalsy();
  });

  it('a number printed large under "INVOICE NO." is no letterhead', () => {
    const f = read([
      tok(40, 40, 'Acme Trading', 13),
      tok(40, 100, 'INVOICE NO.', 7),
      tok(40, 130, 'TOSL108', 17),
      tok(160, 100, 'INVOICE DATE', 7),
      tok(160, 130, '2024-03-01', 17),
    ]);
    expect(f.invoice_number?.value).toBe('TOSL108');
    expect(f.vendor_name?.value).toBe('Acme Trading');
  });
});
