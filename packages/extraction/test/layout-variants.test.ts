import { afterAll, describe, expect, it } from 'vitest';
import { sampleInvoices } from '@procure/fixtures/invoices';
import {
  BASELINE_TRAITS,
  closeLayoutBrowser,
  layoutOfSample,
  printedInvoice,
  renderLayoutPdf,
  TRAIT_NAMES,
  TRAIT_VALUES,
  type LayoutTraits,
} from '@procure/fixtures/layouts';
import { extractInvoice, terminateOcr } from '../src/index.js';

// producer=no-text-map and text-as-image are read by OCR, whose worker would outlive the file.
afterAll(async () => {
  await terminateOcr();
  await closeLayoutBrowser();
});

/**
 * A regression guard for line items on generated layouts (issue 23 §1): the fixtures' own sample
 * invoices printed in every single trait value of the layout generator, read through the PDF
 * path. Every trait value reads every sample's lines exactly, and is asserted so; that includes
 * what real PDF producers do to the text layer (`producer`: runs printed over themselves, words
 * placed by TJ kerning, Tc/Tz spacing, pages stored turned by /Rotate 90 or drawn as a scaled form
 * XObject, fonts without a text map and tables as images read by OCR, Type 3 fonts read as text
 * where their glyph names are standard and by OCR where they are invented, and a page written as
 * HTML and printed by headless Chromium), a table printed in two
 * titled sections (`sections`), a VAT summary under the totals and credit notes (`document`:
 * amounts positive, or negative with a leading minus, a trailing minus or in parentheses).
 * What the corpus's own data still misreads in these layouts is measured by `npm run
 * bench:layouts` (docs/decisions.md, "Layout-variation bench" and the sections after it).
 */
const CASES: Array<[string, LayoutTraits]> = [['baseline', BASELINE_TRAITS]];
for (const trait of TRAIT_NAMES)
  for (const value of TRAIT_VALUES[trait])
    if (value !== BASELINE_TRAITS[trait])
      CASES.push([`${trait}=${value}`, { ...BASELINE_TRAITS, [trait]: value }]);

// glyph-names: Type 3 fonts of invented glyph names, whose text layer is judged unreadable.
const OCR_PRODUCERS = new Set<LayoutTraits['producer']>([
  'no-text-map',
  'text-as-image',
  'glyph-names',
]);

const cents = (values: number[]): number[] =>
  values.map((v) => Math.round(v * 100)).sort((a, b) => a - b);

describe('line items of the samples in generated layouts', () => {
  it.each(CASES)(
    '%s: every sample reads exactly its line amounts',
    async (_name, traits) => {
      // Pages in fonts without a text map or with the table as an image are read by OCR (seconds
      // a page): one sample shows each.
      const samples = OCR_PRODUCERS.has(traits.producer)
        ? sampleInvoices().slice(0, 1)
        : sampleInvoices();
      for (const [i, sample] of samples.entries()) {
        const invoice = layoutOfSample(sample);
        // The sample's index picks between a trait's equivalent forms (e.g. "12,50 €" or "EUR 12.50").
        const bytes = await renderLayoutPdf(invoice, traits, { variant: i });
        const result = await extractInvoice(bytes, 'application/pdf');
        const found = cents(result.line_items.map((l) => Number(l.amount?.value ?? NaN)));
        // As printed: a credit note's amounts negative where the layout prints them so.
        const printed = printedInvoice(invoice, traits, i);
        const expected = cents(printed.lines.map((l) => l.amount));
        expect(found, sample.id).toEqual(expected);
      }
    },
    // A hang detector: the browser form alone took 26 s in a quiet CI run with two workers.
    60_000,
  );
});
