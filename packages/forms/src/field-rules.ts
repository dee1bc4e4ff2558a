import { bankIdentifierProblem } from './bank-identifiers';

/** Metadata-driven field validation. Messages are translation keys plus their values, so the
 * screen shows the translated text; a built-in English text stands in when a key is missing. */

export type RuleField = {
  control_name: string;
  label?: string | null;
  required?: boolean;
  is_visible?: boolean;
  min_len?: number | null;
  max_len?: number | null;
  regex?: string | null;
  /** A static source's options: a given answer must be one of them (lookups resolve to one). */
  data_source?: { type: string; options?: readonly { value: string | number }[] } | null;
};

export type ValidationMessage = {
  key: string;
  values: { label: string; n?: number };
  /** English text used when the translation is not loaded. */
  fallback: string;
};

/** No answer given: nothing, blank text, an empty list, or an unticked checkbox (`false`), so a
 * required checkbox (a declaration the vendor must accept) passes only when ticked. An optional
 * checkbox left unticked is blank too, and blank optional fields pass. */
export const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const labelOf = (field: RuleField): string => field.label?.trim() || field.control_name;

/** The keys are literal, placeholders included (the space in the max-length key is part of
 * it); {label} and {n} are filled from the message values. */
export const validationKeys = {
  required: 'label_is_required',
  minLength: 'label_must_be_atleast{n}_characters',
  maxLength: 'label_must_not_exceed_{n} characters',
  format: 'label_format_is_invalid',
  bankIdentifier: 'label_bank_identifier_is_invalid',
  notAnOption: 'label_is_not_an_option',
  onChangeRequired: 'field_is_required',
} as const;

function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    // A broken pattern in metadata must not block the user.
    return null;
  }
}

/** The first failing rule of one field, in the order required, min_len, max_len, regex, then
 * (for IBAN and BIC fields) the bank check, then the offered options. */
export function validateField(field: RuleField, value: unknown): ValidationMessage | null {
  const label = labelOf(field);
  if (isBlank(value)) {
    return field.required
      ? { key: validationKeys.required, values: { label }, fallback: `${label} is required` }
      : null;
  }
  const text = String(value);
  if (field.min_len != null && field.min_len > 0 && text.length < field.min_len) {
    const n = field.min_len;
    return {
      key: validationKeys.minLength,
      values: { label, n },
      fallback: `${label} must be at least ${n} characters`,
    };
  }
  if (field.max_len != null && text.length > field.max_len) {
    const n = field.max_len;
    return {
      key: validationKeys.maxLength,
      values: { label, n },
      fallback: `${label} must not exceed ${n} characters`,
    };
  }
  const pattern = field.regex ? compile(field.regex) : null;
  if (pattern && !pattern.test(text)) {
    return {
      key: validationKeys.format,
      values: { label },
      fallback: `${label} format is invalid`,
    };
  }
  const bankProblem = bankIdentifierProblem(field.control_name, text);
  if (bankProblem) {
    // No translation of the specific reasons yet: the English sentence says which check failed.
    return { key: validationKeys.bankIdentifier, values: { label }, fallback: bankProblem };
  }
  if (!isOffered(field, value)) {
    return {
      key: validationKeys.notAnOption,
      values: { label },
      fallback: `${label} is not one of the options`,
    };
  }
  return null;
}

/** A choice fed by a static source (master lookups included) takes only what it offers; a
 * multiple choice, each of its values. Api sources (places, vendors) are checked where saved. */
function isOffered(field: RuleField, value: unknown): boolean {
  const source = field.data_source;
  if (source?.type !== 'static' || !source.options) return true;
  const offered = new Set(source.options.map((option) => String(option.value)));
  const values = Array.isArray(value) ? value : [value];
  return values.every((one) => offered.has(String(one)));
}

/** Errors of every visible field, keyed by control name (first error per field only). */
export function validateFields(
  fields: readonly RuleField[],
  values: Readonly<Record<string, unknown>>,
): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  for (const field of fields) {
    if (field.is_visible === false) continue;
    const error = validateField(field, values[field.control_name]);
    if (error) errors[field.control_name] = error;
  }
  return errors;
}

/** The vendor form's on-change rule: '{field} is required' for a blank required field. */
export function requiredOnChange(field: RuleField, value: unknown): string | null {
  return field.required && isBlank(value) ? `${labelOf(field)} is required` : null;
}

/** Drops one field's error when the user edits it (errors clear on edit). */
export function clearError<T>(
  errors: Readonly<Record<string, T>>,
  controlName: string,
): Record<string, T> {
  if (!(controlName in errors)) return errors as Record<string, T>;
  const next = { ...errors };
  delete next[controlName];
  return next;
}
