import { Card, H5 } from '@blueprintjs/core';
import type { HistoryEvent } from '@procure/contract';
import { formatDateTime } from '../lib/format';
import { useT } from '../lib/i18n/use-translation';

/** "rejected" reads "Rejected" when no translation names the action. */
const sentence = (action: string) =>
  action.charAt(0).toUpperCase() + action.slice(1).replace(/_/g, ' ');

/** The audit trail of a record (created, approved, rejected with the reason): who and when. */
export function HistoryCard({ title, events }: { title: string; events?: HistoryEvent[] }) {
  const t = useT('common');
  if (!events?.length) return null;
  return (
    <Card data-testid="history">
      <H5>{title}</H5>
      <ul className="activity-list">
        {events.map((event) => (
          <li key={`${event.action}-${event.at}`}>
            <span className="activity-text">
              {t(`history_${event.action}`, sentence(event.action))} · {event.by}
              {event.reason ? ` · ${event.reason}` : ''}
            </span>
            <time className="activity-when bp6-text-muted" dateTime={event.at}>
              {formatDateTime(event.at)}
            </time>
          </li>
        ))}
      </ul>
    </Card>
  );
}
