import { Button, Dialog, DialogBody, DialogFooter, Tag } from '@blueprintjs/core';
import type { User } from '@procure/contract';
import { useState } from 'react';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import {
  useCompanyAssignmentsQuery,
  useCompanyChoicesQuery,
  useSetUserCompaniesMutation,
} from '../company-limits-api';
import { CompanyChecks } from './CompanyChecks';

/** A user's companies in the users table ("All" when not limited) and the dialog that
 * changes them. */
export function UserCompaniesCell({ user }: { user: User }) {
  const t = useT('shell');
  const tc = useT('common');
  const { data } = useCompanyAssignmentsQuery({});
  const choices = useCompanyChoicesQuery({}).data?.data ?? [];
  const ids = data?.data.users.find((entry) => entry.user_id === user.id)?.company_ids ?? [];
  const [editing, setEditing] = useState<number[]>();
  const [save, { isLoading, error }] = useSetUserCompaniesMutation();
  const issue = (error as ContractError | undefined)?.issues?.[0]?.message;
  const codeOf = (id: number) => choices.find((company) => company.id === id)?.code ?? `#${id}`;
  const submit = async () => {
    const result = await save({ params: { id: user.id }, body: { company_ids: editing ?? [] } });
    if ('data' in result && result.data) setEditing(undefined);
  };
  return (
    <>
      {ids.length ? (
        ids.map((id) => (
          <Tag key={id} minimal className="role-tag">
            {codeOf(id)}
          </Tag>
        ))
      ) : (
        <span className="bp6-text-muted">{t('users_every_company', 'All')}</span>
      )}{' '}
      {choices.length > 0 && (
        <Button
          size="small"
          variant="minimal"
          text={t('users_edit_companies', 'Change')}
          data-testid="user-companies-edit"
          onClick={() => setEditing(ids)}
        />
      )}
      <Dialog
        isOpen={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t('users_companies_of', 'Companies of {name}', { name: user.user_name })}
      >
        <DialogBody>
          <CompanyChecks value={editing ?? []} onChange={setEditing} error={issue} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={tc('cancel', 'Cancel')} onClick={() => setEditing(undefined)} />
              <Button
                intent="primary"
                loading={isLoading}
                text={tc('save', 'Save')}
                onClick={() => void submit()}
              />
            </>
          }
        />
      </Dialog>
    </>
  );
}
