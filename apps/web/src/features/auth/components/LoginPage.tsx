import { Button, Callout, Card, Checkbox, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { EnvelopeIcon, ErrorIcon } from '@blueprintjs/icons';
import { APP_VERSION } from '@procure/contract';
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { POST_LOGIN_DEFAULT } from '../../../config/paths';
import { useT, useValidationText } from '../../../lib/i18n/use-translation';
import { validateFields, type RuleField, type ValidationMessage } from '@procure/forms';
import { selectIsAuthenticated } from '../auth-slice';
import { useHydrating } from '../hooks/use-hydrating';
import { useSignIn } from '../hooks/use-session';
import { PasswordInput } from './PasswordInput';
import { requestedPath } from './RequireAuth';

const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** Sign-in: e-mail and password are required; the server's message shows in the red box.
 * `onSigningIn(target)` runs as the call starts, so the app can fetch the signed-in screens
 * while the server checks the password. */
export function LoginPage({ onSigningIn }: { onSigningIn?: (target: string) => void }) {
  const t = useT('auth');
  const errorText = useValidationText();
  const navigate = useNavigate();
  const location = useLocation();
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const { signIn, loading, error } = useSignIn();
  // The pre-rendered card's fields stay read-only until the app has taken it over, so nothing
  // typed in that moment is lost.
  const readOnly = useHydrating();
  const [values, setValues] = useState({ email: '', password: '', remember: false });
  const [fieldErrors, setFieldErrors] = useState<Record<string, ValidationMessage>>({});
  const target = requestedPath(location.state, POST_LOGIN_DEFAULT);

  if (isAuthenticated && !loading) return <Navigate to={target} replace />;

  const rules: RuleField[] = [
    { control_name: 'email', label: t('email', 'Email'), required: true, regex: EMAIL_PATTERN },
    { control_name: 'password', label: t('password', 'Password'), required: true },
  ];

  const update = (name: 'email' | 'password', value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Errors clear as soon as the field is edited.
    setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateFields(rules, values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    onSigningIn?.(target.split(/[?#]/)[0] ?? target);
    const ok = await signIn({
      email: values.email.trim(),
      password: values.password,
      remember: values.remember,
    });
    if (ok) navigate(target, { replace: true });
  };

  const fieldError = (name: string) => {
    const message = fieldErrors[name];
    return message ? errorText(message) : undefined;
  };

  return (
    <main className="login-page">
      <Card className="login-card" elevation={3}>
        <div className="login-brand">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <div>
            <H2 className="login-title">{t('sign_in_title', 'Sign in to Procure')}</H2>
            <p className="bp6-text-muted">
              {t('sign_in_subtitle', 'Use your company e-mail and password')}
            </p>
          </div>
        </div>

        <form onSubmit={onSubmit} noValidate aria-busy={loading}>
          <FormGroup
            label={t('email', 'Email')}
            labelFor="login-email"
            intent={fieldErrors.email ? 'danger' : 'none'}
            helperText={fieldError('email')}
          >
            <InputGroup
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              size="large"
              leftIcon={<EnvelopeIcon />}
              placeholder={t('email_placeholder', 'you@company.com')}
              value={values.email}
              intent={fieldErrors.email ? 'danger' : 'none'}
              disabled={loading}
              readOnly={readOnly}
              required
              autoFocus
              onChange={(event) => update('email', event.target.value)}
            />
          </FormGroup>
          <FormGroup
            label={t('password', 'Password')}
            labelFor="login-password"
            intent={fieldErrors.password ? 'danger' : 'none'}
            helperText={fieldError('password')}
          >
            <PasswordInput
              id="login-password"
              value={values.password}
              invalid={Boolean(fieldErrors.password)}
              disabled={loading}
              readOnly={readOnly}
              onChange={(value) => update('password', value)}
            />
          </FormGroup>
          <Checkbox
            label={t('remember_me', 'Remember me for 30 days')}
            checked={values.remember}
            disabled={loading}
            readOnly={readOnly}
            onChange={(event) =>
              setValues((current) => ({ ...current, remember: event.currentTarget.checked }))
            }
          />
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            loading={loading}
            text={t('sign_in', 'Sign In')}
          />
        </form>

        {/* Below the button and above nothing but the help line, so the card keeps its place
            and the fields do not move when a failure is shown. */}
        {error && (
          <Callout
            intent="danger"
            icon={<ErrorIcon />}
            className="login-error"
            role="alert"
            data-testid="login-error"
          >
            {error}
          </Callout>
        )}

        <p className="login-help bp6-text-muted">
          {t('contact_administrator', "Don't have an account? Contact your administrator.")}
        </p>
      </Card>
      <footer className="login-footer bp6-text-muted">
        {t('version_footer', 'version {version}', { version: APP_VERSION })}
      </footer>
    </main>
  );
}
