import type { MasterSet } from '@procure/contract';
import { MetadataDialog } from '../../../components/metadata-form';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import { CATEGORY_MISSING } from '../api/master-errors';
import { useCreateLookupMutation, useUpdateLookupMutation, type Lookup } from '../api/master-api';
import { FIXED_LOOKUP_FORM, useMasterForm } from './fixed-master-forms';

type Props = {
  set: MasterSet;
  /** The category's name (from the address) and id (once the categories are loaded). */
  category: string;
  categoryId: number | undefined;
  isOpen: boolean;
  lookup?: Lookup;
  onClose: () => void;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Create and edit a lookup (master_lookup_modal): name (required), code, code 2 to 5,
 * description, status. The lists reload after a save through their cache tags. */
export function LookupDialog({ set, category, categoryId, isOpen, lookup, onClose }: Props) {
  const t = useT('master');
  const metadata = useMasterForm(FIXED_LOOKUP_FORM);
  const [create, creating] = useCreateLookupMutation();
  const [update, updating] = useUpdateLookupMutation();
  return (
    <MetadataDialog
      metadata={metadata}
      isOpen={isOpen}
      title={lookup ? t('edit_lookup', 'Edit Lookup') : t('create_lookup', 'Create Lookup')}
      submitText={t('save', 'Save')}
      busy={creating.isLoading || updating.isLoading}
      // A new lookup starts active, as a new category does (spec part 2 §2).
      initial={
        lookup ? { ...lookup, status: lookup.status ? 'active' : 'inactive' } : { status: 'active' }
      }
      onClose={onClose}
      onSubmit={async (values) => {
        if (!categoryId || !category) {
          // The spec's rule: such a save is logged and does nothing.
          console.error(CATEGORY_MISSING);
          return;
        }
        const body = {
          category_id: categoryId,
          name: String(values.name ?? '').trim(),
          status: values.status !== 'inactive',
          description: text(values.description),
          code: text(values.code),
          code_2: text(values.code_2),
          code_3: text(values.code_3),
          code_4: text(values.code_4),
          code_5: text(values.code_5),
        };
        const result = lookup
          ? await update({ set, category, params: { id: lookup.id }, body })
          : await create({ set, category, body });
        if ('data' in result) {
          void showToast(t('lookup_saved', 'Lookup saved'), 'success');
          onClose();
        }
      }}
    />
  );
}
