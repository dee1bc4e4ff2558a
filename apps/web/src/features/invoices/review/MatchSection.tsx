import { HTMLTable, Section, SectionCard } from '@blueprintjs/core';
import type { InvoiceMatch } from '@procure/contract';
import { EMPTY_VALUE } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { MatchStatusTag } from './InvoiceHistoryList';

/** The three-way match of the invoice's lines with its PO and what MRNs received: ordered,
 * received and invoiced quantities and prices, and each line's status. Nothing without a PO. */
export function MatchSection({ match }: { match: InvoiceMatch | undefined }) {
  const t = useT('invoice');
  if (!match?.po) return null;
  return (
    <Section
      title={`${t('three_way_match', 'Three-way match')} · ${match.po.number}`}
      collapsible
      compact
      data-testid="match-section"
    >
      <SectionCard padded={false}>
        <HTMLTable compact className="match-table">
          <thead>
            <tr>
              <th>{t('description', 'Description')}</th>
              <th className="is-number">{t('ordered', 'Ordered')}</th>
              <th className="is-number">{t('received', 'Received')}</th>
              <th className="is-number">{t('invoiced', 'Invoiced')}</th>
              <th>{t('status', 'Status')}</th>
            </tr>
          </thead>
          <tbody>
            {match.lines.map((line) => (
              <tr key={line.line_id}>
                <td>{line.description ?? EMPTY_VALUE}</td>
                <td className="is-number">
                  {line.ordered_quantity ?? EMPTY_VALUE} × {line.ordered_price ?? EMPTY_VALUE}
                </td>
                <td className="is-number">{line.received_quantity ?? EMPTY_VALUE}</td>
                <td className="is-number">
                  {line.invoiced_quantity ?? EMPTY_VALUE} × {line.invoiced_price ?? EMPTY_VALUE}
                </td>
                <td>
                  <MatchStatusTag status={line.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </SectionCard>
    </Section>
  );
}
