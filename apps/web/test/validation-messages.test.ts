import { validateField } from '@procure/forms';
import { describe, expect, it } from 'vitest';
import { translate } from '../src/lib/i18n/interpolate';

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

describe('validation messages on screen', () => {
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
});
