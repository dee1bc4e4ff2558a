import { SITE_MAPPING_LINKS, type Issue, type VendorSectionKey } from '@procure/contract';
import type { FormValidation } from './form-validation';

export const VENDOR_FORM = 'vendor_registration';
type Entry = Readonly<Record<string, unknown>>;

/** Vendor sections checked against the vendor_registration metadata (see form-validation). */
export function createVendorValidation(forms: FormValidation) {
  const sectionOf = (key: VendorSectionKey) =>
    forms.section(VENDOR_FORM, (_name, section) => section.payload_key === key);

  return {
    sectionOf,
    /** Issues of the entries of one section; with `indexed`, paths start with the entry's
     * position in the body (a list was sent). */
    async check(
      key: VendorSectionKey,
      entries: readonly Entry[],
      indexed: boolean,
    ): Promise<Issue[]> {
      const asForm = key === 'site_mapping' ? entries.map(asSiteMappingForm) : entries;
      return forms.check(
        await sectionOf(key),
        asForm,
        (index, field) => `${indexed ? `${index}.` : ''}${formToPayload[field] ?? field}`,
      );
    },
  };
}
export type VendorValidation = ReturnType<typeof createVendorValidation>;

/** Site-mapping entries carry address_id/representative_id/bank_id; the form (and so its
 * metadata) names those fields after their sections. */
function asSiteMappingForm(entry: Entry): Entry {
  const form: Record<string, unknown> = { ...entry };
  for (const [payload, field] of Object.entries(SITE_MAPPING_LINKS)) form[field] = entry[payload];
  return form;
}
const formToPayload: Record<string, string> = Object.fromEntries(
  Object.entries(SITE_MAPPING_LINKS).map(([payload, field]) => [field, payload]),
);
