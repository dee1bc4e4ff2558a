import { describe, expect, it } from 'vitest';
import { detectCurrency, findAmounts, findDates, parseAmount } from '../src/index.js';
import { prefersMonthFirst, resolveDate } from '../src/parse/date.js';

const iso = (text: string): string | undefined => findDates(text)[0]?.iso;

describe('dates in English, German, French and Dutch', () => {
  it.each([
    ['March 5, 2024', '2024-03-05'],
    ['Jan 1, 2022', '2022-01-01'],
    ['August 3 , 2014', '2014-08-03'],
    ['3rd March 2024', '2024-03-03'],
    ['5-Mar-2024', '2024-03-05'],
    ['7. Mai 2014', '2014-05-07'],
    ['14. März 2024', '2024-03-14'],
    ['1. Dezember 2023', '2023-12-01'],
    ['02 Juillet 2015', '2015-07-02'],
    ['1er février 2024', '2024-02-01'],
    ['15 août 2023', '2023-08-15'],
    ['19 april 2014', '2014-04-19'],
    ['29 maart 2014', '2014-03-29'],
    ['3 mei 2024', '2024-05-03'],
    ['14.02.2024', '2024-02-14'],
    ['21.05.14', '2014-05-21'],
    ['31/12/2017', '2017-12-31'],
    ['19-11-2024', '2024-11-19'],
    ['2024-03-05', '2024-03-05'],
    ['2024/03/05', '2024-03-05'],
  ])('%s → %s', (text, expected) => {
    expect(iso(text)).toBe(expected);
  });

  it('reads month-first dates when a part is above 12', () => {
    expect(findDates('03/20/2023')[0]).toMatchObject({ iso: '2023-03-20', order: 'mdy' });
  });

  it('keeps both readings of an ambiguous date and resolves it from the document', () => {
    const [match] = findDates('8-9-2022');
    expect(match).toMatchObject({ iso: '2022-09-08', altIso: '2022-08-09', order: 'ambiguous' });
    expect(resolveDate(match!, false)).toBe('2022-09-08');
    expect(resolveDate(match!, true)).toBe('2022-08-09');
    expect(prefersMonthFirst(findDates('6/18/2017 and 6/24/2017'), null)).toBe(true);
    expect(prefersMonthFirst(findDates('05/03/2024'), 'USD')).toBe(true);
    expect(prefersMonthFirst(findDates('05/03/2024'), 'EUR')).toBe(false);
  });

  it('rejects impossible dates and date ranges glued together', () => {
    expect(findDates('31.02.2024')).toEqual([]);
    expect(findDates('2024-13-01')).toEqual([]);
  });
});

describe('amounts with decimal comma or point', () => {
  it.each([
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1 234,56 €', 1234.56],
    ['€ 2.321,00', 2321],
    ['$4.11', 4.11],
    ['45,93 €', 45.93],
    ['Rs 1939', 1939],
    ["CHF 1'250.00", 1250],
    ['12.50-', -12.5],
    ['(12.00)', -12],
    ['-€147.50', -147.5],
    ['€ -9,32', -9.32],
    ['1.234', 1234],
  ])('%s → %d', (text, value) => {
    expect(parseAmount(text)?.value).toBe(value);
  });

  it('records the currency printed next to the number', () => {
    expect(parseAmount('€ 399,00')?.currency).toBe('EUR');
    expect(parseAmount('29.99 € TTC')?.currency).toBe('EUR');
    expect(parseAmount('Rs. 1,450.00')?.currency).toBe('INR');
    expect(parseAmount('£291.90')?.currency).toBe('GBP');
  });

  it('leaves out percents, dates, ids and account numbers', () => {
    expect(findAmounts('BTW 21%')).toEqual([]);
    expect(findAmounts('21.05.14')).toEqual([]);
    expect(findAmounts('INV-100')).toEqual([]);
    expect(findAmounts('06AABCO6063D1ZQ')).toEqual([]);
    expect(findAmounts('Tax 15% on $ 112.90').map((a) => a.value)).toEqual([112.9]);
  });
});

describe('currency detection', () => {
  it.each([
    ['Total EUR 34,73', 'EUR'],
    ['Totaal € 717,97', 'EUR'],
    ['Grand Total Rs 1939', 'INR'],
    ['Total ₹ 84,669.72', 'INR'],
    ['Balance Due £191.90', 'GBP'],
    ['TOTAL $110.00', 'USD'],
    ['All charges and prices are in US Dollars', 'USD'],
    ['Total CAD 50.00 ($50.00)', 'CAD'],
  ])('%s → %s', (text, code) => {
    expect(detectCurrency(text)?.code).toBe(code);
  });

  it('finds nothing when no currency is printed', () => {
    expect(detectCurrency('Invoice 42 dated 2024-01-01')).toBeNull();
  });
});

describe('labels', () => {
  it('reads a tax word after an amount label as its qualifier', async () => {
    const { findLabels } = await import('../src/fields/label-finder.js');
    const line = (text: string) => ({
      page: 1,
      y: 0,
      height: 10,
      text,
      segments: [{ text, page: 1, x: 0, y: 0, width: 100, height: 10 }],
    });
    const fields = (text: string) =>
      findLabels([line(text)])
        .filter((h) => h.field !== 'other')
        .map((h) => h.field);
    expect(fields('Total (incl. VAT)')).toEqual(['total_amount']);
    expect(fields('Total excl. VAT')).toEqual(['net_amount']);
    expect(fields('Summe ohne MwSt.')).toEqual(['net_amount']);
    expect(fields('MwSt. 19 %')).toEqual(['tax_amount']);
    expect(fields('Order Date')).toEqual([]);
  });
});
