import { HTMLSelect } from '@blueprintjs/core';
import type { Field, Option } from '@procure/contract';
import { useT } from '../../lib/i18n/use-translation';
import type { SubstitutionValues } from './data-source';
import { SearchableSelect } from './SearchableSelect';
import { useFieldOptions } from './use-field-options';

type Props = {
  id: string;
  field: Field;
  value: unknown;
  values: SubstitutionValues;
  disabled?: boolean;
  placeholder?: string;
  onChange: (value: Option['value'] | '') => void;
};

/** dropdown and select: a native select, or a searchable one for searchable api sources. The
 * stored value is the option's own (a number id stays a number). */
export function ChoiceControl({
  id,
  field,
  value,
  values,
  disabled,
  placeholder,
  onChange,
}: Props) {
  const t = useT('common');
  const { options, loading, waiting, searchable, setSearch } = useFieldOptions(field, values);
  if (searchable) {
    return (
      <SearchableSelect
        id={id}
        value={value}
        options={options}
        disabled={disabled || waiting}
        placeholder={placeholder}
        loading={loading}
        noResults={t('no_results', 'No results')}
        onSearch={setSearch}
        onSelect={(option) => onChange(option.value)}
      />
    );
  }
  const selected = value === null || value === undefined ? '' : String(value);
  return (
    <HTMLSelect
      id={id}
      fill
      value={selected}
      disabled={disabled || waiting}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(options.find((option) => String(option.value) === text)?.value ?? '');
      }}
    >
      <option value="">{loading ? t('loading', 'Loading...') : (placeholder ?? '')}</option>
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
      {/* A saved value the list does not (yet) hold stays selectable rather than lost. */}
      {selected && !options.some((option) => String(option.value) === selected) && (
        <option value={selected}>{selected}</option>
      )}
    </HTMLSelect>
  );
}
