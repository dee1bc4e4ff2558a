import { describe, expect, it } from 'vitest';
import { numericFieldValue } from '../src';

// A review save's number reading, for typed text and for amounts clicked on the page.
describe('numericFieldValue', () => {
  it.each([
    ['1234.5', 1234.5],
    [' 1,234.50 ', 1234.5],
    ['-3', -3],
    ['.5', 0.5],
    ['1,234', 1234],
    ['1.234', 1.234],
    ['1,234,567.89', 1234567.89],
    ['1.234,50', 1234.5],
    ['1.234.567', 1234567],
    ['12,5', 12.5],
    ['1 234,50', 1234.5],
    ["1'234.50", 1234.5],
    ['$6,112.47', 6112.47],
    ['-$5.00', -5],
    ['$-5.00', -5],
    ['1.234,50 €', 1234.5],
    ['EUR 1.234,50', 1234.5],
    ['1,234.50 USD', 1234.5],
    ['US$12', 12],
    ['RM1.00', 1],
  ])('reads %j as %d', (text, number) => {
    expect(numericFieldValue(text)).toBe(number);
  });

  it.each(['twelve', 'a few', 'INV1234', '1,23.4', '12-34', 'USD', '$', '1e5', '1.234.5'])(
    'leaves %j as text (the caller refuses it)',
    (text) => {
      expect(numericFieldValue(text)).toBe(text);
    },
  );

  it('keeps numbers and null, and reads empty text as null', () => {
    expect(numericFieldValue(7)).toBe(7);
    expect(numericFieldValue(null)).toBeNull();
    expect(numericFieldValue('  ')).toBeNull();
  });
});
