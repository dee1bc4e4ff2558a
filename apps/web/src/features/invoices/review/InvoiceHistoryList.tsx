import { Classes, NonIdealState, Tag } from '@blueprintjs/core';
import type { InvoiceHistoryEvent, InvoiceMatchLine } from '@procure/contract';
import { EMPTY_VALUE, formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { fieldPathLabel } from './review-rules';
import { useFieldLabels } from './use-field-labels';

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value);

/** The invoice's history, newest first: what happened (its label), the field by its label,
 * old → new, who, when. */
export function InvoiceHistoryList({ events }: { events: InvoiceHistoryEvent[] | undefined }) {
  const t = useT('invoice');
  const labels = useFieldLabels();
  if (!events) return <div className={`${Classes.SKELETON} history-skeleton`} />;
  if (events.length === 0)
    return <NonIdealState description={t('no_history', 'Nothing has happened yet.')} />;
  return (
    <ol className="invoice-history" data-testid="invoice-history">
      {[...events].reverse().map((event) => (
        <li key={event.id} data-action={event.action} data-field={event.field ?? undefined}>
          <div>
            <strong>{t(`history_${event.action}`, event.action.replace(/_/g, ' '))}</strong>
            {event.field && (
              <span className="history-field">
                {fieldPathLabel(event.field, labels) ?? event.field}
              </span>
            )}
            {event.action === 'edited' && (
              <span className="history-change">
                {shown(event.old_value)} → {shown(event.new_value)}
              </span>
            )}
            {(event.action === 'paid' || event.action === 'payment_undone') && (
              <span className="history-change">
                {t(`payment_${String(event.old_value)}`, shown(event.old_value))} →{' '}
                {t(`payment_${String(event.new_value)}`, shown(event.new_value))}
              </span>
            )}
            {event.reason && <span className={Classes.TEXT_MUTED}> · {event.reason}</span>}
          </div>
          <div className={Classes.TEXT_MUTED}>
            {event.by} · {formatDate(event.at)}{' '}
            {new Date(event.at).toLocaleTimeString('en-US', { timeStyle: 'short' })}
          </div>
        </li>
      ))}
    </ol>
  );
}

const MATCH_INTENT = {
  matched: 'success',
  quantity_variance: 'warning',
  price_variance: 'warning',
  not_received: 'danger',
  not_ordered: 'danger',
} as const;

export function MatchStatusTag({ status }: { status: InvoiceMatchLine['status'] }) {
  const t = useT('invoice');
  return (
    <Tag minimal intent={MATCH_INTENT[status]} data-testid="match-status" data-status={status}>
      {t(`match_${status}`, status.replace(/_/g, ' '))}
    </Tag>
  );
}
