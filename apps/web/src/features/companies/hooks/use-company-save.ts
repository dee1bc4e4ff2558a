import type { Company, Issue } from '@procure/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { EntryValues, SaveOutcome } from '../../../components/metadata-form';
import { links } from '../../../config/paths';
import type { ContractError } from '../../../lib/contract-query';
import {
  useAddCompanyAccountMutation,
  useCreateCompanyMutation,
  useRemoveCompanyAccountMutation,
  useUpdateCompanyAccountMutation,
  useUpdateCompanyMutation,
} from '../api';
import {
  accountBody,
  accountChanged,
  BANK_SECTION,
  DETAILS_SECTION,
  detailsBody,
  issuesOfEntry,
} from '../company-form-data';

/** Field issues of a failed save. A 409 names the field it is about (the code another company
 * holds, the IBAN the company already has), so its sentence goes onto that field too. */
const issuesOf = (error: unknown, conflictField: string): Issue[] => {
  const failure = error as ContractError | undefined;
  if (failure?.status === 409 && !failure.issues.length)
    return [{ path: conflictField, message: failure.message }];
  return failure?.issues ?? [];
};
/** Field issues go onto their fields; a refusal without them (409 duplicate code, 403) is the
 * app's error toast with the server's sentence. */
const failed = (issues: Issue[]): SaveOutcome => ({ ok: false, issues });

/** Saving the company form's sections: the details through create (which moves the page to
 * /company/edit/{id}) or update, the bank accounts one by one (new ones added, changed ones
 * updated, unchanged ones left alone). */
export function useCompanySave(company: Company | undefined) {
  const navigate = useNavigate();
  const [create] = useCreateCompanyMutation();
  const [update] = useUpdateCompanyMutation();
  const [addAccount] = useAddCompanyAccountMutation();
  const [updateAccount] = useUpdateCompanyAccountMutation();
  const [removeAccount] = useRemoveCompanyAccountMutation();

  const saveDetails = useCallback(
    async (entry: EntryValues): Promise<SaveOutcome> => {
      const body = detailsBody(entry) as never;
      if (company) {
        const result = await update({ params: { id: company.id }, body });
        if ('data' in result && result.data)
          return { ok: true, entries: [{ ...entry, ...result.data.data }] };
        return failed(issuesOfEntry(issuesOf(result.error, 'code'), 0));
      }
      const result = await create({ body });
      if (!('data' in result) || !result.data)
        return failed(issuesOfEntry(issuesOf(result.error, 'code'), 0));
      navigate(links.companyEdit(result.data.data.id), { replace: true });
      return { ok: true, entries: [{ ...entry, id: result.data.data.id }] };
    },
    [company, create, update, navigate],
  );

  const saveAccounts = useCallback(
    async (entries: EntryValues[]): Promise<SaveOutcome> => {
      if (!company) return { ok: false };
      let latest = company;
      for (const [index, entry] of entries.entries()) {
        const id = Number(entry.id) || undefined;
        const saved = latest.bank_accounts.find((account) => account.id === id);
        if (id && !accountChanged(entry, saved)) continue;
        const body = accountBody(entry) as never;
        const result = id
          ? await updateAccount({ params: { id: company.id, accountId: id }, body })
          : await addAccount({ params: { id: company.id }, body });
        if (!('data' in result) || !result.data)
          return failed(issuesOfEntry(issuesOf(result.error, 'iban'), index));
        latest = result.data.data;
      }
      // The saved accounts as the server keeps them (electronic IBANs, the one default).
      return { ok: true, entries: latest.bank_accounts.map((account) => ({ ...account })) };
    },
    [company, addAccount, updateAccount],
  );

  const onSaveSection = useCallback(
    (name: string, entries: EntryValues[]): Promise<SaveOutcome> =>
      name === DETAILS_SECTION
        ? saveDetails(entries[0] ?? {})
        : name === BANK_SECTION
          ? saveAccounts(entries)
          : Promise.resolve({ ok: false }),
    [saveDetails, saveAccounts],
  );

  const onRemoveEntry = useCallback(
    async (name: string, entry: EntryValues) => {
      if (name !== BANK_SECTION || !entry.id || !company) return true;
      const result = await removeAccount({
        params: { id: company.id, accountId: Number(entry.id) },
      });
      return 'data' in result && Boolean(result.data);
    },
    [company, removeAccount],
  );

  return { onSaveSection, onRemoveEntry };
}
