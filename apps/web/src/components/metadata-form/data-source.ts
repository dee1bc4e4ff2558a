import type { DataSource, Field, Option } from '@procure/contract';
import { MASTER_SET_ROOTS } from '@procure/contract';
import type { ApiRootName } from '../../config/api-roots';

/** Values a dropdown url may name: the entry's own fields plus the form's context
 * ({vendorId}, {basic_id}). */
export type SubstitutionValues = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{(\w+)\}/g;

const isBlankValue = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';

/** Fills `{field}` and `{vendorId}` placeholders, URL-encoded. Null while any placeholder has no
 * value yet: a dependent dropdown waits for its parent instead of asking for everything. */
export function substituteUrl(template: string, values: SubstitutionValues): string | null {
  let missing = false;
  const url = template.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = values[name];
    if (isBlankValue(value)) {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : url;
}

/** Appends the search text; an empty search asks for the plain list (spec: empty searches are
 * skipped). */
export function withSearch(url: string, search: string): string {
  const text = search.trim();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}search=${encodeURIComponent(text)}`;
}

/** The value at a dotted path ('data.countries') of a response body. */
export function readPath(body: unknown, path: string): unknown {
  return path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      body,
    );
}

/** Options from a list of records, through the source's value and label fields. */
export function toOptions(list: unknown, source: Pick<DataSource, 'valueField' | 'labelField'>) {
  if (!Array.isArray(list)) return [];
  const valueField = source.valueField || 'id';
  const labelField = source.labelField || 'name';
  return list.flatMap((item): Option[] => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const value = record[valueField];
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    return [{ value, label: String(record[labelField] ?? value) }];
  });
}

/** Where the option list sits in the answer: response_type, else data.{control_name}. */
export const responsePathOf = (field: Pick<Field, 'control_name'>, source: DataSource) =>
  source.response_type || `data.${field.control_name}`;

/** Which API root serves a source url. Master lookups name their set's default root as a
 * prefix; it is swapped for the configured root of that set. Everything else (places, vendor
 * entries) belongs to the vendor service. */
export function sourceRoot(url: string): { root: ApiRootName; path: string } {
  if (url.startsWith(`${MASTER_SET_ROOTS.invoice}/`))
    return { root: 'masterInvoice', path: url.slice(MASTER_SET_ROOTS.invoice.length) };
  if (url.startsWith(`${MASTER_SET_ROOTS.vendor}/`))
    return { root: 'masterVendor', path: url.slice(MASTER_SET_ROOTS.vendor.length) };
  return { root: 'vendor', path: url };
}

/** Fields of one entry that must be cleared when `changed` changes: those that depend on it,
 * and those that depend on them (country clears state, and so city). */
export function dependentsOf(fields: readonly Field[], changed: string): string[] {
  const cleared: string[] = [];
  const queue = [changed];
  while (queue.length) {
    const parent = queue.shift() as string;
    for (const field of fields) {
      if (field.depends_on?.includes(parent) && !cleared.includes(field.control_name)) {
        cleared.push(field.control_name);
        queue.push(field.control_name);
      }
    }
  }
  return cleared;
}
