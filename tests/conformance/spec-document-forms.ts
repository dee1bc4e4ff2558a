/** The PO and MRN forms as this backend describes them (spec part 2 §2-3): po_registration
 * (po_fm_header, po_fm_items), mrn_registration (mrn_fm_header, mrn_fm_lineitem) and their
 * upload dialogs, in the documented shape (no section titles; file fields naming no upload form,
 * the vendor dropdown fed by the documented vendor list of active vendors). */

const text = (control_name: string, label: string, required = false) => ({
  control_name,
  type: 'text',
  label,
  required,
});
const activeVendors = {
  control_name: 'vendorId',
  type: 'dropdown',
  label: 'Vendor',
  required: true,
  data_type: 'int',
  data_source: {
    type: 'api',
    relativeUrl: '/api/v1/vendor/?type=active&page_size=100',
    response_type: 'data',
  },
};
const number = (control_name: string, label: string, extra: Record<string, unknown> = {}) => ({
  control_name,
  type: 'number',
  label,
  ...extra,
});

function documentForm(kind: 'po' | 'mrn') {
  const items = kind === 'po' ? 'po_fm_items' : 'mrn_fm_lineitem';
  return {
    form_name: `${kind}_registration`,
    meta_data: {
      [items]: {
        visible: true,
        sequence: 2,
        is_dynamic: true,
        fields: [
          text('description', 'Item', true),
          number('quantity', 'Qty', { required: true }),
          number('unitPrice', 'Rate', { required: true }),
          number('taxRate', 'Tax %'),
          number('amount', 'Amount', { readonly: true }),
        ],
      },
      [`${kind}_fm_header`]: {
        visible: true,
        sequence: 1,
        is_dynamic: false,
        fields: [
          activeVendors,
          text(`${kind}Number`, 'Number', true),
          { control_name: `${kind}Date`, type: 'date', label: 'Date', required: true },
          { control_name: 'expectedDeliveryDate', type: 'date', label: 'Delivery by' },
          text('paymentTerms', 'Terms'),
          { control_name: 'notes', type: 'textarea', label: 'Notes' },
        ],
      },
    },
  };
}

const upload = (form_name: string, fields: unknown[]) => ({
  form_name,
  meta_data: { upload: { visible: true, sequence: 1, is_dynamic: false, fields } },
});

export const SPEC_DOCUMENT_FORMS: Record<string, unknown> = {
  po_registration: documentForm('po'),
  mrn_registration: documentForm('mrn'),
  po_upload_modal: upload('po_upload_modal', [
    { control_name: 'file', type: 'file', label: 'Signed PO', required: true },
  ]),
  mrn_upload_modal: upload('mrn_upload_modal', [
    activeVendors,
    { control_name: 'invoice_file', type: 'file', label: 'Invoice', required: true },
  ]),
};
