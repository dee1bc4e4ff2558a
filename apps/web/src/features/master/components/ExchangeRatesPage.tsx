import { Button, NonIdealState } from '@blueprintjs/core';
import { AddIcon, BankAccountIcon } from '@blueprintjs/icons';
import type { ExchangeRate } from '@procure/contract';
import { useMemo, useState } from 'react';
import { Guarded } from '../../../components/access/Guarded';
import { DataTable, type ListColumn } from '../../../components/list';
import { PageError } from '../../../components/PageError';
import { PageHeader } from '../../../components/PageHeader';
import { usePermission } from '../../../lib/access/use-permission';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { OursOnly } from '../../companies/components/OursOnly';
import { useExchangeRatesQuery, useRemoveExchangeRateMutation } from '../api/exchange-rates-api';
import { ExchangeRateDialog } from './ExchangeRateDialog';

type Row = ExchangeRate & Record<string, unknown>;

/** /master/exchange-rates (ours): the rates that turn another currency into the base one when
 * an approval is judged against a limit; a document uses the latest rate on or before its date.
 * Everyone reads them; those who keep master data add, correct and delete. */
export function ExchangeRatesPage() {
  return (
    <OursOnly route="masterExchangeRates">
      <ExchangeRates />
    </OursOnly>
  );
}

function ExchangeRates() {
  const t = useT('master');
  const { data, error, isFetching, refetch } = useExchangeRatesQuery({ query: {} });
  const [remove] = useRemoveExchangeRateMutation();
  const mayEdit = usePermission('masters.edit');
  const [editing, setEditing] = useState<{ rate?: ExchangeRate }>();
  const base = data?.base_currency ?? '';
  const columns = useMemo<ListColumn<Row>[]>(
    () => [
      { key: 'currency', label: t('rates_currency', 'Currency'), sortable: true },
      { key: 'rate_date', label: t('rates_date', 'Date'), sortable: true },
      { key: 'rate', label: t('rates_rate', '{base} for one unit', { base }) },
      { key: 'created_by', label: t('rates_by', 'Added by') },
      {
        key: 'created_at',
        label: t('rates_at', 'Added'),
        render: (row) => formatDateTime(row.created_at),
      },
    ],
    [t, base],
  );
  const confirmRemove = (row: Row) => {
    const text = t('rates_delete_confirm', 'Delete the {currency} rate of {date}?', {
      currency: row.currency,
      date: row.rate_date,
    });
    if (window.confirm(text))
      void remove({ params: { currency: row.currency, rate_date: row.rate_date } });
  };
  if (error) return <PageError error={error} onRetry={() => void refetch()} />;
  const rows = (data?.data ?? []) as Row[];
  return (
    <div className="page" data-testid="exchange-rates-page">
      <PageHeader
        title={t('rates_title', 'Exchange Rates')}
        subtitle={t(
          'rates_subtitle',
          'Into {base}: an approval limit judges a document in another currency with the latest rate on or before its date.',
          { base },
        )}
        actions={
          <Guarded permission="masters.edit">
            <Button
              intent="primary"
              icon={<AddIcon />}
              text={t('rates_add', 'Add exchange rate')}
              data-testid="rate-add"
              onClick={() => setEditing({})}
            />
          </Guarded>
        }
      />
      {!isFetching && rows.length === 0 ? (
        <NonIdealState
          icon={<BankAccountIcon />}
          title={t('rates_empty', 'No exchange rates yet')}
          description={t(
            'rates_empty_hint',
            'Add the rates of the currencies your invoices come in, so approvals in them can be judged against limits.',
          )}
        />
      ) : (
        <DataTable<Row>
          rows={rows}
          columns={columns}
          loading={isFetching && !data}
          testId="exchange-rates-table"
          onEdit={mayEdit.allowed ? (row) => setEditing({ rate: row }) : undefined}
          actions={
            mayEdit.allowed
              ? [
                  {
                    key: 'delete',
                    text: t('rates_delete', 'Delete'),
                    intent: 'danger',
                    onClick: confirmRemove,
                  },
                ]
              : []
          }
        />
      )}
      <ExchangeRateDialog
        isOpen={editing !== undefined}
        rate={editing?.rate}
        baseCurrency={base}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
