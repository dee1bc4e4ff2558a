import { Card, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { BankAccountIcon } from '@blueprintjs/icons';
import { Pager } from '../../../components/list';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { usePaymentRunsQuery } from '../api';

/** Runs a page shows: the contract's default page size. */
const RUNS_PAGE_SIZE = 20;

type Props = { page: number; onPage: (page: number) => void; openRun: (id: number) => void };

/** The payment runs, newest first, a page at a time with the lists' pager (the server pages
 * and counts). */
export function RunList({ page, onPage, openRun }: Props) {
  const t = useT('shell');
  const { data, isLoading } = usePaymentRunsQuery({
    query: { page, page_size: RUNS_PAGE_SIZE },
  });
  if (isLoading) return <PageSkeleton cards={1} />;
  const runs = data?.data ?? [];
  const total = data?.pagination.total ?? runs.length;
  return (
    <Card className="payments-list">
      <h4 className="payments-run-title">{t('payments_runs', 'Runs')}</h4>
      {runs.length === 0 ? (
        <NonIdealState
          icon={<BankAccountIcon />}
          title={t('payments_no_runs', 'No payment runs yet')}
          description={t('payments_no_runs_hint', 'Choose a pay date to propose the first one.')}
        />
      ) : (
        <HTMLTable compact striped interactive className="payments-invoices">
          <thead>
            <tr>
              <th>{t('payments_col_run', 'Run')}</th>
              <th>{t('payments_col_status', 'Status')}</th>
              <th>{t('payments_pay_date', 'Pay date')}</th>
              <th>{t('payments_col_from', 'Paid from')}</th>
              <th className="payments-number">{t('payments_col_invoices', 'Invoices')}</th>
              <th className="payments-number">{t('payments_col_paid', 'Paid')}</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id} onClick={() => openRun(run.id)} data-testid="payment-run-row">
                <td>
                  <a onClick={() => openRun(run.id)}>{run.reference}</a>
                </td>
                <td>
                  <Tag minimal>{t(`payments_status_${run.status}`, run.status)}</Tag>
                </td>
                <td>{formatDate(run.pay_date)}</td>
                <td>{run.debtor_name ?? ''}</td>
                <td className="payments-number">{run.invoices}</td>
                <td className="payments-number">
                  {run.totals.map((total) => formatCurrency(total.paid, total.currency)).join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {total > 0 && (
        <Pager
          page={page}
          pageSize={RUNS_PAGE_SIZE}
          total={total}
          onChange={(change) => onPage(change.page)}
        />
      )}
    </Card>
  );
}
