import { Card, H5 } from '@blueprintjs/core';
import type { HistoryEvent } from '@procure/contract';
import { formatDate } from '../lib/format';

/** The audit trail of a record (created, approved, rejected with the reason): who and when. */
export function HistoryCard({ title, events }: { title: string; events?: HistoryEvent[] }) {
  if (!events?.length) return null;
  return (
    <Card data-testid="history">
      <H5>{title}</H5>
      <ul className="activity-list">
        {events.map((event) => (
          <li key={`${event.action}-${event.at}`}>
            <span className="activity-text">
              {event.action} · {event.by}
              {event.reason ? ` · ${event.reason}` : ''}
            </span>
            <span className="activity-when bp6-text-muted">{formatDate(event.at)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
