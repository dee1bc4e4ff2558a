import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { User } from '@procure/contract';
import { useState } from 'react';
import { ApprovalLimitsText } from '../../../components/ApprovalLimitsText';
import { useT } from '../../../lib/i18n/use-translation';
import { useSetLimitsMutation } from '../limits-api';
import { LimitFields } from './LimitFields';
import { limitsOf, limitTexts, type LimitTexts } from './limit-text';

/** A user's approval limits in the users table ("No limit" when none is set) and the dialog
 * that changes them (issue 22 item 3). */
export function UserLimitsCell({ user }: { user: User }) {
  const t = useT('shell');
  const tc = useT('common');
  const [editing, setEditing] = useState<LimitTexts>();
  const [save, { isLoading, error, reset }] = useSetLimitsMutation();
  const close = () => {
    setEditing(undefined);
    reset();
  };
  const submit = async () => {
    const result = await save({ params: { id: user.id }, body: limitsOf(editing!) });
    if ('data' in result && result.data) close();
  };
  return (
    <>
      <ApprovalLimitsText limits={user.limits} testId="user-limits" />{' '}
      <Button
        size="small"
        variant="minimal"
        text={t('limits_edit', 'Change')}
        data-testid="user-limits-edit"
        onClick={() => setEditing(limitTexts(user.limits))}
      />
      <Dialog
        isOpen={editing !== undefined}
        onClose={close}
        title={t('limits_of', 'Approval limits of {name}', { name: user.user_name })}
      >
        <DialogBody>
          <LimitFields value={editing} onChange={setEditing} error={error} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={tc('cancel', 'Cancel')} onClick={close} />
              <Button
                intent="primary"
                loading={isLoading}
                text={tc('save', 'Save')}
                data-testid="user-limits-save"
                onClick={() => void submit()}
              />
            </>
          }
        />
      </Dialog>
    </>
  );
}
