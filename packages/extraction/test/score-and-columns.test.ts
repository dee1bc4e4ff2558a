import { describe, expect, it } from 'vitest';
import { matches } from '../src/cli/score.js';
import { extractLineItems } from '../src/fields/line-items.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

describe('bench comparison', () => {
  it('vendor names compare without a trailing legal form on either side', () => {
    expect(matches('vendor_name', 'Free', 'Free SAS')).toBe(true);
    expect(matches('vendor_name', 'Acme Ltd.', 'ACME')).toBe(true);
    expect(matches('vendor_name', 'Acme', 'Acme Tools')).toBe(false);
  });
});

describe('item table columns from the lexicon', () => {
  it('reads a Czech item table (Předmět, Množství, Cena za MJ, Cena celkem)', () => {
    const lines = buildLines(
      layoutTokens([
        [
          [59, 'Kód'],
          [105, 'Předmět plnění'],
          [272, 'Množství'],
          [330, 'Cena za MJ'],
          [400, 'Cena celkem'],
          [470, 'DPH'],
        ],
        [
          [59, '000001'],
          [105, 'Zboží 1'],
          [272, '2,000 ks'],
          [330, '100,000'],
          [400, '200,00'],
          [470, '21%'],
        ],
        [
          [59, '000002'],
          [105, 'Zboží 2'],
          [272, '1,000 ks'],
          [330, '1 000,000'],
          [400, '1 000,00'],
          [470, '21%'],
        ],
      ]),
    );
    const { items } = extractLineItems(lines, 'text');
    expect(items.map((i) => i.amount?.value)).toEqual([200, 1000]);
    expect(items.map((i) => i.description?.value)).toEqual(['Zboží 1', 'Zboží 2']);
  });
});
