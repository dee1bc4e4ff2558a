import { FileInput, Intent, Text } from '@blueprintjs/core';
import type { Field } from '@procure/contract';
import { useContext, useState } from 'react';
import { useT } from '../../lib/i18n/use-translation';
import { useUploadFileMutation } from './form-api';
import { FormNameContext } from './form-name-context';

type FileField = Extract<Field, { type: 'file' }>;
type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string }
  | { kind: 'success'; name: string }
  | { kind: 'error'; message: string };

type Props = {
  id: string;
  field: FileField;
  value: unknown;
  disabled?: boolean;
  onChange: (docId: string) => void;
};

/** Uploads the chosen file to /store/upload at once and keeps its doc_id as the value. States:
 * idle, uploading ('Uploading...'), success ('Uploaded successfully'), error (red). Each new
 * control starts idle. */
export function FileControl({ id, field, value, disabled, onChange }: Props) {
  const t = useT('common');
  const tf = useT('form');
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [upload] = useUploadFileMutation();
  const formName = useContext(FormNameContext);

  const send = async (file: File) => {
    setState({ kind: 'uploading', name: file.name });
    const result = await upload({
      body: {
        file,
        // A field of another backend may name neither: the form's name, the field's own.
        form_name: field.form_name ?? formName ?? field.control_name,
        event_type: field.event_type ?? field.control_name,
        ...(field.sub_event_type ? { sub_event_type: field.sub_event_type } : {}),
      },
    });
    if ('data' in result && result.data) {
      setState({ kind: 'success', name: file.name });
      onChange(result.data.data.doc_id);
    } else {
      const error = 'error' in result ? (result.error as { message?: string }) : undefined;
      setState({
        kind: 'error',
        message: error?.message || t('upload_failed', 'Upload failed') || t('unknown_error'),
      });
    }
  };

  const text =
    state.kind === 'uploading' || state.kind === 'success'
      ? state.name
      : value
        ? String(value)
        : t('drop_file_or_browse', 'Drop a file here or click to browse');
  return (
    <div className="metadata-file">
      <FileInput
        fill
        text={text}
        // A chosen or stored file reads as a value, not as the muted prompt.
        hasSelection={state.kind === 'uploading' || state.kind === 'success' || Boolean(value)}
        disabled={disabled || state.kind === 'uploading'}
        inputProps={{ id, accept: field.accept?.join(',') }}
        onInputChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void send(file);
        }}
      />
      {field.supporting_text && (
        <Text className="bp6-text-muted metadata-file-hint">
          {tf(field.supporting_text, field.supporting_text)}
        </Text>
      )}
      <div role="status" className="metadata-file-status">
        {state.kind === 'uploading' && t('uploading', 'Uploading...')}
        {state.kind === 'success' && (
          <span className={`bp6-intent-${Intent.SUCCESS} bp6-text-success metadata-file-ok`}>
            {t('uploaded_successfully', 'Uploaded successfully')}
          </span>
        )}
        {state.kind === 'error' && <span className="metadata-file-error">{state.message}</span>}
      </div>
    </div>
  );
}
