import { InvoiceMatchSchema, MASTER_ICONS } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import {
  FIXED_CATEGORY_FORM,
  FIXED_LOOKUP_FORM,
} from '../src/features/master/components/fixed-master-forms';
import { REFERENCE_SAMPLE_MATCH } from '../src/features/invoices/review/reference-sample';

const fields = (form: typeof FIXED_CATEGORY_FORM) =>
  Object.values(form.meta_data).flatMap((section) => section.fields);

describe('what the spec fixes, for a backend without our extras', () => {
  it('the master dialogs have exactly the documented fields', () => {
    const category = fields(FIXED_CATEGORY_FORM);
    expect(category.map((f) => f.control_name)).toEqual(['name', 'status', 'icon']);
    expect(category.find((f) => f.control_name === 'name')?.required).toBe(true);
    const icon = category.find((f) => f.control_name === 'icon');
    expect(icon && 'options' in icon ? icon.options?.map((o) => o.value) : []).toEqual([
      ...MASTER_ICONS,
    ]);
    expect(fields(FIXED_LOOKUP_FORM).map((f) => f.control_name)).toEqual([
      'name',
      'code',
      'code_2',
      'code_3',
      'code_4',
      'code_5',
      'description',
      'status',
    ]);
  });

  it("the reference demo's sample is a valid match whose figures agree with its lines", () => {
    const match = InvoiceMatchSchema.parse(REFERENCE_SAMPLE_MATCH);
    const lines = match.po!.lines;
    const received = lines.reduce((sum, l) => sum + Math.min(l.received_quantity, l.quantity), 0);
    const ordered = lines.reduce((sum, l) => sum + l.quantity, 0);
    expect(Math.round((received / ordered) * 1000) / 10).toBe(match.receipt_rate);
    const matched = match.lines.filter((l) => l.matched).length;
    expect(Math.round((matched / match.lines.length) * 1000) / 10).toBe(match.match_rate);
    expect([match.po!.tab, match.po!.usage]).toEqual(['active', 'partially_used']);
    expect(match.mrns.map((m) => m.status)).toEqual(['fully_received', 'partially_received']);
  });
});
