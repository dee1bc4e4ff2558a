import { Callout, Card, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { CAPABILITIES, type MailStatus } from '@procure/contract';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { hasCapability } from '../../../config/runtime';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { useMailStatusQuery } from '../api';
import { SettingsTabs } from './SettingsTabs';
import './settings.css';

/** /settings/inbox: the e-mail inbox invoices are mailed to, as the server reads it: where,
 * when it last looked, what went wrong, and what became of the latest mails. Read-only; the
 * inbox is configured on the server (MAIL_* settings). Any signed-in user sees it until roles
 * exist. */
export function InboxSettingsPage() {
  const t = useT('shell');
  const supported = hasCapability(CAPABILITIES.extras);
  const { data, isLoading, isError } = useMailStatusQuery({}, { skip: !supported });
  const status = data?.data;
  const header = (
    <PageHeader
      title={t('inbox_title', 'E-mail Inbox')}
      subtitle={t('inbox_subtitle', 'Invoices mailed to this inbox are read automatically')}
    />
  );
  if (supported && isLoading) return <PageSkeleton cards={2} />;
  if (!supported || isError || !status?.configured)
    return (
      <div className="page settings-page">
        <SettingsTabs />
        {header}
        <NonIdealState
          icon={<EnvelopeIcon />}
          title={t('inbox_off', 'No e-mail inbox is set up')}
          description={
            isError
              ? t('inbox_error', 'The inbox status could not be loaded.')
              : t('inbox_off_hint', 'The server reads an inbox when MAIL_IMAP_URL is set.')
          }
        />
      </div>
    );
  return (
    <div className="page settings-page" data-testid="inbox-settings">
      <SettingsTabs />
      {header}
      <div className="settings-cards">
        <InboxCard status={status} />
        <CountsCard status={status} />
      </div>
      <RecentMails status={status} />
    </div>
  );
}

function InboxCard({ status }: { status: MailStatus }) {
  const t = useT('shell');
  const rows: Array<[string, string]> = [
    [t('inbox_account', 'Mailbox'), status.account ?? ''],
    [t('inbox_folder', 'Folder read'), status.folder ?? ''],
    [t('inbox_processed_folder', 'Processed mails go to'), status.processed_folder ?? ''],
    [t('inbox_rejected_folder', 'Rejected mails go to'), status.rejected_folder ?? ''],
    [t('inbox_interval', 'Read every'), `${status.poll_seconds ?? '--'} s`],
    [t('inbox_last_poll', 'Last read'), formatDateTime(status.last_poll_at)],
    [t('inbox_last_success', 'Last read without error'), formatDateTime(status.last_success_at)],
  ];
  return (
    <Card className="settings-card">
      <h4 className="settings-card-title">{t('inbox_card', 'Inbox')}</h4>
      <dl className="settings-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="bp6-text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {status.last_error && (
        <Callout intent="danger" compact data-testid="inbox-last-error">
          {t('inbox_last_error', 'Last error')} ({formatDateTime(status.last_error_at)}):{' '}
          {status.last_error}
        </Callout>
      )}
    </Card>
  );
}

function CountsCard({ status }: { status: MailStatus }) {
  const t = useT('shell');
  const counts: Array<[string, number]> = [
    [t('inbox_processed', 'Mails processed'), status.counts.processed],
    [t('inbox_rejected', 'Mails rejected'), status.counts.rejected],
    [t('inbox_invoices', 'Invoices made'), status.counts.invoices],
  ];
  return (
    <Card className="settings-card">
      <h4 className="settings-card-title">{t('inbox_counts', 'Since the start')}</h4>
      <div className="settings-counts">
        {counts.map(([label, value]) => (
          <div key={label}>
            <div className="settings-count">{value}</div>
            <div className="bp6-text-muted">{label}</div>
          </div>
        ))}
      </div>
    </Card>
  );
}

function RecentMails({ status }: { status: MailStatus }) {
  const t = useT('shell');
  return (
    <Card className="settings-card">
      <h4 className="settings-card-title">{t('inbox_recent', 'Latest mails')}</h4>
      {status.recent.length === 0 ? (
        <p className="bp6-text-muted">{t('inbox_none', 'No mail has been read yet.')}</p>
      ) : (
        <HTMLTable compact striped className="settings-table">
          <thead>
            <tr>
              <th>{t('inbox_from', 'From')}</th>
              <th>{t('inbox_subject', 'Subject')}</th>
              <th>{t('inbox_sent', 'Sent')}</th>
              <th>{t('inbox_outcome', 'Outcome')}</th>
              <th>{t('inbox_reason', 'Reason')}</th>
            </tr>
          </thead>
          <tbody>
            {status.recent.map((mail) => (
              <tr key={mail.id}>
                <td>{mail.sender ?? '--'}</td>
                <td>{mail.subject ?? '--'}</td>
                <td>{formatDate(mail.sent_at)}</td>
                <td>
                  <Tag minimal intent={mail.status === 'processed' ? 'success' : 'danger'}>
                    {mail.status === 'processed'
                      ? t('inbox_made', '{n} invoice(s)', { n: mail.invoice_count })
                      : t('inbox_rejected_tag', 'Rejected')}
                  </Tag>
                </td>
                <td>{mail.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
