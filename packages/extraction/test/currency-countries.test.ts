import { describe, expect, it } from 'vitest';
import { detectCurrency, findAmounts } from '../src/index.js';
import { currencyConfidence } from '../src/fields/calibration.js';
import { fromTokens } from '../src/from-tokens.js';
import { parseNumber } from '../src/parse/amount.js';
import { printsThousandths, readingPage } from '../src/parse/three-decimals.js';
import { layoutTokens } from './helpers/layout.js';

describe('currency signs and words of other countries', () => {
  it.each([
    ['TOTAL A PAGAR:  S/ 89.00\nEFECTIVO: S/ 100.00', 'PEN'],
    ['TOTAL RP 125.000\nBAYAR RP 150.000', 'IDR'],
    ['Montant (DT)\nTotal TTC 1451.000', 'TND'],
    ['Total TTC : 1 451,000 DT', 'TND'],
    ['Total KWD 12.500', 'KWD'],
    ['Total US$ 1,200.00', 'USD'],
    ['HK$120.00  HK$ 30.00', 'HKD'],
    ['Subtotal S$ 12.00', 'SGD'],
    ['Total RD$ 5,000.00', 'DOP'],
  ])('%s → %s', (text, code) => {
    expect(detectCurrency(text)?.code).toBe(code);
  });

  it('"DT" before a number may be a date, no dinar', () => {
    expect(detectCurrency('DT 12/05/2023\nTotal 40.00')).toBeNull();
  });
});

describe('"$" on a page of a peso country', () => {
  it.each([
    [
      'CUIT: 27270194058\nCondición frente al IVA: Responsable Monotributo\nImporte Total: $5.000,00',
      'ARS',
    ],
    ['RFC: GODE561231GR8\nTotal $1,160.00', 'MXN'],
    ['R.U.T.: 76.123.456-7\nTotal $ 11.900', 'CLP'],
    ['NIT: 900.123.456-7\nTotal $ 119.000', 'COP'],
  ])('%s → %s', (text, code) => {
    const found = detectCurrency(text);
    expect(found?.code).toBe(code);
    // One cue (a shared sign read through the country): well below the export band.
    expect(currencyConfidence(found!)).toBeLessThan(0.7);
  });

  it('stays the US dollar without a strong cue, beside another country, or where USD is printed', () => {
    expect(detectCurrency('Albuquerque, New Mexico\nTotal $40.00')?.code).toBe('USD');
    // El Salvador's NIT has another shape; the dollar is its currency.
    expect(detectCurrency('NIT:0614-250399-102-7\nTotal a pagar $757.32')?.code).toBe('USD');
    expect(detectCurrency('CUIT 30-12345678-9\nTotal USD 100.00 ($100.00)')?.code).toBe('USD');
    expect(detectCurrency('CUIT 30-12345678-9\nTotal US$ 100.00')?.code).toBe('USD');
    expect(detectCurrency('CUIT 30-12345678-9\nRFC: GODE561231GR8\nTotal $100.00')?.code).toBe(
      'USD',
    );
  });
});

describe('three decimals on a dinar page', () => {
  it('a dinar page whose figures end on three digits reads them as thousandths', () => {
    const text = 'Montant (DT)\nMontant HT 1250.000\nTVA (19%) 237.500\nTotal TTC 1451.000';
    expect(printsThousandths(text)).toBe(true);
    readingPage(text, () => {
      expect(findAmounts('TVA (19%) 237.500').map((a) => a.value)).toEqual([237.5]);
      expect(findAmounts('1250.000 | 1,250.000 | 1.250').map((a) => a.value)).toEqual([
        1250, 1250, 1.25,
      ]);
      // The same mark twice groups thousands.
      expect(parseNumber('1.250.000')?.value).toBe(1250000);
    });
    // Outside the page's reading, three digits after a point are thousands again.
    expect(parseNumber('237.500')?.value).toBe(237500);
  });

  it('neither the currency alone nor the figures alone make a page of thousandths', () => {
    expect(printsThousandths('Total 12.500,00 TND\nTVA 1.995,00 TND')).toBe(false);
    expect(printsThousandths('TOTAL RP 125.000\nBAYAR RP 150.000')).toBe(false);
  });

  it('reads a dinar summary table to its net, tax and total', () => {
    const out = fromTokens(
      layoutTokens([
        [
          [60, 'Description'],
          [380, 'Montant (DT)'],
        ],
        [
          [60, 'Montant HT'],
          [380, '1250.000'],
        ],
        [
          [60, 'TVA (19%)'],
          [380, '237.500'],
        ],
        [
          [60, 'Total TTC'],
          [380, '1487.500'],
        ],
      ]),
      'text',
    );
    expect(out.fields.currency?.value).toBe('TND');
    expect(out.fields.net_amount?.value).toBe(1250);
    expect(out.fields.tax_amount?.value).toBe(237.5);
    expect(out.fields.total_amount?.value).toBe(1487.5);
  });
});
