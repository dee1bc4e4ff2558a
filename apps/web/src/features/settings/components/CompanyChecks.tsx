import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useT } from '../../../lib/i18n/use-translation';
import { useCompanyChoicesQuery } from '../company-limits-api';

/** The companies a user is limited to, as checkboxes; none ticked is every company. Shows
 * nothing while there are no companies to choose from. */
export function CompanyChecks({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const t = useT('shell');
  const { data } = useCompanyChoicesQuery({});
  const companies = data?.data ?? [];
  if (!companies.length) return null;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((other) => other !== id));
  return (
    <FormGroup
      label={t('users_companies', 'Companies')}
      helperText={error ?? t('users_companies_hint', 'None ticked: every company.')}
      intent={error ? 'danger' : 'none'}
    >
      {companies.map((company) => (
        <Checkbox
          key={company.id}
          checked={value.includes(company.id)}
          label={`${company.code} · ${company.name}`}
          data-testid={`company-check-${company.code}`}
          onChange={(event) => toggle(company.id, event.currentTarget.checked)}
        />
      ))}
    </FormGroup>
  );
}
