import { describe, expect, it } from 'vitest';
import { addDays, discountFor, dueDate, endOfMonth, parseIsoDate, percentOf } from '../src';

const net30 = { netDays: 30, discounts: [] };
const tiered = {
  netDays: 30,
  discounts: [
    { rateBasisPoints: 300, days: 10 },
    { rateBasisPoints: 200, days: 20 },
  ],
};

describe('calendar dates', () => {
  it('knows leap years and month ends', () => {
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
    expect(parseIsoDate('2027-02-29')).toBeNull();
    expect(parseIsoDate('2026-04-31')).toBeNull();
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2027-02-10')).toBe('2027-02-28');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
  });

  it('counts calendar days across the end of March (summer time) without losing a day', () => {
    expect(addDays('2026-03-20', 14)).toBe('2026-04-03');
    expect(addDays('2026-10-20', 14)).toBe('2026-11-03');
  });
});

describe('dueDate', () => {
  it('adds net days in calendar days over February', () => {
    expect(dueDate('2028-02-15', { netDays: 14, discounts: [] })).toBe('2028-02-29');
    expect(dueDate('2027-02-15', { netDays: 14, discounts: [] })).toBe('2027-03-01');
    expect(dueDate('2026-01-31', net30)).toBe('2026-03-02');
  });

  it('counts from the month end for "end of month + 30"', () => {
    const terms = { netDays: 30, fromMonthEnd: true, discounts: [] };
    expect(dueDate('2028-02-03', terms)).toBe('2028-03-30');
    expect(dueDate('2027-02-28', terms)).toBe('2027-03-30');
    expect(dueDate('2026-01-15', terms)).toBe('2026-03-02');
  });

  it('runs on to the month end for "30 jours fin de mois"', () => {
    const terms = { netDays: 30, toMonthEnd: true, discounts: [] };
    expect(dueDate('2026-01-15', terms)).toBe('2026-02-28');
    expect(dueDate('2028-01-15', terms)).toBe('2028-02-29');
    expect(dueDate('2026-01-31', terms)).toBe('2026-03-31');
  });

  it('takes a printed due date, 29 February included, and refuses one that does not exist', () => {
    expect(dueDate('2028-01-20', { dueDate: '2028-02-29', discounts: [] })).toBe('2028-02-29');
    expect(() => dueDate('2027-01-20', { dueDate: '2027-02-29', discounts: [] })).toThrow(
      /calendar date/,
    );
  });

  it('falls back to the last discount deadline, then to the invoice date', () => {
    expect(dueDate('2026-05-01', { discounts: [{ rateBasisPoints: 200, days: 8 }] })).toBe(
      '2026-05-09',
    );
    expect(dueDate('2026-05-01', { discounts: [] })).toBe('2026-05-01');
  });
});

describe('discountFor', () => {
  const invoice = { invoiceDate: '2026-03-01', amountMinor: 119_00, terms: tiered };

  it('takes the best tier whose deadline is on or after the pay date', () => {
    expect(discountFor(invoice, '2026-03-01')).toEqual({
      amountMinor: 3_57,
      tier: tiered.discounts[0],
      deadline: '2026-03-11',
    });
    expect(discountFor(invoice, '2026-03-11')?.amountMinor).toBe(3_57);
    expect(discountFor(invoice, '2026-03-12')).toEqual({
      amountMinor: 2_38,
      tier: tiered.discounts[1],
      deadline: '2026-03-21',
    });
  });

  it('gives nothing once the last deadline has passed', () => {
    expect(discountFor(invoice, '2026-03-22')).toBeNull();
    expect(discountFor({ ...invoice, terms: net30 }, '2026-03-01')).toBeNull();
  });

  it('takes a tier given as a printed date, inclusive', () => {
    const dated = {
      ...invoice,
      terms: { discounts: [{ rateBasisPoints: 200, date: '2028-02-29' }] },
    };
    expect(discountFor(dated, '2028-02-29')?.deadline).toBe('2028-02-29');
    expect(discountFor(dated, '2028-03-01')).toBeNull();
  });

  it("takes the rate on a tier's own base when the invoice names one", () => {
    const based = {
      ...invoice,
      terms: { discounts: [{ rateBasisPoints: 300, days: 10, baseMinor: 100_00 }] },
    };
    expect(discountFor(based, '2026-03-05')?.amountMinor).toBe(3_00);
  });

  it('rounds half away from zero in minor units', () => {
    expect(percentOf(1_25, 200)).toBe(3); // 2.5 cents -> 3
    expect(percentOf(1_24, 200)).toBe(2); // 2.48 -> 2
    expect(percentOf(-1_25, 200)).toBe(-3); // a credit note rounds the same way
    expect(percentOf(999_999_999_99, 250)).toBe(25_000_000_00);
    expect(() => percentOf(1.5, 200)).toThrow(/minor units/);
  });
});
