import { Button, ButtonGroup, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { KeyIcon, PeopleIcon, PlusIcon } from '@blueprintjs/icons';
import { CAPABILITIES, type AccountLink, type User } from '@procure/contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { hasCapability } from '../../../config/runtime';
import { useGetProfileQuery } from '../../../lib/access/profile-api';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import {
  useDisableUserMutation,
  useEnableUserMutation,
  useResetPasswordMutation,
  useUsersQuery,
} from '../users-api';
import { AccountLinkView } from './AccountLinkView';
import { InvitationsTable } from './InvitationsTable';
import { InviteDialog } from './InviteDialog';
import { RolesDialog } from './RolesDialog';
import { SettingsTabs } from './SettingsTabs';
import { UserCompaniesCell } from './UserCompaniesCell';
import { UserLimitsCell } from './UserLimitsCell';
import './settings.css';

/** /settings/users (admins): every user with roles and state, invitations waiting, and the
 * actions an administrator takes: invite, change roles, disable, reset a password. */
export function UsersPage() {
  const t = useT('shell');
  const supported = hasCapability(CAPABILITIES.extras);
  const { data, isLoading, isError } = useUsersQuery({}, { skip: !supported });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<User>();
  const [reset, setReset] = useState<{ link: AccountLink; email: string }>();
  const header = (
    <PageHeader
      title={t('users_title', 'Users')}
      subtitle={t('users_subtitle', 'Who may sign in, and what each person may do')}
      actions={
        supported && (
          <Button
            intent="primary"
            icon={<PlusIcon />}
            text={t('users_invite', 'Invite user')}
            onClick={() => setInviting(true)}
          />
        )
      }
    />
  );
  if (supported && isLoading) return <PageSkeleton cards={1} />;
  return (
    <div className="page settings-page" data-testid="users-page">
      <SettingsTabs />
      {header}
      {!supported || isError || !data ? (
        <NonIdealState
          icon={<PeopleIcon />}
          title={
            supported
              ? t('users_error', 'The users could not be loaded.')
              : t('users_unavailable', 'Users are managed elsewhere')
          }
          description={
            supported
              ? undefined
              : t('users_unavailable_hint', 'This backend does not offer user administration.')
          }
        />
      ) : (
        <>
          {reset && <AccountLinkView link={reset.link} email={reset.email} />}
          <UsersTable
            users={data.data}
            onEdit={setEditing}
            onReset={(link, email) => setReset({ link, email })}
          />
          <InvitationsTable invitations={data.invitations} />
        </>
      )}
      <InviteDialog isOpen={inviting} onClose={() => setInviting(false)} />
      <RolesDialog user={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}

function UsersTable({
  users,
  onEdit,
  onReset,
}: {
  users: User[];
  onEdit: (user: User) => void;
  onReset: (link: AccountLink, email: string) => void;
}) {
  const t = useT('shell');
  const [disable] = useDisableUserMutation();
  const [enable] = useEnableUserMutation();
  const [reset] = useResetPasswordMutation();
  // Your own row offers no Disable or Reset: the server refuses both (you would lock yourself
  // out); your own password changes on the Profile page.
  const myId = useGetProfileQuery({}).data?.data.id;
  const disableUser = (user: User) => {
    const confirmText = t(
      'users_disable_confirm',
      'Disable {name}? They are signed out everywhere at once and cannot sign in.',
      { name: user.user_name },
    );
    if (window.confirm(confirmText)) void disable({ params: { id: user.id } });
  };
  const resetPassword = async (user: User) => {
    const confirmText = t(
      'users_reset_confirm',
      "Reset {name}'s password? Their password stops working and they are signed out everywhere.",
      { name: user.user_name },
    );
    if (!window.confirm(confirmText)) return;
    const result = await reset({ params: { id: user.id } });
    if ('data' in result && result.data) onReset(result.data.data, user.email);
  };
  return (
    <HTMLTable striped className="settings-table" data-testid="users-table">
      <thead>
        <tr>
          <th>{t('users_name', 'Name')}</th>
          <th>{t('users_email', 'E-mail')}</th>
          <th>{t('users_roles', 'Roles')}</th>
          <th>{t('users_companies', 'Companies')}</th>
          <th>{t('users_limits', 'Approval limits')}</th>
          <th>{t('users_state', 'State')}</th>
          <th>{t('users_last_seen', 'Last seen')}</th>
          <th>{t('users_actions', 'Actions')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id} data-testid="user-row" data-email={user.email}>
            <td>
              {user.user_name}{' '}
              {user.id === myId && (
                <Tag minimal intent="primary">
                  {t('users_you', 'You')}
                </Tag>
              )}
            </td>
            <td>{user.email}</td>
            <td>
              {user.roles.map((role) => (
                <Tag key={role} minimal className="role-tag">
                  {role}
                </Tag>
              ))}
            </td>
            <td>
              <UserCompaniesCell user={user} />
            </td>
            <td>
              <UserLimitsCell user={user} />
            </td>
            <td>
              {user.disabled_at ? (
                <Tag intent="danger">{t('users_disabled', 'Disabled')}</Tag>
              ) : (
                <Tag intent="success" minimal>
                  {t('users_enabled', 'Active')}
                </Tag>
              )}
            </td>
            <td>{formatDateTime(user.last_seen)}</td>
            <td>
              <ButtonGroup variant="minimal">
                <Button text={t('users_edit_roles', 'Roles')} onClick={() => onEdit(user)} />
                {user.id !== myId &&
                  (user.disabled_at ? (
                    <Button
                      text={t('users_enable', 'Enable')}
                      onClick={() => void enable({ params: { id: user.id } })}
                    />
                  ) : (
                    <Button
                      intent="danger"
                      text={t('users_disable', 'Disable')}
                      onClick={() => disableUser(user)}
                    />
                  ))}
                {user.id !== myId && (
                  <Button
                    icon={<KeyIcon />}
                    text={t('users_reset', 'Reset password')}
                    onClick={() => void resetPassword(user)}
                  />
                )}
              </ButtonGroup>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
