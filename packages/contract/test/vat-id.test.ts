import { describe, expect, it } from 'vitest';
import { VatIdSchema } from '../src';

describe('a company VAT id', () => {
  it('takes an EU-style id as printed, spaces and dots dropped', () => {
    expect(VatIdSchema.parse('DE 123.456-789')).toBe('DE123456789');
  });

  it('takes an Indian GSTIN, which starts with the state digits', () => {
    expect(VatIdSchema.parse('29aabcu9603r1zm')).toBe('29AABCU9603R1ZM');
  });

  it('refuses what is neither', () => {
    expect(VatIdSchema.safeParse('123').success).toBe(false);
    expect(VatIdSchema.safeParse('29AABCU9603R1Z').success).toBe(false);
  });
});
