import { Button, H5, HTMLTable, Tag } from '@blueprintjs/core';
import { useEndOtherSessionsMutation, useOwnSessionsQuery } from '../../../lib/access/profile-api';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';

/** The user's live sessions (this one first) and "sign out everywhere else". */
export function OwnSessions() {
  const t = useT('shell');
  const { data } = useOwnSessionsQuery({});
  const [endOthers, { isLoading }] = useEndOtherSessionsMutation();
  const sessions = data?.data ?? [];
  const signOutElsewhere = async () => {
    const result = await endOthers({});
    if ('data' in result && result.data) void showToast(result.data.message, 'success');
  };
  return (
    <section className="profile-sessions">
      <div className="profile-sessions-head">
        <H5>{t('profile_sessions', 'Where you are signed in')}</H5>
        <Button
          text={t('profile_end_others', 'Sign out everywhere else')}
          loading={isLoading}
          disabled={sessions.length < 2}
          onClick={() => void signOutElsewhere()}
          data-testid="end-other-sessions"
        />
      </div>
      <HTMLTable striped className="settings-table" data-testid="own-sessions">
        <thead>
          <tr>
            <th>{t('profile_device', 'Browser')}</th>
            <th>{t('profile_address', 'Address')}</th>
            <th>{t('profile_signed_in', 'Signed in')}</th>
            <th>{t('profile_last_seen', 'Last seen')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <td>
                {session.user_agent ?? ''}{' '}
                {session.current && (
                  <Tag intent="primary" minimal>
                    {t('profile_this_session', 'This session')}
                  </Tag>
                )}
              </td>
              <td>{session.address ?? ''}</td>
              <td>{formatDateTime(session.created_at)}</td>
              <td>{formatDateTime(session.last_seen)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
