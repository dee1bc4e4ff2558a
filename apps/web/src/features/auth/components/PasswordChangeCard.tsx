import { Button, Card, FormGroup, H5 } from '@blueprintjs/core';
import { useState } from 'react';
import { useChangePasswordMutation } from '../../../lib/access/profile-api';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import { PasswordInput } from './PasswordInput';

/** Change the password with the current one; every other session of the user ends. */
export function PasswordChangeCard() {
  const t = useT('shell');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [change, { isLoading, error, reset }] = useChangePasswordMutation();
  const issueAt = (path: string) =>
    (error as ContractError | undefined)?.issues.find((i) => i.path === path)?.message;
  const submit = async () => {
    const result = await change({ body: { current_password: current, new_password: next } });
    if (!('data' in result) || !result.data) return;
    setCurrent('');
    setNext('');
    reset();
    void showToast(result.data.message, 'success');
  };
  return (
    <Card className="profile-card">
      <H5>{t('profile_password', 'Password')}</H5>
      <FormGroup
        label={t('profile_current_password', 'Current password')}
        labelFor="current-password"
        intent={issueAt('current_password') ? 'danger' : 'none'}
        helperText={issueAt('current_password')}
      >
        <PasswordInput
          id="current-password"
          value={current}
          invalid={Boolean(issueAt('current_password'))}
          disabled={isLoading}
          onChange={setCurrent}
        />
      </FormGroup>
      <FormGroup
        label={t('profile_new_password', 'New password (at least 12 characters)')}
        labelFor="new-password"
        intent={issueAt('new_password') ? 'danger' : 'none'}
        helperText={issueAt('new_password')}
      >
        <PasswordInput
          id="new-password"
          value={next}
          invalid={Boolean(issueAt('new_password'))}
          disabled={isLoading}
          onChange={setNext}
        />
      </FormGroup>
      <p className="bp6-text-muted">
        {t('profile_password_hint', 'Your other sessions end when the password changes.')}
      </p>
      <Button
        intent="primary"
        text={t('profile_change_password', 'Change password')}
        loading={isLoading}
        disabled={!current || !next}
        onClick={() => void submit()}
      />
    </Card>
  );
}
