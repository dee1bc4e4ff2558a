/** The invoice review form as this backend describes it (part 2 §3): invoice_fm_header.fields
 * and invoice_fm_items.fields with control_name, label, type, placeholder, is_visible, readonly
 * and icon; no section titles. */

const field = (control_name: string, label: string, type = 'text', icon?: string) => ({
  control_name,
  label,
  type,
  is_visible: true,
  readonly: false,
  ...(icon ? { icon } : {}),
});

export const SPEC_INVOICE_FORM = {
  form_name: 'invoice_registration',
  meta_data: {
    invoice_fm_header: {
      visible: true,
      sequence: 1,
      is_dynamic: false,
      fields: [
        field('invoice_number', 'Bill number', 'text', 'document'),
        field('vendor_name', 'Supplier', 'text', 'office'),
        field('invoice_date', 'Bill date', 'text', 'calendar'),
        field('total_amount', 'Bill total', 'number', 'dollar'),
      ],
    },
    invoice_fm_items: {
      visible: true,
      sequence: 2,
      is_dynamic: true,
      fields: [
        field('description', 'Item'),
        field('quantity', 'Qty', 'number'),
        field('unit_price', 'Rate', 'number'),
        field('amount', 'Amount', 'number'),
      ],
    },
  },
};
