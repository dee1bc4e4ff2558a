import { describe, expect, it } from 'vitest';
import { sampleInvoices } from '@procure/fixtures/invoices';
import {
  BASELINE_TRAITS,
  layoutOfSample,
  printedInvoice,
  renderLayoutPdf,
  TRAIT_VALUES,
} from '@procure/fixtures/layouts';
import { extractInvoice } from '../src/index.js';

/**
 * The samples printed as credit notes in every `document` style of the generator (issue 23 §2:
 * amounts positive under a credit note's title, or negative with a leading minus, SAP's trailing
 * minus or accounting parentheses), in English, German and French (each with its two titles):
 * the amounts read as printed, vendor and number as on an invoice, and the type a credit note at
 * ≥ 0.9 from the title.
 */
// The vendor and number too: a credit note's title is neither a company name nor its number.
const FIELDS = [
  'vendor_name',
  'invoice_number',
  'net_amount',
  'tax_amount',
  'total_amount',
  'amount_due',
] as const;
const CASES = TRAIT_VALUES.document.flatMap((document) =>
  (['en', 'de', 'fr'] as const).map((numbers) => [document, numbers] as const),
);
const cents = (values: number[]): number[] =>
  values.map((v) => Math.round(v * 100)).sort((a, b) => a - b);

describe('credit notes of the samples in generated layouts', () => {
  it.each(CASES)(
    'document=%s numbers=%s: amounts as printed, the type from the title',
    async (document, numbers) => {
      for (const [i, sample] of sampleInvoices().entries()) {
        const invoice = layoutOfSample(sample);
        const traits = { ...BASELINE_TRAITS, document, numbers };
        const printed = printedInvoice(invoice, traits, i);
        const bytes = await renderLayoutPdf(invoice, traits, { variant: i });
        const result = await extractInvoice(bytes, 'application/pdf');
        const read = Object.fromEntries(FIELDS.map((f) => [f, result.fields[f]?.value ?? null]));
        expect(read, sample.id).toEqual(Object.fromEntries(FIELDS.map((f) => [f, printed[f]])));
        const lines = cents(result.line_items.map((l) => Number(l.amount?.value ?? NaN)));
        expect(lines, sample.id).toEqual(cents(printed.lines.map((l) => l.amount)));
        const type = result.document_type_field;
        expect(type?.value, sample.id).toBe(document === 'invoice' ? 'invoice' : 'credit_note');
        expect(type?.confidence ?? 0, sample.id).toBeGreaterThanOrEqual(0.9);
      }
    },
    30_000,
  );
});
