import type { MasterSet } from '@procure/contract';
import { MetadataDialog } from '../../../components/metadata-form';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import {
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  type Category,
} from '../api/master-api';
import { FIXED_CATEGORY_FORM, useMasterForm } from './fixed-master-forms';

type Props = {
  set: MasterSet;
  isOpen: boolean;
  /** The category being edited; none to create one. */
  category?: Category;
  onClose: () => void;
};

/** Create and edit a category (master_category_modal): name, status radio (active on create),
 * icon. Status travels as a boolean. A failure keeps the dialog open; its toast says why. */
export function CategoryDialog({ set, isOpen, category, onClose }: Props) {
  const t = useT('master');
  const metadata = useMasterForm(FIXED_CATEGORY_FORM);
  const [create, creating] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  return (
    <MetadataDialog
      metadata={metadata}
      isOpen={isOpen}
      title={
        category ? t('edit_category', 'Edit Category') : t('create_category', 'Create Category')
      }
      submitText={t('save', 'Save')}
      busy={creating.isLoading || updating.isLoading}
      initial={
        category
          ? {
              name: category.name,
              status: category.status ? 'active' : 'inactive',
              icon: category.icon,
            }
          : // The spec's default on create, whatever the backend's form says.
            { status: 'active' }
      }
      onClose={onClose}
      onSubmit={async (values) => {
        const body = {
          name: String(values.name ?? '').trim(),
          status: values.status !== 'inactive',
          icon: (values.icon || 'file-text') as Category['icon'],
        };
        const result = category
          ? await update({ set, params: { id: category.id }, body })
          : await create({ set, body });
        if ('data' in result) {
          void showToast(t('category_saved', 'Category saved'), 'success');
          onClose();
        }
      }}
    />
  );
}
