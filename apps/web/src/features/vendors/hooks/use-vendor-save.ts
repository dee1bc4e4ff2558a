import type { Issue } from '@procure/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { EntryValues, SaveOutcome } from '../../../components/metadata-form';
import { links } from '../../../config/paths';
import type { ContractError } from '../../../lib/contract-query';
import { writeItem } from '../../../lib/storage';
import { showToast } from '../../../lib/toaster';
import {
  useCreateBasicMutation,
  useDeleteEntryMutation,
  useSaveSectionMutation,
  useUpdateBasicMutation,
} from '../api/vendor-api';
import { STORED_BASIC_ID_KEY } from '../stored-basic-id';
import {
  issuesAt,
  payloadKeyOf,
  siteMappingToForm,
  siteMappingToPayload,
  splitBySaved,
} from '../vendor-form-data';

/** What a bank save kept for approval says (our server's own words, else ours). */
const heldMessage = (answer: { message?: string }) =>
  answer.message ??
  'Saved for approval: the new bank details take effect when another user approves them';

const failed = (error: unknown, at?: number[]): SaveOutcome => {
  const issues: Issue[] = (error as ContractError | undefined)?.issues ?? [];
  return { ok: false, issues: at ? issuesAt(issues, at) : issues };
};

/** Saving and removing vendor sections: basic through its own routes (the first save moves the
 * page to /vendor/edit/{id}), every other section as POST for new entries and PUT for saved
 * ones, each entry carrying basic_id. */
export function useVendorSave(basicId: number | undefined, type: string) {
  const navigate = useNavigate();
  const [createBasic] = useCreateBasicMutation();
  const [updateBasic] = useUpdateBasicMutation();
  const [saveSection] = useSaveSectionMutation();
  const [deleteEntry] = useDeleteEntryMutation();

  const saveBasic = useCallback(
    async (entry: EntryValues): Promise<SaveOutcome> => {
      const { id, status: _status, ...fields } = entry;
      const body = {
        ...fields,
        tag: 'vendor' as const,
        vendor_type: String(entry.vendor_type ?? ''),
      };
      // A backend may answer the id alone: the fields it leaves out keep what was sent.
      if (id) {
        const result = await updateBasic({ params: { id: Number(id) }, body: body as never });
        return 'data' in result && result.data
          ? { ok: true, entries: [{ ...entry, ...result.data.data }] }
          : failed(result.error);
      }
      const result = await createBasic({ body: body as never });
      if (!('data' in result) || !result.data) return failed(result.error);
      const saved = { ...entry, ...result.data.data };
      writeItem(STORED_BASIC_ID_KEY, String(saved.id));
      navigate(links.vendorEdit(saved.id, type), { replace: true });
      return { ok: true, entries: [saved] };
    },
    [createBasic, updateBasic, navigate, type],
  );

  const onSaveSection = useCallback(
    async (name: string, entries: EntryValues[]): Promise<SaveOutcome> => {
      const key = payloadKeyOf(name);
      if (key === 'basic') return saveBasic(entries[0] ?? {});
      if (!key || !basicId) return { ok: false };
      const payload = entries.map((entry) => {
        const withOwner = { ...entry, basic_id: basicId };
        return key === 'site_mapping' ? siteMappingToPayload(withOwner) : withOwner;
      });
      const { create, update } = splitBySaved(payload);
      const saved: EntryValues[] = [...payload];
      for (const [mode, part] of [
        ['update', update],
        ['create', create],
      ] as const) {
        if (part.items.length === 0) continue;
        const result = await saveSection({ key, mode, basicId, body: part.items as never });
        if (!('data' in result) || !result.data) return failed(result.error, part.at);
        // Our server keeps an approved vendor's new bank details for a second user's approval
        // (202, the pending change instead of saved entries); the old ones stay until then.
        const answer: unknown = result.data.data;
        if (!Array.isArray(answer)) {
          void showToast(heldMessage(result.data), 'info');
          continue;
        }
        result.data.data.forEach((entry, index) => {
          const at = part.at[index];
          if (at !== undefined) saved[at] = { ...saved[at], ...entry };
        });
      }
      // Saved site-mapping entries come back with payload ids; the form holds them renamed.
      return { ok: true, entries: key === 'site_mapping' ? saved.map(siteMappingToForm) : saved };
    },
    [basicId, saveBasic, saveSection],
  );

  const onRemoveEntry = useCallback(
    async (name: string, entry: EntryValues) => {
      const key = payloadKeyOf(name);
      if (!key || key === 'basic' || !entry.id) return true;
      const result = await deleteEntry({ params: { key, id: Number(entry.id) } });
      return 'data' in result && Boolean(result.data);
    },
    [deleteEntry],
  );

  return { onSaveSection, onRemoveEntry };
}
