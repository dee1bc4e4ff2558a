import { NonIdealState, ProgressBar } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import type { FormMetadata } from '@procure/contract';
import { useMemo, useState } from 'react';
import { useT } from '../../lib/i18n/use-translation';
import type { SubstitutionValues } from './data-source';
import { FormNameContext } from './form-name-context';
import { emptyEntry, entryFrom, orderedSections, type EntryValues } from './form-values';
import { ReadyToSubmit } from './ReadyToSubmit';
import { SectionPanel, type SaveOutcome } from './SectionPanel';
import './metadata-form.css';

export type MetadataFormProps = {
  metadata: FormMetadata | undefined;
  /** Saved entries by section name (edit mode). */
  initial?: Readonly<Record<string, EntryValues[]>>;
  /** Sections already complete (those that exist on the server). */
  completed?: readonly string[];
  /** Values dropdown urls may name besides the entry's own ({vendorId}, {basic_id}). */
  context?: SubstitutionValues;
  readOnly?: boolean;
  onSaveSection?: (name: string, entries: EntryValues[]) => Promise<SaveOutcome>;
  onRemoveEntry?: (name: string, entry: EntryValues) => Promise<boolean>;
  /** With it, a Ready to submit panel appears once every section is complete. */
  onSubmit?: () => void;
  onCancel?: () => void;
  submitting?: boolean;
};

/** The metadata form engine: visible sections in sequence order as an accordion. Only the
 * first section is open at the start; a section unlocks when the one before it is complete,
 * and a successful save completes it and opens the next (after the last, all close). */
export function MetadataForm(props: MetadataFormProps) {
  const t = useT('common');
  const te = useT('errors');
  const sections = useMemo(() => orderedSections(props.metadata), [props.metadata]);
  const [completed, setCompleted] = useState<Set<string>>(() => new Set(props.completed));
  const [open, setOpen] = useState<string | null>(
    () => (props.readOnly ? null : sections.find(([name]) => !completed.has(name))?.[0]) ?? null,
  );
  const context = useMemo(() => props.context ?? {}, [props.context]);

  if (sections.length === 0) {
    return (
      <NonIdealState
        icon={<DocumentIcon />}
        title={te('no_form_configuration', 'no form configuration available')}
      />
    );
  }

  const done = sections.filter(([name]) => completed.has(name)).length;
  const saved = (index: number) => {
    const name = sections[index]?.[0];
    if (name) setCompleted((current) => new Set(current).add(name));
    setOpen(sections[index + 1]?.[0] ?? null);
  };

  return (
    <FormNameContext.Provider value={props.metadata?.form_name}>
      <div className="metadata-form" data-testid="metadata-form">
        <div className="metadata-progress">
          <span data-testid="form-progress">
            {t('progress', '{completed}/{total} completed', {
              completed: done,
              total: sections.length,
            })}
          </span>
          <ProgressBar
            value={done / sections.length}
            intent="success"
            stripes={false}
            animate={false}
          />
        </div>
        {sections.map(([name, section], index) => {
          const previous = sections[index - 1]?.[0];
          const locked =
            !props.readOnly &&
            !completed.has(name) &&
            previous !== undefined &&
            !completed.has(previous);
          const initial = props.initial?.[name];
          return (
            <SectionPanel
              key={name}
              name={name}
              section={section}
              entries={
                initial?.length
                  ? initial.map((entry) => entryFrom(section, entry))
                  : [emptyEntry(section)]
              }
              open={open === name}
              locked={locked}
              complete={completed.has(name)}
              context={context}
              readOnly={props.readOnly}
              onToggle={() => setOpen((current) => (current === name ? null : name))}
              onSave={(entries) =>
                props.onSaveSection
                  ? props.onSaveSection(name, entries)
                  : Promise.resolve({ ok: true })
              }
              onSaved={() => saved(index)}
              onRemoveSaved={
                props.onRemoveEntry ? (entry) => props.onRemoveEntry!(name, entry) : undefined
              }
            />
          );
        })}
        {props.onSubmit && !props.readOnly && done === sections.length && (
          <ReadyToSubmit
            onSubmit={props.onSubmit}
            onCancel={props.onCancel}
            submitting={props.submitting}
          />
        )}
      </div>
    </FormNameContext.Provider>
  );
}
