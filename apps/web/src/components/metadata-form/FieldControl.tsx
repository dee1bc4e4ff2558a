import { Checkbox, FormGroup, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import type { Field } from '@procure/contract';
import { isBlank } from '@procure/forms';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { useT } from '../../lib/i18n/use-translation';
import { ChoiceControl } from './ChoiceControl';
import type { SubstitutionValues } from './data-source';
import { FileControl } from './FileControl';
import type { SectionValues } from './form-values';
import { ReadOnlyValue } from './ReadOnlyValue';

type Props = {
  field: Field;
  /** Path of the value in the section form ('entries.0.name', 'entries.0.msme.udyam_number'). */
  name: string;
  values: SubstitutionValues;
  readOnly?: boolean;
  /** Told after a change, so fields that depend on this one can be cleared. */
  onChanged?: (controlName: string) => void;
};

const INPUT_TYPES = new Set(['text', 'email', 'password', 'tel', 'url', 'date', 'number']);

/** One metadata field: a Blueprint control inside a FormGroup, with the label, limits and
 * readonly flag from the metadata (a whole form opened read-only shows its values as text). On change, a blank required field says '{field} is
 * required' and any other error is cleared (errors clear on edit). */
export function FieldControl({ field, name, values, readOnly, onChanged }: Props) {
  const t = useT('form');
  const tv = useT('validation');
  const { control, setError, clearErrors } = useFormContext<SectionValues>();
  const { field: input, fieldState } = useController({ control, name: name as 'entries' });
  const { submitCount } = useFormState({ control });
  if (field.is_visible === false) return null;

  const id = `field-${name.replace(/\./g, '-')}`;
  const label = t(field.label, field.label) || field.control_name;
  const placeholder = field.placeholder ? t(field.placeholder, '') || undefined : undefined;
  const value: unknown = input.value;
  const disabled = readOnly || field.readonly;
  const error = fieldState.error?.message;
  // The label of a required field turns red while it is empty, once the user has been there.
  const missing =
    field.required && isBlank(value) && (fieldState.isTouched || submitCount > 0 || !!error);

  const change = (next: unknown) => {
    input.onChange(next);
    if (field.required && isBlank(next))
      setError(name as 'entries', {
        type: 'required',
        message: tv('field_is_required', '{field} is required', { field: label }),
      });
    else clearErrors(name as 'entries');
    onChanged?.(field.control_name);
  };

  const control_ = (() => {
    // A form opened read-only shows values as text; a file keeps its (disabled) control, which
    // names the stored document.
    if (readOnly && field.type !== 'file')
      return <ReadOnlyValue id={id} field={field} label={label} value={value} values={values} />;
    const text = value === null || value === undefined ? '' : String(value);
    switch (field.type) {
      case 'textarea':
        return (
          <TextArea
            id={id}
            fill
            value={text}
            placeholder={placeholder}
            readOnly={disabled}
            minLength={field.min_len}
            maxLength={field.max_len}
            onChange={(event) => change(event.currentTarget.value)}
            onBlur={input.onBlur}
          />
        );
      case 'dropdown':
      case 'select':
        return (
          <ChoiceControl
            id={id}
            field={field}
            value={value}
            values={values}
            disabled={disabled}
            placeholder={placeholder}
            onChange={change}
          />
        );
      case 'radio':
        return (
          <RadioGroup
            inline
            selectedValue={text}
            disabled={disabled}
            onChange={(event) => change(event.currentTarget.value)}
          >
            {field.options.map((option) => (
              <Radio
                key={String(option.value)}
                value={String(option.value)}
                label={t(option.label, option.label)}
              />
            ))}
          </RadioGroup>
        );
      case 'checkbox':
        return (
          <Checkbox
            id={id}
            checked={value === true}
            disabled={disabled}
            label={label}
            onChange={(event) => change(event.currentTarget.checked)}
          />
        );
      case 'file':
        return (
          <FileControl id={id} field={field} value={value} disabled={disabled} onChange={change} />
        );
      default:
        return (
          <InputGroup
            id={id}
            type={INPUT_TYPES.has(field.type) ? field.type : 'text'}
            value={text}
            placeholder={placeholder}
            readOnly={disabled}
            minLength={field.min_len}
            maxLength={field.max_len}
            min={field.type === 'number' ? field.min : undefined}
            max={field.type === 'number' ? field.max : undefined}
            step={
              field.type === 'number'
                ? (field.step ?? (field.data_type === 'int' ? 1 : 'any'))
                : undefined
            }
            intent={error ? 'danger' : 'none'}
            onValueChange={change}
            onBlur={input.onBlur}
          />
        );
    }
  })();

  return (
    <FormGroup
      className={`metadata-field metadata-field-${field.type} metadata-span-${field.col_span ?? 12}`}
      label={field.type === 'checkbox' && !readOnly ? undefined : label}
      labelFor={field.type === 'radio' ? undefined : id}
      labelInfo={field.required && !readOnly ? <span aria-hidden="true">*</span> : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error}
      data-testid={`field-${field.control_name}`}
      data-missing={missing || undefined}
    >
      {control_}
    </FormGroup>
  );
}
