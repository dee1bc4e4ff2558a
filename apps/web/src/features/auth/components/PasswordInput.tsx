import { Button, InputGroup } from '@blueprintjs/core';
import { EyeOff, EyeOpen, Lock } from '@blueprintjs/icons';
import { useState, type ChangeEvent } from 'react';
import { useT } from '../../../lib/i18n/use-translation';
import type { Tooltip as TooltipComponent } from './password-tooltip';

let tooltipModule: Promise<typeof TooltipComponent> | undefined;
const loadTooltip = () =>
  (tooltipModule ??= import('./password-tooltip').then((module) => module.Tooltip));

type Props = {
  id: string;
  value: string;
  invalid: boolean;
  disabled: boolean;
  /** Pre-rendered and not yet taken over by the app (see useHydrating). */
  readOnly?: boolean;
  onChange: (value: string) => void;
};

/** Password field with a show/hide toggle that keeps focus order (toggle after the input). The
 * toggle's tooltip is fetched when the pointer or the focus reaches the field, so the sign-in
 * page loads without Blueprint's popover code. */
export function PasswordInput({ id, value, invalid, disabled, readOnly, onChange }: Props) {
  const t = useT('auth');
  const [visible, setVisible] = useState(false);
  const [Tooltip, setTooltip] = useState<typeof TooltipComponent | null>(null);
  const wantTooltip = () => {
    if (!Tooltip)
      loadTooltip().then(
        (component) => setTooltip(() => component),
        // Without the chunk the toggle still works; only its tooltip is missing.
        () => undefined,
      );
  };
  const label = visible ? t('hide_password', 'Hide password') : t('show_password', 'Show password');
  const toggle = (
    <Button
      variant="minimal"
      icon={visible ? <EyeOff /> : <EyeOpen />}
      aria-label={label}
      aria-pressed={visible}
      data-testid="toggle-password"
      onClick={() => setVisible((shown) => !shown)}
      onPointerEnter={wantTooltip}
      onFocus={wantTooltip}
    />
  );
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
      readOnly={readOnly}
      required
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      onPointerEnter={wantTooltip}
      onFocus={wantTooltip}
      rightElement={
        Tooltip ? (
          <Tooltip content={label} placement="top">
            {toggle}
          </Tooltip>
        ) : (
          toggle
        )
      }
    />
  );
}
