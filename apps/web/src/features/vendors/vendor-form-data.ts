import {
  SITE_MAPPING_LINKS,
  VENDOR_SECTIONS,
  type Issue,
  type VendorDetailMinimal,
  type VendorSectionKey,
} from '@procure/contract';
import type { EntryValues } from '../../components/metadata-form';

type SectionName = keyof typeof VENDOR_SECTIONS;
const LINKS = Object.entries(SITE_MAPPING_LINKS) as [keyof typeof SITE_MAPPING_LINKS, string][];

/** Site mapping on load: address_id, representative_id and bank_id become the form fields named
 * after their sections (vendor_fm_address, ...). */
export function siteMappingToForm(entry: EntryValues): EntryValues {
  const renamed: EntryValues = { ...entry };
  for (const [payloadKey, formKey] of LINKS) {
    if (payloadKey in renamed) {
      renamed[formKey] = renamed[payloadKey];
      delete renamed[payloadKey];
    }
  }
  return renamed;
}

/** Site mapping on save: the section-named fields go back to their payload ids. */
export function siteMappingToPayload(entry: EntryValues): EntryValues {
  const renamed: EntryValues = { ...entry };
  for (const [payloadKey, formKey] of LINKS) {
    if (formKey in renamed) {
      renamed[payloadKey] = renamed[formKey];
      delete renamed[formKey];
    }
  }
  return renamed;
}

export const payloadKeyOf = (name: string): VendorSectionKey | undefined =>
  VENDOR_SECTIONS[name as SectionName];

/** A loaded vendor as the form's saved entries by section name, and the sections that exist
 * on the server (recognised by an id or a basic_id), which start complete. Another backend may
 * leave sections out (read as empty) and the basic section's id (the vendor's id is it). */
export function vendorToForm(
  detail: VendorDetailMinimal,
  vendorId?: number,
): {
  initial: Record<string, EntryValues[]>;
  completed: string[];
} {
  const initial: Record<string, EntryValues[]> = {};
  for (const [name, key] of Object.entries(VENDOR_SECTIONS) as [SectionName, VendorSectionKey][]) {
    if (key === 'basic') {
      const basicId = detail.basic.id ?? detail.id ?? vendorId;
      initial[name] = Object.keys(detail.basic).length ? [{ ...detail.basic, id: basicId }] : [];
      continue;
    }
    const entries = detail[key] as EntryValues[];
    initial[name] = key === 'site_mapping' ? entries.map(siteMappingToForm) : entries;
  }
  const completed = Object.entries(initial)
    .filter(([, entries]) => entries.some((entry) => entry.id != null || entry.basic_id != null))
    .map(([name]) => name);
  return { initial, completed };
}

/** Entries split by whether they are saved already: PUT carries ids, POST creates. `at` keeps
 * each entry's place in the form so server issues land on the right entry. */
export function splitBySaved(entries: readonly EntryValues[]) {
  const create: { at: number[]; items: EntryValues[] } = { at: [], items: [] };
  const update: { at: number[]; items: EntryValues[] } = { at: [], items: [] };
  entries.forEach((entry, index) => {
    const target = entry.id ? update : create;
    target.at.push(index);
    target.items.push(entry);
  });
  return { create, update };
}

/** Issue paths of one request ('1.iban') moved to the entries' places in the form. */
export function issuesAt(issues: readonly Issue[], at: readonly number[]): Issue[] {
  return issues.map((issue) => {
    const match = /^(?:body\.)?(\d+)\.(.*)$/.exec(issue.path);
    if (!match) return issue;
    return { ...issue, path: `${at[Number(match[1])] ?? match[1]}.${match[2]}` };
  });
}
