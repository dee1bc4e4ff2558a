import { Button, H5, HTMLTable, Tag } from '@blueprintjs/core';
import type { PendingInvitation } from '@procure/contract';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { useWithdrawInvitationMutation } from '../users-api';
import { CompanyCodes, useLimitedTo } from './CompanyCodes';

/** Invitations whose link has not been used yet (their links were shown once, when made). */
export function InvitationsTable({ invitations }: { invitations: PendingInvitation[] }) {
  const t = useT('shell');
  const [withdraw] = useWithdrawInvitationMutation();
  if (!invitations.length) return null;
  return (
    <section className="settings-section">
      <H5>{t('users_pending', 'Invitations waiting')}</H5>
      <HTMLTable striped className="settings-table" data-testid="invitations-table">
        <thead>
          <tr>
            <th>{t('users_email', 'E-mail')}</th>
            <th>{t('users_roles', 'Roles')}</th>
            <th>{t('users_companies', 'Companies')}</th>
            <th>{t('users_invited_by', 'Invited by')}</th>
            <th>{t('users_expires', 'Expires')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td>{invitation.email}</td>
              <td>
                {invitation.roles.map((role) => (
                  <Tag key={role} minimal className="role-tag">
                    {role}
                  </Tag>
                ))}
              </td>
              <td>
                <InvitationCompanies id={invitation.id} />
              </td>
              <td>{invitation.invited_by}</td>
              <td>{formatDateTime(invitation.expires_at)}</td>
              <td>
                <Button
                  variant="minimal"
                  text={t('users_withdraw', 'Withdraw')}
                  onClick={() => void withdraw({ params: { id: invitation.id } })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

function InvitationCompanies({ id }: { id: number }) {
  return <CompanyCodes ids={useLimitedTo('invitation', id)} />;
}
