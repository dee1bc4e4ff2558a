import { Button, InputGroup, Tooltip } from '@blueprintjs/core';
import { EyeOff, EyeOpen, Lock } from '@blueprintjs/icons';
import { useState, type ChangeEvent } from 'react';
import { useT } from '../../../lib/i18n/use-translation';

type Props = {
  id: string;
  value: string;
  invalid: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
};

/** Password field with a show/hide toggle that keeps focus order (toggle after the input). */
export function PasswordInput({ id, value, invalid, disabled, onChange }: Props) {
  const t = useT('auth');
  const [visible, setVisible] = useState(false);
  const label = visible ? t('hide_password', 'Hide password') : t('show_password', 'Show password');
  return (
    <InputGroup
      id={id}
      name="password"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      size="large"
      leftIcon={<Lock />}
      placeholder={t('password_placeholder', 'Enter your password')}
      value={value}
      intent={invalid ? 'danger' : 'none'}
      disabled={disabled}
      required
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      rightElement={
        <Tooltip content={label} placement="top">
          <Button
            variant="minimal"
            icon={visible ? <EyeOff /> : <EyeOpen />}
            aria-label={label}
            aria-pressed={visible}
            data-testid="toggle-password"
            onClick={() => setVisible((shown) => !shown)}
          />
        </Tooltip>
      }
    />
  );
}
