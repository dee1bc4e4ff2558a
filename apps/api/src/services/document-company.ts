import type { Issue } from '@procure/contract';
import type { Executor } from '../db/transaction';
import { forbidden } from '../http/errors';
import { documentCompanies } from '../repositories/document-companies';
import { inCompanyScope, type CompanyScope } from '../security/company-scope';

/** The refusal when a user limited to some companies names another. */
export const OTHER_COMPANY = 'You may only work for your own companies: choose one of them';

/** The company a document is saved for, or the issue with the one asked for.
 * `asked`: the company sent (undefined: not sent, so the document keeps `current`; null: none).
 * A user limited to companies may not name another (403) and must name one of theirs (their only
 * one is taken when they send none); an unknown company is a field issue, and so is an inactive
 * one unless the document already had it. */
export async function documentCompany(
  executor: Executor,
  scope: CompanyScope,
  asked: number | null | undefined,
  current: number | null,
  path: string,
): Promise<{ companyId: number | null; issues: Issue[] }> {
  let wanted = asked === undefined ? current : asked;
  if (wanted === null && scope?.length === 1) wanted = scope[0]!;
  if (wanted === null)
    return scope === null
      ? { companyId: null, issues: [] }
      : { companyId: null, issues: [{ path, message: 'Choose one of your companies' }] };
  const company = await documentCompanies.find(executor, wanted);
  if (!company) return { companyId: null, issues: [{ path, message: 'Choose a known company' }] };
  if (!inCompanyScope(scope, wanted)) throw forbidden(OTHER_COMPANY);
  if (company.status !== 'active' && wanted !== current)
    return {
      companyId: null,
      issues: [{ path, message: `${company.name} is inactive: choose an active company` }],
    };
  return { companyId: wanted, issues: [] };
}
