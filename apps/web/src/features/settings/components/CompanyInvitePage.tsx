import { Button, Card, FormGroup, HTMLSelect, InputGroup, NonIdealState } from '@blueprintjs/core';
import { EnvelopeIcon, OfficeIcon } from '@blueprintjs/icons';
import { CAPABILITIES, type AccountLink } from '@procure/contract';
import { useState } from 'react';
import { NotBuiltPage } from '../../../components/NotBuiltPage';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { hasCapability } from '../../../config/runtime';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import { useCompanyChoicesQuery } from '../company-limits-api';
import { useInviteMutation } from '../users-api';
import { AccountLinkView } from './AccountLinkView';

/** /company/invite: invites the administrator of a sister company, which is a user invitation
 * with the admin role limited to that company (they see its documents only). Ours: another
 * backend keeps the "not built yet" page. */
export function CompanyInvitePage() {
  if (!hasCapability(CAPABILITIES.extras)) return <NotBuiltPage route="companyInvite" />;
  return <CompanyInvite />;
}

function CompanyInvite() {
  const t = useT('shell');
  const { data, isLoading } = useCompanyChoicesQuery({});
  const companies = data?.data ?? [];
  const [chosen, setChosen] = useState<number>();
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<AccountLink>();
  const [invite, { isLoading: inviting, error }] = useInviteMutation();
  const issues = (error as ContractError | undefined)?.issues ?? [];
  const issueAt = (path: string) => issues.find((i) => i.path.startsWith(path))?.message;
  const companyId = chosen ?? companies[0]?.id;

  if (isLoading) return <PageSkeleton cards={1} />;
  const header = (
    <PageHeader
      title={t('company_invite_title', 'Invite Company')}
      subtitle={t(
        'company_invite_intro',
        'Invite the administrator of a sister company: they become an administrator limited to that company, and see only its documents.',
      )}
    />
  );
  if (!companies.length)
    return (
      <div className="page" data-testid="company-invite-page">
        {header}
        <NonIdealState
          icon={<OfficeIcon />}
          title={t(
            'company_invite_no_companies',
            'Add a company first: an invitation is for one of your companies.',
          )}
        />
      </div>
    );

  const submit = async () => {
    if (!companyId) return;
    const result = await invite({
      body: { email, roles: ['admin'], companies: [companyId] },
    });
    if ('data' in result && result.data) setLink(result.data.data);
  };
  return (
    <div className="page" data-testid="company-invite-page">
      {header}
      <Card>
        {link ? (
          <AccountLinkView link={link} email={email.trim().toLowerCase()} />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <FormGroup label={t('company_invite_company', 'Company')} labelFor="invite-company">
              <HTMLSelect
                id="invite-company"
                value={companyId}
                options={companies.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))}
                onChange={(event) => setChosen(Number(event.currentTarget.value))}
              />
            </FormGroup>
            <FormGroup
              label={t('company_invite_email', 'E-mail')}
              labelFor="invite-company-email"
              intent={issueAt('email') ? 'danger' : 'none'}
              helperText={issueAt('email') ?? issueAt('companies')}
            >
              <InputGroup
                id="invite-company-email"
                type="email"
                value={email}
                onValueChange={setEmail}
              />
            </FormGroup>
            <Button
              type="submit"
              intent="primary"
              icon={<EnvelopeIcon />}
              loading={inviting}
              text={t('company_invite_submit', 'Make invitation link')}
            />
          </form>
        )}
      </Card>
    </div>
  );
}
