import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  HTMLSelect,
} from '@blueprintjs/core';
import {
  LOOKUP_FILE_COLUMNS,
  parseImportIssuePath,
  type Issue,
  type MasterSet,
} from '@procure/contract';
import { useState } from 'react';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import { useImportLookupsMutation, type Category, type ImportResult } from '../api/master-api';
import { categoryTitle } from './master-icons';

type Props = { set: MasterSet; categories: Category[]; isOpen: boolean; onClose: () => void };
type Outcome = { result: ImportResult } | { error: ContractError } | null;

const HEADERS = Object.fromEntries(LOOKUP_FILE_COLUMNS.map((c) => [c.key, c.header]));

/** "Row 4 · Code: At most 60 characters" from an issue path rows.4.code. */
function issueText(issue: Issue, t: ReturnType<typeof useT>) {
  const at = parseImportIssuePath(issue.path);
  if (!at) return issue.message;
  return `${t('row_n', 'Row {row}', { row: at.row })} · ${HEADERS[at.field] ?? at.field}: ${issue.message}`;
}

/** Upload Master Data: one XLSX or CSV in a download's own columns, into one category. The
 * server applies every row or none; the dialog shows what changed, or every bad cell. */
export function UploadDialog({ set, categories, isOpen, onClose }: Props) {
  const t = useT('master');
  const [category, setCategory] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [upload, { isLoading }] = useImportLookupsMutation();
  const chosen = category || categories[0]?.name || '';

  const submit = async () => {
    if (!file || !chosen) return;
    setOutcome(null);
    const answer = await upload({ set, query: { category: chosen }, body: { file } });
    setOutcome(
      'data' in answer && answer.data
        ? { result: answer.data.data }
        : { error: (answer as { error: ContractError }).error },
    );
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('upload_title', 'Upload Master Data')}
      onOpening={() => {
        setFile(null);
        setOutcome(null);
      }}
    >
      <DialogBody>
        <FormGroup label={t('category', 'Category')} labelFor="master-upload-category">
          <HTMLSelect
            id="master-upload-category"
            fill
            value={chosen}
            onChange={(event) => {
              setCategory(event.currentTarget.value);
              setOutcome(null);
            }}
            options={categories.map((c) => ({ value: c.name, label: categoryTitle(c.name) }))}
          />
        </FormGroup>
        <FormGroup
          label={t('file', 'File')}
          labelFor="master-upload-file"
          helperText={t(
            'upload_help',
            'An .xlsx or .csv with the columns of a download. Rows are matched to lookups by code, then by name; the others are added.',
          )}
        >
          <FileInput
            fill
            text={file?.name ?? t('choose_file', 'Choose a file...')}
            buttonText={t('browse', 'Browse')}
            hasSelection={Boolean(file)}
            inputProps={{
              id: 'master-upload-file',
              accept: '.xlsx,.csv,text/csv',
              'aria-label': t('file', 'File'),
            }}
            onInputChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setOutcome(null);
            }}
          />
        </FormGroup>
        {outcome && 'result' in outcome && (
          <Callout intent="success" data-testid="import-result">
            {t(
              'import_done',
              'Imported into {category}: {created} created, {updated} updated, {unchanged} unchanged.',
              {
                category: categoryTitle(outcome.result.category),
                created: outcome.result.created,
                updated: outcome.result.updated,
                unchanged: outcome.result.unchanged,
              },
            )}
          </Callout>
        )}
        {outcome && 'error' in outcome && (
          <Callout intent="danger" data-testid="import-errors" title={outcome.error.message}>
            {outcome.error.issues.length > 0 && (
              <ul className="master-import-issues">
                {outcome.error.issues.map((issue) => (
                  <li key={issue.path + issue.message}>{issueText(issue, t)}</li>
                ))}
              </ul>
            )}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('close', 'Close')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('upload', 'Upload')}
              loading={isLoading}
              disabled={!file || !chosen}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
