import { Tag } from '@blueprintjs/core';
import { useT } from '../../../lib/i18n/use-translation';
import { useCompanyAssignmentsQuery, useCompanyChoicesQuery } from '../company-limits-api';

/** The company ids a user or invitation is limited to, from the assignments. */
export function useLimitedTo(kind: 'user' | 'invitation', id: number): number[] {
  const { data } = useCompanyAssignmentsQuery({});
  if (kind === 'user')
    return data?.data.users.find((entry) => entry.user_id === id)?.company_ids ?? [];
  return data?.data.invitations.find((entry) => entry.invitation_id === id)?.company_ids ?? [];
}

/** Companies as their codes ("All" when none: not limited). */
export function CompanyCodes({ ids }: { ids: readonly number[] }) {
  const t = useT('shell');
  const choices = useCompanyChoicesQuery({}).data?.data ?? [];
  if (!ids.length) return <span className="bp6-text-muted">{t('users_every_company', 'All')}</span>;
  const codeOf = (id: number) => choices.find((company) => company.id === id)?.code ?? `#${id}`;
  return (
    <>
      {ids.map((id) => (
        <Tag key={id} minimal className="role-tag">
          {codeOf(id)}
        </Tag>
      ))}
    </>
  );
}
