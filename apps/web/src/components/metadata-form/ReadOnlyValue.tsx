import { Text } from '@blueprintjs/core';
import type { Field } from '@procure/contract';
import { EMPTY_VALUE, formatDate } from '../../lib/format';
import { useT } from '../../lib/i18n/use-translation';
import type { SubstitutionValues } from './data-source';
import { useFieldOptions } from './use-field-options';

type Props = {
  id: string;
  field: Field;
  label: string;
  value: unknown;
  values: SubstitutionValues;
};

const CHOICES = new Set(['dropdown', 'select', 'radio']);

/** A choice shows its option's label (the saved value when the list does not hold it). */
function ChoiceText(props: Props) {
  const { options } = useFieldOptions(props.field, props.values);
  const option = options.find((o) => String(o.value) === String(props.value));
  return <Shown {...props} text={option ? option.label : String(props.value)} />;
}

function Shown({ id, field, label, text }: Props & { text: string }) {
  const multiline = field.type === 'textarea';
  return (
    <Text
      tagName="div"
      ellipsize={!multiline}
      className={`metadata-read-only${multiline ? ' metadata-read-only-multiline' : ''}`}
      title={text}
      // A read-only textbox to assistive technology: named by the field's label, not editable.
      {...{ id, role: 'textbox', 'aria-readonly': true, 'aria-label': label }}
    >
      {text}
    </Text>
  );
}

/** A field of a form opened read-only (an approved PO or MRN, a vendor's view): its value as
 * text in the field's place, under its label, instead of a disabled or readOnly control. */
export function ReadOnlyValue(props: Props) {
  const t = useT('common');
  const { field, value } = props;
  if (value === null || value === undefined || value === '')
    return <Shown {...props} text={EMPTY_VALUE} />;
  if (CHOICES.has(field.type)) return <ChoiceText {...props} />;
  if (field.type === 'checkbox')
    return <Shown {...props} text={value === true ? t('yes', 'Yes') : t('no', 'No')} />;
  if (field.type === 'date') return <Shown {...props} text={formatDate(String(value))} />;
  return <Shown {...props} text={String(value)} />;
}
