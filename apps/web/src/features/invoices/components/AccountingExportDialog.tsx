import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import type { AccountingExportQuery } from '@procure/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-translation';
import type { ContractError } from '../../../lib/contract-query';
import { useDownloadAccountingExportMutation } from '../api/accounting-api';

/** The DATEV numbers are the tax adviser's for this client: kept in this browser once typed. */
const DATEV_KEY = 'procure.datev-numbers';
type DatevNumbers = { consultant: string; client: string };
const storedNumbers = (): DatevNumbers => {
  try {
    return { consultant: '', client: '', ...JSON.parse(localStorage.getItem(DATEV_KEY) ?? '{}') };
  } catch {
    return { consultant: '', client: '' };
  }
};

/** Last month, the period an accountant usually books. */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** Approved invoices of a period as bookings: a journal CSV or a DATEV Buchungsstapel. What
 * cannot be posted is listed as the server names it (invoice, line, field). */
export function AccountingExportDialog({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: () => void;
}) {
  const t = useT('invoice');
  const [period, setPeriod] = useState(lastMonth);
  const [format, setFormat] = useState<AccountingExportQuery['format']>('journal');
  const [numbers, setNumbers] = useState(storedNumbers);
  const [download, { isLoading, error, reset }] = useDownloadAccountingExportMutation();
  const problem = error as ContractError | undefined;

  const submit = async () => {
    const datev =
      format === 'datev'
        ? { consultant_number: Number(numbers.consultant), client_number: Number(numbers.client) }
        : {};
    if (format === 'datev') localStorage.setItem(DATEV_KEY, JSON.stringify(numbers));
    const result = await download({ ...period, format, chart: '03', ...datev });
    if ('data' in result) onClose();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => reset()}
      title={t('accounting_export', 'Accounting export')}
    >
      <DialogBody>
        <p>
          {t(
            'accounting_export_hint',
            'Approved invoices dated in the period, one booking per tax rate, each with its document link.',
          )}
        </p>
        <FormGroup label={t('period_from', 'From')} labelFor="accounting-from" inline>
          <InputGroup
            id="accounting-from"
            type="date"
            value={period.from}
            onValueChange={(from) => setPeriod({ ...period, from })}
          />
        </FormGroup>
        <FormGroup label={t('period_to', 'To')} labelFor="accounting-to" inline>
          <InputGroup
            id="accounting-to"
            type="date"
            value={period.to}
            onValueChange={(to) => setPeriod({ ...period, to })}
          />
        </FormGroup>
        <RadioGroup
          label={t('export_format', 'Format')}
          inline
          selectedValue={format}
          onChange={(event) => setFormat(event.currentTarget.value as typeof format)}
        >
          <Radio value="journal" label={t('format_journal', 'Journal (CSV)')} />
          <Radio value="datev" label={t('format_datev', 'DATEV Buchungsstapel')} />
        </RadioGroup>
        {format === 'datev' && (
          <>
            <FormGroup
              label={t('datev_consultant', 'Consultant number')}
              labelFor="datev-consultant"
              inline
            >
              <InputGroup
                id="datev-consultant"
                inputMode="numeric"
                value={numbers.consultant}
                onValueChange={(consultant) => setNumbers({ ...numbers, consultant })}
              />
            </FormGroup>
            <FormGroup label={t('datev_client', 'Client number')} labelFor="datev-client" inline>
              <InputGroup
                id="datev-client"
                inputMode="numeric"
                value={numbers.client}
                onValueChange={(client) => setNumbers({ ...numbers, client })}
              />
            </FormGroup>
          </>
        )}
        {problem && (
          <Callout intent="danger" title={problem.message} data-testid="accounting-export-problems">
            <ul>
              {problem.issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>
                  {issue.path}: {issue.message}
                </li>
              ))}
            </ul>
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel', 'Cancel')} onClick={onClose} />
            <Button
              intent="primary"
              loading={isLoading}
              text={t('download', 'Download')}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
