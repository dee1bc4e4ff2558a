import { renderInvoicePdf, sampleInvoices, type SampleInvoice } from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { extractInvoice, HEADER_FIELDS, type ExtractionResult } from '../src/index.js';

const HEADER = HEADER_FIELDS;

function expectHeader(result: ExtractionResult, sample: SampleInvoice): void {
  for (const field of HEADER) {
    const expected = sample[field];
    if (expected === null) continue;
    expect({ field, value: result.fields[field]?.value }).toEqual({ field, value: expected });
  }
}

describe('text-layer extraction of generated invoices', () => {
  it.each(sampleInvoices().map((s) => [s.id, s] as const))(
    '%s: every header field and line amount',
    async (_id, sample) => {
      const result = await extractInvoice(await renderInvoicePdf(sample), 'application/pdf');
      expect(result.source).toBe('text');
      expectHeader(result, sample);
      expect(result.line_items.map((l) => l.amount?.value)).toEqual(
        sample.line_items.map((l) => l.amount),
      );
      expect(result.timings.per_page_ms).toHaveLength(result.pages);
    },
  );

  it('reads every column of the item table', async () => {
    const sample = sampleInvoices().find((s) => s.id === 'nl-table-eur')!;
    const result = await extractInvoice(await renderInvoicePdf(sample), 'application/pdf');
    const read = result.line_items.map((l) => ({
      description: l.description?.value,
      quantity: l.quantity?.value,
      unit_price: l.unit_price?.value,
      tax_rate: l.tax_rate?.value,
      amount: l.amount?.value,
    }));
    expect(read).toEqual(sample.line_items);
  });

  it('gives boxes and pages, and high confidence only where arithmetic agrees', async () => {
    const sample = sampleInvoices().find((s) => s.layout === 'multipage')!;
    const result = await extractInvoice(await renderInvoicePdf(sample), 'application/pdf');
    expect(result.pages).toBeGreaterThan(1);
    const total = result.fields.total_amount!;
    expect(total.page).toBe(result.pages);
    expect(total.box).not.toBeNull();
    expect(total.confidence).toBeGreaterThanOrEqual(0.9);
    expect(result.fields.invoice_number?.page).toBe(1);
  });

  it('reads a credit note as negative amounts', async () => {
    const sample = sampleInvoices().find((s) => s.is_credit_note)!;
    const result = await extractInvoice(await renderInvoicePdf(sample), 'application/pdf');
    expect(result.fields.total_amount?.value).toBe(sample.total_amount);
    expect(Number(result.fields.net_amount?.value)).toBeLessThan(0);
  });
});
