import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { Role, User } from '@procure/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-translation';
import { useSetRolesMutation } from '../users-api';
import { RoleChecks } from './RoleChecks';

/** Change a user's roles; the server refuses (and says why) taking the last admin away. */
export function RolesDialog({ user, onClose }: { user?: User; onClose: () => void }) {
  // Keyed by the user: each opening starts from that user's roles.
  return <RolesDialogFor key={user?.id ?? 0} user={user} onClose={onClose} />;
}

function RolesDialogFor({ user, onClose }: { user?: User; onClose: () => void }) {
  const t = useT('shell');
  const tc = useT('common');
  const [roles, setRoles] = useState<Role[]>(user?.roles ?? []);
  const [setUserRoles, { isLoading }] = useSetRolesMutation();
  const save = async () => {
    if (!user) return;
    const result = await setUserRoles({ params: { id: user.id }, body: { roles } });
    if ('data' in result) onClose();
  };
  return (
    <Dialog
      isOpen={Boolean(user)}
      onClose={onClose}
      title={t('users_roles_of', 'Roles of {name}', { name: user?.user_name ?? '' })}
    >
      <DialogBody>
        <RoleChecks value={roles} onChange={setRoles} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={tc('cancel', 'Cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={tc('save', 'Save')}
              loading={isLoading}
              disabled={!roles.length}
              onClick={() => void save()}
            />
          </>
        }
      />
    </Dialog>
  );
}
