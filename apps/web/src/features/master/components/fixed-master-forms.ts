import {
  CAPABILITIES,
  FormMetadataSchema,
  MASTER_ICONS,
  type FormMetadata,
} from '@procure/contract';
import { useFormMetadataQuery } from '../../../components/metadata-form';
import { hasCapability } from '../../../config/runtime';

/** The master dialogs as the spec fixes them (part 2 §2: category name, status, icon; lookup
 * name, code, code2..code5, description, status), for a backend without our extras: the
 * documents list no form metadata for these two dialogs. Labels are plain English: through `t(key, key)`
 * they show as written when no dictionary has them. Parsed once so every default is filled. */

const status = {
  control_name: 'status',
  type: 'radio',
  label: 'Status',
  required: true,
  options: [
    { label: 'Active', value: 'active' },
    { label: 'Inactive', value: 'inactive' },
  ],
};
const text = (control_name: string, label: string, required = false) => ({
  control_name,
  type: 'text',
  label,
  required,
});

export const FIXED_CATEGORY_FORM: FormMetadata = FormMetadataSchema.parse({
  form_name: 'master_category_modal',
  meta_data: {
    category: {
      label: 'Category',
      sequence: 1,
      fields: [
        text('name', 'Name', true),
        status,
        {
          control_name: 'icon',
          type: 'select',
          label: 'Icon',
          required: true,
          options: MASTER_ICONS.map((icon) => ({ label: icon, value: icon })),
        },
      ],
    },
  },
});

export const FIXED_LOOKUP_FORM: FormMetadata = FormMetadataSchema.parse({
  form_name: 'master_lookup_modal',
  meta_data: {
    lookup: {
      label: 'Lookup',
      sequence: 1,
      fields: [
        text('name', 'Name', true),
        text('code', 'Code'),
        text('code_2', 'Code 2'),
        text('code_3', 'Code 3'),
        text('code_4', 'Code 4'),
        text('code_5', 'Code 5'),
        { control_name: 'description', type: 'textarea', label: 'Description' },
        status,
      ],
    },
  },
});

/** Our server's form (it adds lengths and a name pattern) when the backend has our extras; the
 * spec's fixed form otherwise, without asking for a form the documents do not list. */
export function useMasterForm(fixed: FormMetadata): FormMetadata | undefined {
  const extras = hasCapability(CAPABILITIES.extras);
  const query = useFormMetadataQuery({ query: { form_name: fixed.form_name } }, { skip: !extras });
  return extras ? query.data?.data : fixed;
}
