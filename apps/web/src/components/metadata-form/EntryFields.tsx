import { Button, H6 } from '@blueprintjs/core';
import { AddIcon, TrashIcon } from '@blueprintjs/icons';
import type { Field, Section } from '@procure/contract';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../lib/i18n/use-translation';
import { dependentsOf, type SubstitutionValues } from './data-source';
import { FieldControl } from './FieldControl';
import { fieldDefaults, type EntryValues, type SectionValues } from './form-values';

type FieldsProps = {
  fields: readonly Field[];
  /** Path prefix of these fields' values, ending in a dot. */
  prefix: string;
  context: SubstitutionValues;
  readOnly?: boolean;
};

/** A grid of fields sharing one value object. Choosing a parent clears the fields that depend
 * on it (country clears state and city; state clears city). */
function FieldGrid({ fields, prefix, context, readOnly }: FieldsProps) {
  const { setValue } = useFormContext<SectionValues>();
  const own = (useWatch({ name: prefix.slice(0, -1) as 'entries' }) ?? {}) as EntryValues;
  const values = { ...own, ...context };
  const clearDependents = (changed: string) => {
    for (const child of dependentsOf(fields, changed))
      setValue(`${prefix}${child}` as 'entries', '' as never, { shouldDirty: true });
  };
  return (
    <div className="metadata-grid">
      {fields.map((field) => (
        <FieldControl
          key={field.control_name}
          field={field}
          name={`${prefix}${field.control_name}`}
          values={values}
          readOnly={readOnly}
          onChanged={clearDependents}
        />
      ))}
    </div>
  );
}

type GroupProps = { group: NonNullable<Section['groups']>[number]; prefix: string } & Omit<
  FieldsProps,
  'fields' | 'prefix'
>;

/** A labelled group (compliance); a repeatable one has Add and remove like entries do. */
function FieldGroupBlock({ group, prefix, context, readOnly }: GroupProps) {
  const t = useT('form');
  const tc = useT('common');
  const name = `${prefix}${group.group}` as 'entries';
  const { control } = useFormContext<SectionValues>();
  const items = useFieldArray({ control, name });
  const groupFields = group.group_fields;
  return (
    <fieldset className="metadata-group" data-testid={`group-${group.group}`}>
      <legend>
        <H6>{t(group.label, group.label)}</H6>
      </legend>
      {!group.is_dynamic_group ? (
        <FieldGrid fields={groupFields} prefix={`${name}.`} context={context} readOnly={readOnly} />
      ) : (
        <>
          {items.fields.map((item, index) => (
            <div key={item.id} className="metadata-entry">
              <FieldGrid
                fields={groupFields}
                prefix={`${name}.${index}.`}
                context={context}
                readOnly={readOnly}
              />
              {!readOnly && items.fields.length > 1 && (
                <Button
                  variant="minimal"
                  intent="danger"
                  icon={<TrashIcon />}
                  text={tc('remove', 'Remove')}
                  onClick={() => items.remove(index)}
                />
              )}
            </div>
          ))}
          {!readOnly && (
            <Button
              icon={<AddIcon />}
              text={tc('add', 'Add')}
              onClick={() => items.append(fieldDefaults(groupFields) as never)}
            />
          )}
        </>
      )}
    </fieldset>
  );
}

/** Every field and group of one entry of a section. */
export function EntryFields(props: {
  section: Section;
  index: number;
  context: SubstitutionValues;
  readOnly?: boolean;
}) {
  const prefix = `entries.${props.index}.`;
  return (
    <>
      {props.section.fields.length > 0 && (
        <FieldGrid
          fields={props.section.fields}
          prefix={prefix}
          context={props.context}
          readOnly={props.readOnly}
        />
      )}
      {(props.section.groups ?? []).map((group) => (
        <FieldGroupBlock
          key={group.group}
          group={group}
          prefix={prefix}
          context={props.context}
          readOnly={props.readOnly}
        />
      ))}
    </>
  );
}
