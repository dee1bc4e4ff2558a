import { Button, Callout, Card, FormGroup, H2, InputGroup, Spinner } from '@blueprintjs/core';
import type { LinkDetails } from '@procure/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { paths, POST_LOGIN_DEFAULT } from '../../../config/paths';
import { api } from '../../../lib/api';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import {
  useAcceptAccountLinkMutation,
  useLookupAccountLinkMutation,
} from '../api/account-link-api';
import { loginSucceeded } from '../auth-slice';
import { saveSession } from '../session-storage';
import { PasswordInput } from './PasswordInput';

/** /invitation/{token}: an invited colleague names themselves and chooses a password; a user
 * whose password an admin reset chooses a new one. Either way they are signed in. A used,
 * withdrawn or expired link says so (the server's sentence). */
export function InvitationPage() {
  const t = useT('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [lookup, lookedUp] = useLookupAccountLinkMutation();
  const [accept, accepted] = useAcceptAccountLinkMutation();
  const [details, setDetails] = useState<LinkDetails>();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    void lookup({ body: { token } }).then((result) => {
      if ('data' in result && result.data) setDetails(result.data.data);
    });
  }, [lookup, token]);

  const failure = (lookedUp.error ?? accepted.error) as ContractError | undefined;
  const issueAt = (path: string) => failure?.issues.find((i) => i.path === path)?.message;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { token, password, ...(name.trim() ? { user_name: name.trim() } : {}) };
    const result = await accept({ body });
    if (!('data' in result) || !result.data) return;
    const { token: bearer, user_name, email, expires_at } = result.data.data;
    const user = { user_name, email, expires_at };
    // Whoever was signed in on this browser before is not the user now.
    dispatch(api.util.resetApiState());
    saveSession(bearer, user, false);
    dispatch(loginSucceeded(user));
    navigate(POST_LOGIN_DEFAULT, { replace: true });
  };

  const invite = details?.purpose === 'invite';
  return (
    <main className="login-page">
      <Card className="login-card" elevation={3}>
        <H2 className="login-title">
          {invite || !details
            ? t('invitation_title', 'Join Procure')
            : t('reset_title', 'Choose a new password')}
        </H2>
        {lookedUp.isLoading && <Spinner size={24} />}
        {failure && !failure.issues.length && (
          <Callout intent="danger" data-testid="link-error">
            {failure.message}
          </Callout>
        )}
        {details && (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <p className="bp6-text-muted" data-testid="link-email">
              {details.email}
            </p>
            <FormGroup
              label={t('your_name', 'Your name')}
              labelFor="link-name"
              intent={issueAt('user_name') ? 'danger' : 'none'}
              helperText={issueAt('user_name')}
            >
              <InputGroup
                id="link-name"
                value={name}
                placeholder={details.user_name ?? ''}
                onValueChange={setName}
              />
            </FormGroup>
            <FormGroup
              label={t('new_password', 'New password (at least 12 characters)')}
              labelFor="link-password"
              intent={issueAt('password') ? 'danger' : 'none'}
              helperText={issueAt('password')}
            >
              <PasswordInput
                id="link-password"
                value={password}
                invalid={Boolean(issueAt('password'))}
                disabled={accepted.isLoading}
                onChange={setPassword}
              />
            </FormGroup>
            <Button
              type="submit"
              intent="primary"
              fill
              loading={accepted.isLoading}
              text={
                invite
                  ? t('invitation_accept', 'Join and sign in')
                  : t('reset_accept', 'Set password and sign in')
              }
            />
          </form>
        )}
        <p>
          <Link to={paths.login}>{t('back_to_sign_in', 'Back to sign in')}</Link>
        </p>
      </Card>
    </main>
  );
}
