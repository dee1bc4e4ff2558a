import { afterAll, describe, expect, it } from 'vitest';
import { sampleInvoices } from '@procure/fixtures/invoices';
import {
  BASELINE_TRAITS,
  closeLayoutBrowser,
  layoutOfSample,
  printedInvoice,
  renderLayoutPdf,
  type LayoutTraits,
} from '@procure/fixtures/layouts';
import { extractInvoice } from '../src/index.js';

afterAll(async () => {
  await closeLayoutBrowser();
});

const browser: LayoutTraits = { ...BASELINE_TRAITS, producer: 'browser' };

/**
 * Invoices a web application prints (issue 23 §1): the samples as HTML pages printed to PDF by
 * headless Chromium (`producer=browser`), where the browser, not the generator, places the
 * text. The layouts below are the ones a browser prints differently from a drawn page: a row's
 * figures centred between the two lines of its wrapped name (odd variants), labels wrapping in
 * a narrow info box, column titles repeated on the next page, cards, and a credit note's SAP
 * minus. Each reads every sample's lines exactly and its number and total.
 */
const CASES: Array<[string, Partial<LayoutTraits>]> = [
  ['baseline', {}],
  ['wrapped names, figures centred', { description: 'wrapped' }],
  ['codes under the names, figures centred', { description: 'code-line' }],
  ['info box of labels', { heading: 'label-column' }],
  ['continued over a page', { pages: 'continued' }],
  ['cards', { columns: 'cards' }],
  ['credit note, trailing minus, German', { document: 'credit-trailing-minus', numbers: 'de' }],
];

describe('invoices printed by a browser', () => {
  it.each(CASES)(
    '%s: every sample reads its lines, number and total',
    async (_name, change) => {
      const traits = { ...browser, ...change };
      for (const [i, sample] of sampleInvoices().entries()) {
        const invoice = layoutOfSample(sample);
        // Odd variants centre a row's figures on its name, as a table cell does by default.
        const variant = 2 * i + 1;
        const bytes = await renderLayoutPdf(invoice, traits, { variant });
        const result = await extractInvoice(bytes, 'application/pdf');
        const printed = printedInvoice(invoice, traits, variant);
        const cents = (values: number[]) =>
          values.map((v) => Math.round(v * 100)).sort((a, b) => a - b);
        expect(cents(result.line_items.map((l) => Number(l.amount?.value))), sample.id).toEqual(
          cents(printed.lines.map((l) => l.amount)),
        );
        expect(result.fields.invoice_number?.value, sample.id).toBe(invoice.invoice_number);
        expect(result.fields.total_amount?.value, sample.id).toBe(printed.total_amount);
      }
    },
    60_000,
  );
});
