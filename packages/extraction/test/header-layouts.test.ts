import { describe, expect, it } from 'vitest';
import { sampleInvoices } from '@procure/fixtures/invoices';
import {
  BASELINE_TRAITS,
  layoutOfSample,
  renderLayoutPdf,
  TRAIT_VALUES,
} from '@procure/fixtures/layouts';
import { extractInvoice } from '../src/index.js';

/**
 * The header of the samples printed in every `heading` layout of the generator (issue 23 §2: an
 * info box, labels over values, the number in the title sentence, labels a lexicon lacks, dates
 * with month names, the vendor only at the top right or in the footer, other numbers beside the
 * invoice number), in English, German and French: number, dates, vendor and total read right.
 * Lines are asserted per trait value in layout-variants.test.ts.
 */
const FIELDS = [
  'invoice_number',
  'invoice_date',
  'due_date',
  'vendor_name',
  'total_amount',
] as const;
const CASES = TRAIT_VALUES.heading.flatMap((heading) =>
  (['en', 'de', 'fr'] as const).map((numbers) => [heading, numbers] as const),
);

describe('header fields of the samples in generated header layouts', () => {
  it.each(CASES)(
    'heading=%s numbers=%s: number, dates, vendor and total read right',
    async (heading, numbers) => {
      for (const [i, sample] of sampleInvoices().entries()) {
        const invoice = layoutOfSample(sample);
        const traits = { ...BASELINE_TRAITS, heading, numbers };
        const bytes = await renderLayoutPdf(invoice, traits, { variant: i });
        const { fields } = await extractInvoice(bytes, 'application/pdf');
        const read = Object.fromEntries(FIELDS.map((f) => [f, fields[f]?.value ?? null]));
        const truth: Record<string, unknown> = { ...invoice };
        const want = Object.fromEntries(FIELDS.map((f) => [f, truth[f] ?? null]));
        // Known gap, nothing read rather than a wrong value: "Référence" (French, second set)
        // also heads a customer's or an order's reference, so it names no invoice number.
        if (heading === 'unknown-labels' && numbers === 'fr' && i % 3 === 1)
          want.invoice_number = null;
        expect(read, sample.id).toEqual(want);
      }
    },
    30_000,
  );
});
