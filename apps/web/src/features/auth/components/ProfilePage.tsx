import { Button, Card, FormGroup, H5, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { PersonIcon } from '@blueprintjs/icons';
import { CAPABILITIES, type Profile } from '@procure/contract';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { hasCapability } from '../../../config/runtime';
import { useGetProfileQuery, useUpdateProfileMutation } from '../../../lib/access/profile-api';
import { useT } from '../../../lib/i18n/use-translation';
import { loginSucceeded, selectAuth } from '../auth-slice';
import { saveUserEntry } from '../session-storage';
import { OwnLimits } from './OwnLimits';
import { OwnSessions } from './OwnSessions';
import { PasswordChangeCard } from './PasswordChangeCard';
import './profile.css';

/** /profile (user menu → Profile): the user's own name, roles, password and sessions. */
export function ProfilePage() {
  const t = useT('shell');
  const supported = hasCapability(CAPABILITIES.extras);
  const { data, isLoading, isError } = useGetProfileQuery({}, { skip: !supported });
  const header = <PageHeader title={t('page_profile', 'Profile')} />;
  if (supported && isLoading) return <PageSkeleton cards={3} />;
  if (!supported || isError || !data)
    return (
      <div className="page">
        {header}
        <NonIdealState
          icon={<PersonIcon />}
          title={t('profile_unavailable', 'Your account is managed elsewhere')}
          description={t('profile_unavailable_hint', 'This backend offers no profile page.')}
        />
      </div>
    );
  return (
    <div className="page profile-page" data-testid="profile-page">
      {header}
      <div className="profile-cards">
        {/* Keyed by the saved name: a new name from the server starts the field afresh. */}
        <AccountCard key={data.data.user_name} profile={data.data} />
        <PasswordChangeCard />
      </div>
      <OwnSessions />
    </div>
  );
}

function AccountCard({ profile }: { profile: Profile }) {
  const t = useT('shell');
  const tc = useT('common');
  const dispatch = useDispatch();
  const { user } = useSelector(selectAuth);
  const [name, setName] = useState(profile.user_name);
  const [rename, { isLoading }] = useUpdateProfileMutation();
  const save = async () => {
    const result = await rename({ body: { user_name: name } });
    if (!('data' in result) || !result.data || !user) return;
    // The shell shows the name kept with the session: it changes with the profile.
    const renamed = { ...user, user_name: result.data.data.user_name };
    saveUserEntry(renamed);
    dispatch(loginSucceeded(renamed));
  };
  return (
    <Card className="profile-card">
      <H5>{t('profile_account', 'Account')}</H5>
      <FormGroup label={t('profile_name', 'Name')} labelFor="profile-name">
        <InputGroup id="profile-name" value={name} onValueChange={setName} />
      </FormGroup>
      <FormGroup label={t('profile_email', 'E-mail')}>
        <span data-testid="profile-email">{profile.email}</span>
      </FormGroup>
      <FormGroup label={t('profile_roles', 'Roles')}>
        {profile.roles.map((role) => (
          <Tag key={role} minimal className="role-tag">
            {role}
          </Tag>
        ))}
      </FormGroup>
      <OwnLimits profile={profile} />
      <Button
        intent="primary"
        text={tc('save', 'Save')}
        loading={isLoading}
        disabled={!name.trim() || name.trim() === profile.user_name}
        onClick={() => void save()}
      />
    </Card>
  );
}
