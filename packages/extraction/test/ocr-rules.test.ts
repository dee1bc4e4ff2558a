import { describe, expect, it } from 'vitest';
import { restoreDecimalPoints } from '../src/ocr/decimal-points.js';
import type { Token } from '../src/types.js';

const word = (text: string, x: number, y = 100): Token => ({
  text,
  page: 1,
  x,
  y,
  width: text.length * 10,
  height: 20,
});

describe('OCR clean-up', () => {
  it('restores a decimal point OCR dropped between an amount and its cents', () => {
    const out = restoreDecimalPoints([word('Total', 0), word('7', 200), word('00', 214)]);
    expect(out.map((t) => t.text)).toEqual(['Total', '7.00']);
  });

  it('leaves thousands groups, far-apart numbers and other lines alone', () => {
    expect(restoreDecimalPoints([word('1', 0), word('000', 14)]).map((t) => t.text)).toEqual([
      '1',
      '000',
    ]);
    expect(restoreDecimalPoints([word('2', 0), word('10', 60)]).map((t) => t.text)).toEqual([
      '2',
      '10',
    ]);
    expect(
      restoreDecimalPoints([word('7', 0, 100), word('00', 14, 140)]).map((t) => t.text),
    ).toEqual(['7', '00']);
  });

  it('reads a three-digit word with a leading zero as cents ("-001" is -0.01)', () => {
    expect(
      restoreDecimalPoints([word('Rounding', 0), word('-001', 200), word('000', 300)]).map(
        (t) => t.text,
      ),
    ).toEqual(['Rounding', '-0.01', '0.00']);
    expect(restoreDecimalPoints([word('0042', 0), word('100', 100)]).map((t) => t.text)).toEqual([
      '0042',
      '100',
    ]);
  });
});
