import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { User } from '@procure/contract';
import { useState } from 'react';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import { useCompanyChoicesQuery, useSetUserCompaniesMutation } from '../company-limits-api';
import { CompanyChecks } from './CompanyChecks';
import { CompanyCodes, useLimitedTo } from './CompanyCodes';

/** A user's companies in the users table ("All" when not limited) and the dialog that
 * changes them. */
export function UserCompaniesCell({ user }: { user: User }) {
  const t = useT('shell');
  const tc = useT('common');
  const choices = useCompanyChoicesQuery({}).data?.data ?? [];
  const ids = useLimitedTo('user', user.id);
  const [editing, setEditing] = useState<number[]>();
  const [save, { isLoading, error }] = useSetUserCompaniesMutation();
  const issue = (error as ContractError | undefined)?.issues?.[0]?.message;
  const submit = async () => {
    const result = await save({ params: { id: user.id }, body: { company_ids: editing ?? [] } });
    if ('data' in result && result.data) setEditing(undefined);
  };
  return (
    <>
      <CompanyCodes ids={ids} />{' '}
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
