import { AnchorButton, Card, Classes, H5, Tag } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useT } from '../../../lib/i18n/use-translation';
import {
  APPROVAL_STATUS,
  COUNTERS,
  PENDING_APPROVALS,
  QUICK_ACTIONS,
  RECENT_ACTIVITY,
  SUMMARY_CARDS,
} from '../sample-data';

type AuthSlice = { auth: { user: { user_name: string } | null } };

/** Home screen with static sample figures (the specification shows no live data here). */
export function DashboardPage() {
  const t = useT('dashboard');
  const navigate = useNavigate();
  // The welcome line reads the shared auth state only, not the auth feature's code.
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
        {SUMMARY_CARDS.map((card) => (
          <Card key={card.key} className={`stat-card stat-${card.intent}`} elevation={1}>
            <div className="stat-icon">
              <card.icon size={20} className={Classes.intentClass(card.intent)} />
            </div>
            <div>
              <div className="stat-label bp6-text-muted">{t(card.key, card.label)}</div>
              <div className="stat-value">{card.value}</div>
              <div className="stat-note bp6-text-muted">{card.note}</div>
            </div>
          </Card>
        ))}
      </section>

      <section className="grid grid-3" aria-label="Counters">
        {COUNTERS.map((counter) => (
          <Card key={counter.key} className="counter-card" compact>
            <counter.icon className={Classes.TEXT_MUTED} />
            <span className="counter-label">{t(counter.key, counter.label)}</span>
            <span className="counter-value">{counter.value}</span>
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
          <ul className="activity-list">
            {RECENT_ACTIVITY.map((item) => (
              <li key={item.id}>
                <item.icon className={Classes.TEXT_MUTED} />
                <span className="activity-text">{item.text}</span>
                <span className="bp6-text-muted activity-when">{item.when}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="panel" data-testid="pending-approvals">
          <H5>{t('pending_approvals', 'Pending Approvals')}</H5>
          <ul className="approval-list">
            {PENDING_APPROVALS.map((item) => {
              const status = APPROVAL_STATUS[item.status];
              return (
                <li key={item.id}>
                  <span className="approval-title">{item.title}</span>
                  <span className="approval-amount">{item.amount}</span>
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
