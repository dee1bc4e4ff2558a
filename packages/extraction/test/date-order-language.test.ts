import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { pageLanguage } from '../src/lexicon/page-language.js';
import { findDates, prefersMonthFirst } from '../src/parse/date.js';
import { layoutTokens } from './helpers/layout.js';

describe("numeric dates' order follows the page's language, not only its currency", () => {
  it("tells a page's language by label words only that language prints", () => {
    expect(pageLanguage('Factuur\nFactuurnummer: 12\nSubtotaal (exclusief BTW)')).toBe('nl');
    expect(pageLanguage('Rechnung\nRechnungsnummer 12\nZwischensumme')).toBe('de');
    expect(pageLanguage('Invoice\nInvoice number 12\nAmount due')).toBe('en');
    // One word or shared words ("Total", "Datum") tell nothing.
    expect(pageLanguage('Total 12.00\nDatum 07-05-2015')).toBeNull();
  });

  it('a "$" reads an ambiguous date month-first only on an English or unknown page', () => {
    const dates = findDates('07-05-2015');
    expect(prefersMonthFirst(dates, 'USD')).toBe(true);
    expect(prefersMonthFirst(dates, 'USD', 'en')).toBe(true);
    expect(prefersMonthFirst(dates, 'USD', 'nl')).toBe(false);
    // An unambiguous date on the page still decides.
    expect(prefersMonthFirst(findDates('07-05-2015 12/31/2015'), 'USD', 'nl')).toBe(true);
  });

  it('a Dutch invoice priced in "$" dates "07-05-2015" the 7th of May', () => {
    const f = extractHeader(
      buildLines(
        layoutTokens([
          [[50, 'Factuur']],
          [[50, 'Factuurnummer: 2020001']],
          [[50, 'Datum: 07-05-2015']],
          [
            [50, 'Subtotaal (exclusief BTW)'],
            [400, '$100.00'],
          ],
          [
            [50, 'BTW 21%'],
            [400, '$21.00'],
          ],
          [
            [50, 'Totaal factuurbedrag'],
            [400, '$121.00'],
          ],
        ]),
      ),
      'text',
      null,
    );
    expect(f.invoice_date?.value).toBe('2015-05-07');
  });
});
