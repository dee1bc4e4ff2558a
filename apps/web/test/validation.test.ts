import { describe, expect, it } from 'vitest';
import { translate } from '../src/lib/i18n/interpolate';
import { clearError, requiredOnChange, validateField, validateFields } from '../src/lib/validation';

// The English values the translate endpoint serves for these keys.
const dictionary = {
  validation: {
    label_is_required: '{label} is required',
    label_format_is_invalid: '{label} format is invalid',
    'label_must_be_atleast{n}_characters': '{label} must be at least {n} characters',
    'label_must_not_exceed_{n} characters': '{label} must not exceed {n} characters',
  },
};

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

  it('falls back to the control name when there is no label', () => {
    expect(validateField({ control_name: 'vendorId', required: true }, null)?.values.label).toBe(
      'vendorId',
    );
  });

  it('translates to the spec texts, with an English fallback when keys are missing', () => {
    const message = validateField(field, 'x')!;
    expect(translate(dictionary, 'validation', message.key, message.fallback, message.values)).toBe(
      'PO Number must be at least 3 characters',
    );
    expect(translate({}, 'validation', message.key, message.fallback, message.values)).toBe(
      'PO Number must be at least 3 characters',
    );
    expect(translate({}, 'validation', 'unknown_key')).toBe('unknown_key');
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
