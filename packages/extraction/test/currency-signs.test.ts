import { describe, expect, it } from 'vitest';
import { detectCurrency, findAmounts } from '../src/index.js';
import { isCurrencyWord } from '../src/parse/currency.js';
import { rowNumbers } from '../src/fields/row-numbers.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

describe('currency signs beyond € $ £ ₹ ¥', () => {
  it.each([
    ['Item  ₱100.00\nTotal  ₱175.00', 'PHP'],
    ['합계 ₩12,000', 'KRW'],
    ['Toplam 1.250,00 ₺', 'TRY'],
    ['Prix TTC  6.50€  12,00€', 'EUR'],
    ['SUBTOTAL Q.  516.67\nTOTAL Q.  516.67', 'GTQ'],
    ['Razem 100,00 zł', 'PLN'],
    ['Celkem 1 200 Kč', 'CZK'],
    ['Összesen 12 500 Ft', 'HUF'],
    ['Total R$ 1.234,56', 'BRL'],
  ])('%s → %s', (text, code) => {
    expect(detectCurrency(text)?.code).toBe(code);
  });

  it('names no currency for a shared or unit-like sign', () => {
    // "kr" is the Danish, Norwegian, Swedish or Icelandic crown; "ft" in lower case a foot.
    expect(detectCurrency('Summe 100 kr')).toBeNull();
    expect(detectCurrency('Cable 5 ft')).toBeNull();
    // A sign glued to letters is part of a name; cents are no currency.
    expect(detectCurrency('Pay with $ave-More, 50¢ off')).toBeNull();
  });

  it('reads an amount beside any currency sign, before or after it', () => {
    expect(findAmounts('₱100.00').map((a) => [a.value, a.currency])).toEqual([[100, 'PHP']]);
    expect(findAmounts('6.50€').map((a) => [a.value, a.currency])).toEqual([[6.5, 'EUR']]);
    expect(findAmounts('100,00 zł').map((a) => [a.value, a.currency])).toEqual([[100, 'PLN']]);
  });

  it('marks row numbers with any sign as money', () => {
    const [line] = buildLines(layoutTokens([[[50, 'Item 2 ₱50.00 ₩1,200 6.50€ 100zł 5ft']]]));
    const nums = rowNumbers(line!, '.');
    expect(nums.map((n) => [n.values[0], n.currency, n.unit])).toEqual([
      [2, false, false],
      [50, true, false],
      [1200, true, false],
      [6.5, true, false],
      [100, true, false],
      [5, false, true],
    ]);
  });

  it('knows currency words as printed', () => {
    for (const w of ['€', '₱', 'zł', 'Kč', 'Ft', 'kr', 'Q.', 'R$', 'eur', 'DKK']) {
      expect(isCurrencyWord(w), w).toBe(true);
    }
    for (const w of ['ft', 'Q', 'kg', 'pcs', '¢']) expect(isCurrencyWord(w), w).toBe(false);
  });
});

describe('currency signs where OCR words and learned columns are read', () => {
  it('keeps a faint OCR word shaped as an amount with any sign, before or after', async () => {
    const { keepOcrWord } = await import('../src/ocr/word-filter.js');
    for (const w of ['₱100.00', '€12,50', '12,50€', '$1,234.00'])
      expect(keepOcrWord(w, 5), w).toBe(true);
    expect(keepOcrWord('P100', 5)).toBe(false);
  });
});
