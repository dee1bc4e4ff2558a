import { Card, Classes, type Intent } from '@blueprintjs/core';
import { CalendarIcon, DisableIcon, PercentageIcon } from '@blueprintjs/icons';
import type { CurrencyAmount, Dashboard } from '@procure/contract';
import { formatBaseCurrency, formatCurrency } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';

type Payables = NonNullable<Dashboard['payables']>;

/** The three payables figures, each a sum per currency with its invoice count. */
const CARDS: {
  key: keyof Payables;
  label: string;
  intent: Intent;
  icon: typeof CalendarIcon;
}[] = [
  { key: 'due_this_week', label: 'Due This Week', intent: 'primary', icon: CalendarIcon },
  {
    key: 'discounts_available',
    label: 'Discounts Available This Month',
    intent: 'success',
    icon: PercentageIcon,
  },
  {
    key: 'discounts_lost',
    label: 'Discounts Lost This Month',
    intent: 'danger',
    icon: DisableIcon,
  },
];

const amounts = (list: CurrencyAmount[]) =>
  list.map((a) => formatCurrency(a.amount, a.currency)).join(' + ') || formatBaseCurrency(0);

/** What is owed and what early payment saves (issue 25 item 6): our server's extra, so the
 * section is shown only when the dashboard answer carries it. */
export function PayablesSection({ payables }: { payables: Payables }) {
  const t = useT('dashboard');
  return (
    <section className="grid grid-3" aria-label={t('payables', 'Payables')}>
      {CARDS.map((card) => {
        const sum = payables[card.key];
        return (
          <Card
            key={card.key}
            className={`stat-card stat-${card.intent}`}
            elevation={1}
            data-testid={`payables-${card.key}`}
          >
            <div className="stat-icon">
              <card.icon size={20} className={Classes.intentClass(card.intent)} />
            </div>
            <div>
              <div className="stat-label bp6-text-muted">{t(card.key, card.label)}</div>
              <div className="stat-value">{amounts(sum.amounts)}</div>
              <div className="stat-note bp6-text-muted">
                {t('invoice_count', '{count} invoices', { count: sum.count })}
              </div>
            </div>
          </Card>
        );
      })}
    </section>
  );
}
