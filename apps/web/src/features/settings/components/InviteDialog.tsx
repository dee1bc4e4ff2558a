import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import type { AccountLink, Role } from '@procure/contract';
import { useState } from 'react';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import { useInviteMutation } from '../users-api';
import { AccountLinkView } from './AccountLinkView';
import { CompanyChecks } from './CompanyChecks';
import { LimitFields } from './LimitFields';
import { limitsOf, type LimitTexts } from './limit-text';
import { RoleChecks } from './RoleChecks';

const NO_LIMIT_TEXTS: LimitTexts = { po: '', invoice: '' };

/** Invite a colleague: e-mail and roles, then the link to copy. */
export function InviteDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useT('shell');
  const tc = useT('common');
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<Role[]>(['viewer']);
  const [companies, setCompanies] = useState<number[]>([]);
  const [limits, setLimits] = useState<LimitTexts>(NO_LIMIT_TEXTS);
  // Limits matter to those who approve.
  const approves = roles.includes('approver') || roles.includes('admin');
  const [link, setLink] = useState<AccountLink>();
  const [invite, { isLoading, error }] = useInviteMutation();
  const issues = (error as ContractError | undefined)?.issues ?? [];
  const issueAt = (path: string) => issues.find((i) => i.path.startsWith(path))?.message;
  const close = () => {
    setEmail('');
    setRoles(['viewer']);
    setCompanies([]);
    setLimits(NO_LIMIT_TEXTS);
    setLink(undefined);
    onClose();
  };
  const submit = async () => {
    // No company ticked: every company (nothing sent, as a backend without companies expects).
    const scoped = companies.length ? { companies } : {};
    const limited = approves && (limits.po.trim() || limits.invoice.trim());
    const result = await invite({
      body: { email, roles, ...scoped, ...(limited ? { limits: limitsOf(limits) } : {}) },
    });
    if ('data' in result && result.data) setLink(result.data.data);
  };
  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('users_invite', 'Invite user')}>
      <DialogBody>
        {link ? (
          <AccountLinkView link={link} email={email.trim().toLowerCase()} />
        ) : (
          <form
            id="invite-form"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <FormGroup
              label={t('users_email', 'E-mail')}
              labelFor="invite-email"
              intent={issueAt('email') ? 'danger' : 'none'}
              helperText={issueAt('email')}
            >
              <InputGroup
                id="invite-email"
                type="email"
                value={email}
                autoFocus
                onValueChange={setEmail}
              />
            </FormGroup>
            <RoleChecks value={roles} onChange={setRoles} error={issueAt('roles')} />
            <CompanyChecks value={companies} onChange={setCompanies} error={issueAt('companies')} />
            {approves && <LimitFields value={limits} onChange={setLimits} error={error} />}
          </form>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          link ? (
            <Button text={tc('close', 'Close')} onClick={close} />
          ) : (
            <>
              <Button text={tc('cancel', 'Cancel')} onClick={close} />
              <Button
                intent="primary"
                type="submit"
                form="invite-form"
                loading={isLoading}
                text={t('users_make_link', 'Make invitation link')}
              />
            </>
          )
        }
      />
    </Dialog>
  );
}
