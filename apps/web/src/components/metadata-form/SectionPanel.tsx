import { Button, Card, Collapse, Tag } from '@blueprintjs/core';
import {
  AddIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  LockIcon,
  TickCircleIcon,
  TrashIcon,
} from '@blueprintjs/icons';
import type { Issue, Section } from '@procure/contract';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { titleCase } from '../list/table-cells';
import { useT, useValidationText } from '../../lib/i18n/use-translation';
import type { SubstitutionValues } from './data-source';
import { EntryFields } from './EntryFields';
import {
  emptyEntry,
  issueFieldPath,
  parseEntry,
  sectionIssues,
  type EntryValues,
  type SectionValues,
} from './form-values';

/** What saving a section gave: the saved entries (with their ids), or the server's issues. */
export type SaveOutcome = { ok: true; entries?: EntryValues[] } | { ok: false; issues?: Issue[] };

export type SectionPanelProps = {
  name: string;
  section: Section;
  entries: EntryValues[];
  open: boolean;
  locked: boolean;
  complete: boolean;
  context: SubstitutionValues;
  readOnly?: boolean;
  onToggle: () => void;
  onSave: (entries: EntryValues[]) => Promise<SaveOutcome>;
  onSaved: () => void;
  /** Removes a saved entry on the server; true when it is gone. */
  onRemoveSaved?: (entry: EntryValues) => Promise<boolean>;
  /** The save button's text once the data has no id yet (default Next). */
  submitText?: string;
  /** Told when the browser's own check finds errors (nothing is sent). */
  onInvalid?: () => void;
};

/** One section of the accordion: its header (title, Complete or Locked badge), its entries (Add
 * and remove for repeatable ones) and Next, or Update once the data has an id. */
export function SectionPanel(props: SectionPanelProps) {
  const { section, locked, complete, readOnly } = props;
  const t = useT('common');
  const tf = useT('form');
  const text = useValidationText();
  const form = useForm<SectionValues>({ defaultValues: { entries: props.entries } });
  const entries = useFieldArray({ control: form.control, name: 'entries' });
  const firstId = useWatch({ control: form.control, name: 'entries.0.id' as 'entries' });
  const [saving, setSaving] = useState(false);
  // A section of another backend may have no label: its key, title-cased, names it.
  const title = section.label ? tf(section.label, section.label) : titleCase(props.name);
  const headerId = `section-${props.name}`;

  const showIssues = (paths: { path: string; message: string }[]) => {
    for (const issue of paths) form.setError(issue.path as 'entries', { message: issue.message });
    const first = paths[0];
    if (first) form.setFocus(first.path as 'entries');
  };

  // Run through handleSubmit so the form counts the attempt (empty required labels turn red).
  const next = async ({ entries: values }: SectionValues) => {
    form.clearErrors();
    const issues = sectionIssues(section, values, (key) => tf(key, key), text);
    if (issues.length) {
      showIssues(issues);
      props.onInvalid?.();
      return;
    }
    setSaving(true);
    const outcome = await props.onSave(values.map((entry) => parseEntry(section, entry)));
    setSaving(false);
    if (!outcome.ok) {
      showIssues(
        (outcome.issues ?? []).map((i) => ({ path: issueFieldPath(i), message: i.message })),
      );
      return;
    }
    if (outcome.entries?.length) form.reset({ entries: outcome.entries });
    props.onSaved();
  };

  const remove = async (index: number) => {
    const entry = form.getValues().entries[index];
    if (entry?.id && props.onRemoveSaved && !(await props.onRemoveSaved(entry))) return;
    entries.remove(index);
  };

  return (
    <Card className="metadata-section" data-testid={headerId} data-locked={locked || undefined}>
      <button
        type="button"
        className="metadata-section-header"
        aria-expanded={props.open}
        aria-controls={`${headerId}-body`}
        disabled={locked}
        onClick={props.onToggle}
      >
        <span className="metadata-section-title">{title}</span>
        {complete && (
          <Tag intent="success" icon={<TickCircleIcon />} round>
            {t('complete', 'Complete')}
          </Tag>
        )}
        {locked && (
          <Tag icon={<LockIcon />} round minimal>
            {t('locked', 'Locked')}
          </Tag>
        )}
        {props.open ? <ChevronUpIcon /> : <ChevronDownIcon />}
      </button>
      <Collapse isOpen={props.open && !locked}>
        <FormProvider {...form}>
          <form
            id={`${headerId}-body`}
            className="metadata-section-body"
            noValidate
            onSubmit={(event) => void form.handleSubmit(next)(event)}
          >
            {entries.fields.map((entry, index) => (
              <div
                key={entry.id}
                className="metadata-entry"
                data-testid={`${props.name}-entry-${index}`}
              >
                <EntryFields
                  section={section}
                  index={index}
                  context={props.context}
                  readOnly={readOnly}
                />
                {section.is_dynamic && !readOnly && entries.fields.length > 1 && (
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon={<TrashIcon />}
                    text={t('remove', 'Remove')}
                    onClick={() => void remove(index)}
                  />
                )}
              </div>
            ))}
            {!readOnly && (
              <div className="metadata-section-actions">
                {section.is_dynamic && (
                  <Button
                    icon={<AddIcon />}
                    text={t('add', 'Add')}
                    onClick={() => entries.append(emptyEntry(section))}
                  />
                )}
                <Button
                  type="submit"
                  intent="primary"
                  loading={saving}
                  text={firstId ? t('update', 'Update') : (props.submitText ?? t('next', 'Next'))}
                />
              </div>
            )}
          </form>
        </FormProvider>
      </Collapse>
    </Card>
  );
}
