import { SPEC_DOCUMENT_FORMS } from './spec-document-forms';
import { SPEC_INVOICE_FORM } from './spec-invoice-form';
import { SPEC_VENDOR_FORM } from './spec-vendor-form';

/** Form metadata as the documents describe it (part 1 §3, part 2 §3): sections keyed by name
 * with visible, sequence, is_dynamic and fields, no section titles; fields with control_name,
 * type, label, required and options: the vendor registration and the master dialogs. */

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
const ICONS = [
  'landmark',
  'file-text',
  'receipt',
  'user-circle',
  'building-2',
  'users',
  'store',
  'truck',
];

export const SPEC_FORMS: Record<string, unknown> = {
  vendor_registration: SPEC_VENDOR_FORM,
  ...SPEC_DOCUMENT_FORMS,
  invoice_registration: SPEC_INVOICE_FORM,
  master_category_modal: {
    form_name: 'master_category_modal',
    meta_data: {
      category_details: {
        visible: true,
        sequence: 1,
        is_dynamic: false,
        fields: [
          text('name', 'Name', true),
          status,
          {
            control_name: 'icon',
            type: 'select',
            label: 'Icon',
            options: ICONS.map((icon) => ({ label: icon, value: icon })),
          },
        ],
      },
    },
  },
  master_lookup_modal: {
    form_name: 'master_lookup_modal',
    meta_data: {
      lookup_details: {
        visible: true,
        sequence: 1,
        is_dynamic: false,
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
  },
};
