import { describe, expect, it } from 'vitest';
import {
  clearError,
  isBlank,
  requiredOnChange,
  validateField,
  validateFields,
} from '../src/field-rules';

const field = {
  control_name: 'po_number',
  label: 'PO Number',
  required: true,
  min_len: 3,
  max_len: 6,
  regex: '^PO',
};

describe('metadata-driven validation', () => {
  it('checks required first and gives the literal translation key', () => {
    expect(validateField(field, '  ')).toMatchObject({
      key: 'label_is_required',
      values: { label: 'PO Number' },
    });
    expect(validateField({ ...field, required: false }, '')).toBeNull();
  });

  it('then min_len, max_len and regex, keeping the first error only', () => {
    expect(validateField(field, 'x')).toMatchObject({
      key: 'label_must_be_atleast{n}_characters',
      values: { n: 3 },
    });
    expect(validateField(field, 'PO-12345')).toMatchObject({
      key: 'label_must_not_exceed_{n} characters',
      values: { n: 6 },
    });
    expect(validateField(field, 'XX-1')).toMatchObject({ key: 'label_format_is_invalid' });
    expect(validateField(field, 'PO-1')).toBeNull();
  });

  it('counts nothing, blank text, an empty list and an unticked checkbox as blank', () => {
    for (const value of [null, undefined, '', '  ', [], false]) expect(isBlank(value)).toBe(true);
    for (const value of ['a', 0, true, ['x'], {}]) expect(isBlank(value)).toBe(false);
  });

  it('requires a required checkbox to be ticked and lets an optional one stay unticked', () => {
    const box = { control_name: 'accepts_terms', label: 'Terms', required: true };
    expect(validateField(box, false)?.key).toBe('label_is_required');
    expect(validateField(box, true)).toBeNull();
    expect(validateField({ ...box, required: false }, false)).toBeNull();
    expect(requiredOnChange(box, false)).toBe('Terms is required');
  });

  it('falls back to the control name when there is no label', () => {
    expect(validateField({ control_name: 'vendorId', required: true }, null)?.values.label).toBe(
      'vendorId',
    );
  });

  it('validates visible fields only, keyed by control name', () => {
    const errors = validateFields(
      [
        field,
        { control_name: 'hidden', required: true, is_visible: false },
        { control_name: 'notes' },
      ],
      { po_number: '' },
    );
    expect(Object.keys(errors)).toEqual(['po_number']);
  });

  it('ignores a broken regex from metadata', () => {
    expect(validateField({ control_name: 'a', regex: '([' }, 'anything')).toBeNull();
  });

  it('has the on-change rule and clears an edited field', () => {
    expect(requiredOnChange({ control_name: 'email', label: 'Email', required: true }, ' ')).toBe(
      'Email is required',
    );
    expect(
      requiredOnChange({ control_name: 'email', label: 'Email', required: true }, 'a'),
    ).toBeNull();
    expect(clearError({ a: 1, b: 2 }, 'a')).toEqual({ b: 2 });
  });
});
