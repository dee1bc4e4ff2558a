/** The vendor registration form as this backend describes it (spec part 1 §3): the seven
 * sections by metadata name with visible, sequence, is_dynamic and fields, no titles; dropdowns
 * fed by its own urls (one read at response_type, one at data.{control_name}); compliance in a
 * labelled group whose file field names no upload form or event (the documents list none). */

const text = (control_name: string, label: string, required = false) => ({
  control_name,
  type: 'text',
  label,
  required,
});
const section = (sequence: number, fields: unknown[], extra: Record<string, unknown> = {}) => ({
  visible: true,
  sequence,
  is_dynamic: false,
  fields,
  ...extra,
});

export const SPEC_VENDOR_FORM = {
  form_name: 'vendor_registration',
  meta_data: {
    // Keys in an order of their own: the sequence decides (spec part 1 §2).
    vendor_fm_compliance: section(7, [], {
      groups: [
        {
          group: 'certificates',
          label: 'Certificates',
          is_dynamic_group: false,
          group_fields: [
            {
              control_name: 'certificate_file',
              type: 'file',
              label: 'Certificate',
              group: 'certificates',
            },
          ],
        },
      ],
    }),
    vendor_fm_basic: section(1, [
      // A data type of its own ("int or other"): read as text.
      { ...text('name', 'Vendor name', true), data_type: 'varchar' },
      { control_name: 'phone', type: 'tel', label: 'Phone' },
      {
        control_name: 'vendor_type',
        type: 'dropdown',
        label: 'Vendor type',
        required: true,
        data_source: {
          type: 'static',
          options: [
            { label: 'Domestic', value: 'domestic' },
            { label: 'International', value: 'international' },
          ],
        },
      },
    ]),
    vendor_fm_address: section(2, [
      text('address_line', 'Address', true),
      {
        control_name: 'country_id',
        type: 'dropdown',
        label: 'Country',
        data_source: {
          type: 'api',
          relativeUrl: '/api/v1/places/countries',
          response_type: 'data.countries',
          valueField: 'code',
          labelField: 'title',
        },
      },
      {
        control_name: 'state_id',
        type: 'dropdown',
        label: 'State',
        depends_on: ['country_id'],
        // No response_type: the list is read at data.state_id.
        data_source: { type: 'api', relativeUrl: '/api/v1/places/states?country={country_id}' },
      },
    ]),
    vendor_fm_bank: section(3, [text('bank_name', 'Bank', true), text('account_no', 'Account')], {
      is_dynamic: true,
    }),
    vendor_fm_tax_type: section(4, [text('tax_number', 'Tax number', true)]),
    vendor_fm_representative: section(5, [text('representative_name', 'Representative', true)]),
    vendor_fm_site_mapping: section(6, [text('site_name', 'Site', true)]),
  },
};
