import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { FormMetadata } from '@procure/contract';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useT, useValidationText } from '../../lib/i18n/use-translation';
import type { SubstitutionValues } from './data-source';
import { EntryFields } from './EntryFields';
import { FormNameContext } from './form-name-context';
import {
  emptyEntry,
  orderedSections,
  parseEntry,
  sectionIssues,
  type EntryValues,
  type SectionValues,
} from './form-values';

type Props = {
  /** The dialog's form; its first visible section is shown. */
  metadata: FormMetadata | undefined;
  isOpen: boolean;
  title: string;
  submitText: string;
  /** Values laid over the metadata defaults when the dialog opens. */
  initial?: EntryValues;
  context?: SubstitutionValues;
  busy?: boolean;
  onClose: () => void;
  /** Called with the typed values once the shared rules pass. */
  onSubmit: (values: EntryValues) => void | Promise<void>;
  footer?: ReactNode;
};

/** A metadata form in a dialog (upload dialogs, master dialogs): the same fields and the same
 * validation rules as the page forms. */
export function MetadataDialog(props: Props) {
  const tc = useT('common');
  const tf = useT('form');
  const text = useValidationText();
  const section = orderedSections(props.metadata)[0]?.[1];
  const form = useForm<SectionValues>({ defaultValues: { entries: [{}] } });
  const [sending, setSending] = useState(false);

  const submit = async ({ entries }: SectionValues) => {
    if (!section) return;
    form.clearErrors();
    const issues = sectionIssues(section, entries, (key) => tf(key, key), text);
    for (const issue of issues) form.setError(issue.path as 'entries', { message: issue.message });
    if (issues.length) return;
    setSending(true);
    try {
      await props.onSubmit(parseEntry(section, entries[0] ?? {}));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={props.title}
      onOpening={() =>
        form.reset({ entries: [{ ...(section ? emptyEntry(section) : {}), ...props.initial }] })
      }
    >
      <FormProvider {...form}>
        <FormNameContext.Provider value={props.metadata?.form_name}>
          <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
            <DialogBody className="metadata-dialog-body">
              {section && <EntryFields section={section} index={0} context={props.context ?? {}} />}
              {props.footer}
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button text={tc('cancel', 'Cancel')} onClick={props.onClose} />
                  <Button
                    type="submit"
                    intent="primary"
                    loading={sending || props.busy}
                    text={props.submitText}
                  />
                </>
              }
            />
          </form>
        </FormNameContext.Provider>
      </FormProvider>
    </Dialog>
  );
}
