import { describe, expect, it } from 'vitest';
import { validateField } from '../src/field-rules';

const IBAN_PATTERN = '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$';
const iban = { control_name: 'iban', label: 'IBAN', min_len: 15, max_len: 34, regex: IBAN_PATTERN };
const swift = { control_name: 'swift_code', label: 'SWIFT', min_len: 8, max_len: 11 };

describe('IBAN and BIC fields', () => {
  it('accept a real IBAN and BIC', () => {
    expect(validateField(iban, 'DE89370400440532013000')).toBeNull();
    expect(validateField(swift, 'DEUTDEFF')).toBeNull();
  });

  it('refuse a wrong check digit after the regex step, without repeating the value', () => {
    const error = validateField(iban, 'DE88370400440532013000');
    expect(error?.key).toBe('label_bank_identifier_is_invalid');
    expect(error?.fallback).toMatch(/mod 97/);
    expect(error?.fallback).not.toContain('DE88');
    // The metadata's own rules come first: a lower-case value fails the regex, not the check.
    expect(validateField(iban, 'de88370400440532013000')?.key).toBe('label_format_is_invalid');
  });

  it('refuse an IBAN of the wrong length for its country and a malformed BIC', () => {
    expect(validateField(iban, 'DE8937040044053201300012')?.fallback).toMatch(/length/);
    expect(validateField(swift, 'DEUT1EFF')?.key).toBe('label_bank_identifier_is_invalid');
  });

  it('leave fields that are not IBANs or BICs to their metadata', () => {
    expect(
      validateField({ control_name: 'account_number', min_len: 6 }, '50100234567890'),
    ).toBeNull();
    expect(validateField({ control_name: 'ifsc_code' }, 'HDFC0001234')).toBeNull();
  });
});
