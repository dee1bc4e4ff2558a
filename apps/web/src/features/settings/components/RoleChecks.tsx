import { Checkbox, FormGroup } from '@blueprintjs/core';
import { ROLES, type Role } from '@procure/contract';
import { useT } from '../../../lib/i18n/use-translation';

/** One checkbox per role, with what the role may do beside its name. */
export function RoleChecks({
  value,
  onChange,
  error,
}: {
  value: Role[];
  onChange: (roles: Role[]) => void;
  error?: string;
}) {
  const t = useT('shell');
  const toggle = (role: Role, on: boolean) =>
    onChange(on ? [...value, role] : value.filter((held) => held !== role));
  return (
    <FormGroup
      label={t('users_roles', 'Roles')}
      intent={error ? 'danger' : 'none'}
      helperText={error}
    >
      {ROLES.map((role) => (
        <Checkbox
          key={role}
          checked={value.includes(role)}
          onChange={(event) => toggle(role, event.currentTarget.checked)}
          data-testid={`role-${role}`}
        >
          <strong>{role}</strong> <span className="bp6-text-muted">{t(`role_${role}`, role)}</span>
        </Checkbox>
      ))}
    </FormGroup>
  );
}
