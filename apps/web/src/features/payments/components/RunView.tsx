import { Button, ButtonGroup, Callout, Card, Intent, Tag } from '@blueprintjs/core';
import { DownloadIcon, TickIcon, TrashIcon, UndoIcon } from '@blueprintjs/icons';
import type { PaymentRun, PaymentRunStatus } from '@procure/contract';
import { Guarded } from '../../../components/access/Guarded';
import { PageSkeleton } from '../../../components/PageSkeleton';
import type { ContractError } from '../../../lib/contract-query';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import {
  useConfirmPaymentRunMutation,
  useDiscardPaymentRunMutation,
  useDownloadPaymentFileMutation,
  useExecutePaymentRunMutation,
  usePaymentRunQuery,
  useRemovePaymentRunItemMutation,
  useUndoPaymentRunMutation,
} from '../api';
import { RunContent } from './RunContent';

const STATUS_INTENT: Record<PaymentRunStatus, Intent> = {
  draft: Intent.NONE,
  confirmed: Intent.PRIMARY,
  executed: Intent.SUCCESS,
};

/** One saved run: who made, confirmed and executed it, the steps its state allows (a draft:
 * confirm, take invoices out, discard; confirmed: the bank files, executed, undo), and what it
 * pays. */
export function RunView({ id, onClosed }: { id: number; onClosed: () => void }) {
  const t = useT('shell');
  const { data, isLoading, isError } = usePaymentRunQuery({ params: { id } });
  const [confirm, confirming] = useConfirmPaymentRunMutation();
  const [execute, executing] = useExecutePaymentRunMutation();
  const [undo, undoing] = useUndoPaymentRunMutation();
  const [discard, discarding] = useDiscardPaymentRunMutation();
  const [removeItem, removing] = useRemovePaymentRunItemMutation();
  const [download] = useDownloadPaymentFileMutation();
  const busy = [confirming, executing, undoing, discarding, removing].some((s) => s.isLoading);
  if (isLoading) return <PageSkeleton cards={2} />;
  const run = data?.data;
  if (isError || !run)
    return (
      <Callout intent="danger">{t('payments_run_error', 'The run could not be loaded.')}</Callout>
    );

  /** Runs a step; its message or the server's refusal as a toast. */
  const act = async (work: Promise<{ message?: string } | unknown>, done?: () => void) => {
    try {
      const answer = (await work) as { message?: string };
      if (answer?.message) void showToast(answer.message, 'success');
      done?.();
    } catch (error) {
      void showToast((error as ContractError).message, 'error');
    }
  };
  const params = { params: { id } };
  return (
    <Card className="payments-run" data-testid="payment-run" data-status={run.status}>
      <div className="payments-run-head">
        <div>
          <h4 className="payments-run-title">
            {run.reference}{' '}
            <Tag intent={STATUS_INTENT[run.status]} data-testid="payment-run-status">
              {t(`payments_status_${run.status}`, run.status)}
            </Tag>
          </h4>
          <div className="bp6-text-muted">
            {t('payments_run_line', 'Pay date {date} · from {debtor} ({iban})', {
              date: formatDate(run.pay_date),
              debtor: run.debtor.name,
              iban: run.debtor.iban,
            })}
          </div>
          <People run={run} />
        </div>
        <ButtonGroup className="payments-run-actions">
          {run.status === 'draft' && (
            <>
              <Guarded permission="invoice.pay">
                <Button
                  intent="primary"
                  icon={<TickIcon />}
                  loading={confirming.isLoading}
                  disabled={busy}
                  text={t('payments_confirm', 'Confirm run')}
                  onClick={() => act(confirm(params).unwrap())}
                />
              </Guarded>
              <Guarded permission="invoice.pay">
                <Button
                  icon={<TrashIcon />}
                  disabled={busy}
                  text={t('payments_discard', 'Discard draft')}
                  onClick={() => act(discard(params).unwrap(), onClosed)}
                />
              </Guarded>
            </>
          )}
          {run.files.map((format) => (
            <Guarded key={format} permission="invoice.pay">
              <Button
                icon={<DownloadIcon />}
                text={format === 'csv' ? t('payments_file_csv', 'CSV (other currencies)') : format}
                onClick={() => act(download({ id, format }).unwrap())}
              />
            </Guarded>
          ))}
          {run.status === 'confirmed' && (
            <>
              <Guarded permission="invoice.pay">
                <Button
                  intent="success"
                  icon={<TickIcon />}
                  loading={executing.isLoading}
                  disabled={busy}
                  text={t('payments_execute', 'Mark executed')}
                  onClick={() => act(execute({ ...params, body: {} }).unwrap())}
                />
              </Guarded>
              <Guarded permission="invoice.pay">
                <Button
                  icon={<UndoIcon />}
                  disabled={busy}
                  text={t('payments_undo', 'Undo confirmation')}
                  onClick={() => act(undo(params).unwrap())}
                />
              </Guarded>
            </>
          )}
        </ButtonGroup>
      </div>
      <RunContent
        content={run}
        saved
        busy={busy}
        onRemove={
          run.status === 'draft'
            ? (invoiceId) => act(removeItem({ params: { id, invoiceId } }).unwrap())
            : undefined
        }
      />
    </Card>
  );
}

function People({ run }: { run: PaymentRun }) {
  const t = useT('shell');
  const steps = [
    [t('payments_created_by', 'Made by'), run.created],
    [t('payments_confirmed_by', 'Confirmed by'), run.confirmed],
    [t('payments_executed_by', 'Executed by'), run.executed],
  ] as const;
  return (
    <div className="bp6-text-muted payments-people">
      {steps
        .filter(([, step]) => step)
        .map(([label, step]) => `${label} ${step!.by}, ${formatDateTime(step!.at)}`)
        .join(' · ')}
    </div>
  );
}
