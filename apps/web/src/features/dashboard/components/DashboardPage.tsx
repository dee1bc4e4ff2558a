import { AnchorButton, Card, Classes, H5, NonIdealState, Tag } from '@blueprintjs/core';
import type { Activity, CurrencyAmount, Dashboard } from '@procure/contract';
import type { MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { Guarded } from '../../../components/access/Guarded';
import { useWaitingForMe, WaitingForMeSwitch } from '../../../components/list';
import { PageHeader } from '../../../components/PageHeader';
import { isMissingEndpoint, SampleNote } from '../../../components/SampleNote';
import { formatBaseCurrency, formatCurrency, formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { useDashboardQuery } from '../api';
import { PayablesSection } from './PayablesSection';
import { WaitingForMeItems } from './WaitingForMeItems';
import { SAMPLE_DASHBOARD } from '../spec-sample';
import {
  ACTIVITY_ICONS,
  APPROVAL_STATUS,
  COUNTERS,
  QUICK_ACTIONS,
  SUMMARY_CARDS,
  type SummaryCard,
} from '../sample-data';

type T = ReturnType<typeof useT>;

/** Sums in several currencies read "€1,234.00 + ₹5,000.00"; none reads 0 in the base currency. */
const amounts = (list: CurrencyAmount[]) =>
  list.map((a) => formatCurrency(a.amount, a.currency)).join(' + ') || formatBaseCurrency(0);

function summary(card: SummaryCard['key'], d: Dashboard, t: T) {
  if (card === 'pending_vendors')
    return {
      value: d.pending_vendors.count,
      note: t('submitted_this_week', '{count} submitted this week', {
        count: d.pending_vendors.submitted_this_week,
      }),
    };
  const sum = d[card];
  const amount = amounts(sum.amounts);
  const note =
    card === 'pending_invoices'
      ? t('amount_awaiting_review', '{amount} awaiting review', { amount })
      : t('amount_past_due', '{amount} past due date', { amount });
  return { value: sum.count, note };
}

const counterOf = (key: (typeof COUNTERS)[number]['key'], d: Dashboard) =>
  key === 'overdue_invoices' ? d.overdue_invoices.count : d[key];

/** "10 min ago", "3 hours ago", "Yesterday", then the date. */
function ago(at: string, t: T): string {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(at)) / 60_000));
  if (minutes < 1) return t('just_now', 'Just now');
  if (minutes < 60) return t('minutes_ago', '{count} min ago', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours === 1) return t('hour_ago', '1 hour ago');
  if (hours < 24) return t('hours_ago', '{count} hours ago', { count: hours });
  if (hours < 48) return t('yesterday', 'Yesterday');
  return formatDate(at);
}

/** "Vendor Acme Ltd submitted by demo": the kind and action words are translation keys
 * (kind_*, action_*); an action without one reads as its name. */
function activityText(item: Activity, t: T): string {
  const values = {
    kind: t(`kind_${item.kind}`, item.kind),
    title: item.title,
    action: t(`action_${item.action}`, item.action.replace(/_/g, ' ')),
    user: item.by ?? undefined,
  };
  return item.by
    ? t('activity_line_by', '{kind} {title} {action} by {user}', values)
    : t('activity_line', '{kind} {title} {action}', values);
}

type AuthSlice = { auth: { user: { user_name: string } | null } };

/** Home screen: the spec's layout and texts, its figures read from the database in one call. */
export function DashboardPage() {
  const t = useT('dashboard');
  const ts = useT('shell');
  const navigate = useNavigate();
  // The welcome line reads the shared auth state only, not the auth feature's code.
  const { data, isLoading, error } = useDashboardQuery({});
  // A backend without our dashboard call: the spec's sample content, said so quietly.
  const sample = isMissingEndpoint(error);
  const d = data?.data ?? (sample ? SAMPLE_DASHBOARD : undefined);
  const skeleton = isLoading ? Classes.SKELETON : undefined;
  // Ours: the card can show only what waits for the user's approval (approval limits).
  const waiting = useWaitingForMe('invoice.approve');
  const userName =
    useSelector((state: AuthSlice) => state.auth.user?.user_name) ||
    ts('default_user_name', 'User');
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
      {sample && <SampleNote />}

      <section className="grid grid-3" aria-label={t('summary', 'Summary')}>
        {SUMMARY_CARDS.map((card) => {
          const figure = d ? summary(card.key, d, t) : { value: 0, note: '…' };
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

      {d?.payables && <PayablesSection payables={d.payables} />}

      <section className="grid grid-3" aria-label={t('counters', 'Counters')}>
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
            <Guarded key={action.key} permission={action.permission}>
              <AnchorButton
                href={action.path}
                icon={<action.icon />}
                variant="outlined"
                text={t(action.key, action.label)}
                onClick={go(action.path)}
              />
            </Guarded>
          ))}
        </div>
      </Card>

      <section className="grid grid-2 dashboard-lists">
        <Card className="panel">
          <H5>{t('recent_activity', 'Recent Activity')}</H5>
          {d && !d.recent_activity.length ? (
            <NonIdealState description={t('no_activity', 'No activity yet')} />
          ) : (
            <ul className={`activity-list ${skeleton ?? ''}`} data-testid="recent-activity">
              {(d?.recent_activity ?? []).map((item) => {
                const Icon = ACTIVITY_ICONS[item.kind];
                return (
                  <li key={item.id}>
                    <Icon className={Classes.TEXT_MUTED} />
                    <span className="activity-text">{activityText(item, t)}</span>
                    <span className="bp6-text-muted activity-when">{ago(item.at, t)}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        <Card className="panel" data-testid="pending-approvals">
          <H5>{t('pending_approvals', 'Pending Approvals')}</H5>
          <WaitingForMeSwitch waiting={waiting} />
          {waiting.on && <WaitingForMeItems go={go} />}
          {waiting.on ? null : d && !d.pending_approvals.length ? (
            <NonIdealState description={t('nothing_to_approve', 'Nothing waits for approval')} />
          ) : null}
          <ul className={`approval-list ${skeleton ?? ''}`} hidden={waiting.on}>
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
