import { AnchorButton, Card, Classes, H5, NonIdealState, Tag } from '@blueprintjs/core';
import type { CurrencyAmount, Dashboard } from '@procure/contract';
import type { MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { formatCurrency } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { useDashboardQuery } from '../api';
import {
  ACTIVITY_ICONS,
  APPROVAL_STATUS,
  COUNTERS,
  QUICK_ACTIONS,
  SUMMARY_CARDS,
  type SummaryCard,
} from '../sample-data';

/** Sums in several currencies read "€1,234.00 + ₹5,000.00". */
const amounts = (list: CurrencyAmount[]) =>
  list.map((a) => formatCurrency(a.amount, a.currency)).join(' + ') || formatCurrency(0, 'INR');

function summary(card: SummaryCard['key'], d: Dashboard) {
  if (card === 'pending_vendors')
    return {
      value: d.pending_vendors.count,
      note: `${d.pending_vendors.submitted_this_week} submitted this week`,
    };
  const sum = d[card];
  const tail = card === 'pending_invoices' ? 'awaiting review' : 'past due date';
  return { value: sum.count, note: `${amounts(sum.amounts)} ${tail}` };
}

const counterOf = (key: (typeof COUNTERS)[number]['key'], d: Dashboard) =>
  key === 'overdue_invoices' ? d.overdue_invoices.count : d[key];

/** "10 min ago", "3 hours ago", "Yesterday", then the date. */
function ago(at: string): string {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(at)) / 60_000));
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  if (hours < 48) return 'Yesterday';
  return new Date(at).toLocaleDateString();
}

const KIND_LABEL = { invoice: 'Invoice', vendor: 'Vendor', po: 'Purchase order', mrn: 'MRN' };

type AuthSlice = { auth: { user: { user_name: string } | null } };

/** Home screen: the spec's layout and texts, its figures read from the database in one call. */
export function DashboardPage() {
  const t = useT('dashboard');
  const navigate = useNavigate();
  // The welcome line reads the shared auth state only, not the auth feature's code.
  const { data, isLoading } = useDashboardQuery({});
  const d = data?.data;
  const skeleton = isLoading ? Classes.SKELETON : undefined;
  const userName = useSelector((state: AuthSlice) => state.auth.user?.user_name) || 'User';
  const name = userName.charAt(0).toUpperCase() + userName.slice(1);

  const go = (path: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(path);
  };

  return (
    <div className="page dashboard" data-testid="dashboard">
      <PageHeader
        title={t('title', 'Dashboard')}
        subtitle={t('welcome', 'Welcome back, {name}', { name })}
      />

      <section className="grid grid-3" aria-label="Summary">
        {SUMMARY_CARDS.map((card) => {
          const figure = d ? summary(card.key, d) : { value: 0, note: '…' };
          return (
            <Card
              key={card.key}
              className={`stat-card stat-${card.intent}`}
              elevation={1}
              data-testid={`summary-${card.key}`}
            >
              <div className="stat-icon">
                <card.icon size={20} className={Classes.intentClass(card.intent)} />
              </div>
              <div>
                <div className="stat-label bp6-text-muted">{t(card.key, card.label)}</div>
                <div className={`stat-value ${skeleton ?? ''}`}>{figure.value}</div>
                <div className={`stat-note bp6-text-muted ${skeleton ?? ''}`}>{figure.note}</div>
              </div>
            </Card>
          );
        })}
      </section>

      <section className="grid grid-3" aria-label="Counters">
        {COUNTERS.map((counter) => (
          <Card
            key={counter.key}
            className="counter-card"
            compact
            data-testid={`counter-${counter.key}`}
          >
            <counter.icon className={Classes.TEXT_MUTED} />
            <span className="counter-label">{t(counter.key, counter.label)}</span>
            <span className={`counter-value ${skeleton ?? ''}`}>
              {d ? counterOf(counter.key, d) : 0}
            </span>
          </Card>
        ))}
      </section>

      <Card className="panel">
        <H5>{t('quick_actions', 'Quick Actions')}</H5>
        <div className="quick-actions">
          {QUICK_ACTIONS.map((action) => (
            <AnchorButton
              key={action.key}
              href={action.path}
              icon={<action.icon />}
              variant="outlined"
              text={t(action.key, action.label)}
              onClick={go(action.path)}
            />
          ))}
        </div>
      </Card>

      <section className="grid grid-2 dashboard-lists">
        <Card className="panel">
          <H5>{t('recent_activity', 'Recent Activity')}</H5>
          {d && !d.recent_activity.length ? (
            <NonIdealState description="No activity yet" />
          ) : (
            <ul className={`activity-list ${skeleton ?? ''}`} data-testid="recent-activity">
              {(d?.recent_activity ?? []).map((item) => {
                const Icon = ACTIVITY_ICONS[item.kind];
                return (
                  <li key={item.id}>
                    <Icon className={Classes.TEXT_MUTED} />
                    <span className="activity-text">
                      {`${KIND_LABEL[item.kind]} ${item.title} ${item.action}`}
                      {item.by ? ` by ${item.by}` : ''}
                    </span>
                    <span className="bp6-text-muted activity-when">{ago(item.at)}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        <Card className="panel" data-testid="pending-approvals">
          <H5>{t('pending_approvals', 'Pending Approvals')}</H5>
          {d && !d.pending_approvals.length ? (
            <NonIdealState description="Nothing waits for approval" />
          ) : null}
          <ul className={`approval-list ${skeleton ?? ''}`}>
            {(d?.pending_approvals ?? []).map((item) => {
              const status = APPROVAL_STATUS[item.status];
              return (
                <li key={item.id}>
                  <a className="approval-title" href={item.path} onClick={go(item.path)}>
                    {item.title}
                  </a>
                  <span className="approval-amount">
                    {item.amount ? formatCurrency(item.amount.amount, item.amount.currency) : ''}
                  </span>
                  <Tag intent={status.intent} minimal round>
                    {t(status.key, item.status)}
                  </Tag>
                </li>
              );
            })}
          </ul>
        </Card>
      </section>
    </div>
  );
}
