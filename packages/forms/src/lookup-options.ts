import {
  MASTER_SET_ROOTS,
  MASTER_SETS,
  type DataSource,
  type Field,
  type FormMetadata,
  type MasterSet,
  type Option,
} from '@procure/contract';

/** A master category a dropdown is fed from. */
export type LookupRef = { set: MasterSet; category: string };
/** What a lookup offers a dropdown: its stored columns by name (name, code, code_2 ...). */
export type LookupRow = Readonly<Record<string, unknown>>;

const CATEGORY = /^\/api\/v1\/lookups\/?\?category=([\w-]+)$/;

/** The master category an api source names (`{set root}/api/v1/lookups/?category=x`), if any. */
export function lookupRefOf(source: DataSource | undefined): LookupRef | null {
  if (source?.type !== 'api' || !source.relativeUrl) return null;
  for (const set of MASTER_SETS) {
    const root = MASTER_SET_ROOTS[set];
    if (!source.relativeUrl.startsWith(`${root}/`)) continue;
    const match = CATEGORY.exec(source.relativeUrl.slice(root.length));
    return match ? { set, category: match[1]! } : null;
  }
  return null;
}

export const lookupKey = (ref: LookupRef) => `${ref.set}/${ref.category}`;

const sourceOf = (field: Field) => ('data_source' in field ? field.data_source : undefined);

function everyField(form: FormMetadata): Field[] {
  return Object.values(form.meta_data).flatMap((section) => [
    ...section.fields,
    ...(section.groups ?? []).flatMap((group) => group.group_fields),
  ]);
}

/** Every master category the form's dropdowns name, each once. */
export function lookupRefsOf(form: FormMetadata): LookupRef[] {
  const refs = new Map<string, LookupRef>();
  for (const field of everyField(form)) {
    const ref = lookupRefOf(sourceOf(field));
    if (ref) refs.set(lookupKey(ref), ref);
  }
  return [...refs.values()];
}

/** A lookup's option through the source's value and label columns; numeric fields get numbers. */
function optionOf(field: Field, source: DataSource, row: LookupRow): Option | null {
  const raw = row[source.valueField || 'name'];
  if (raw === null || raw === undefined || String(raw).trim() === '') return null;
  const numeric = field.data_type === 'int' || field.data_type === 'decimal';
  const value = numeric && Number.isFinite(Number(raw)) ? Number(raw) : String(raw);
  return { value, label: String(row[source.labelField || 'name'] ?? raw) };
}

/** The form with every lookup-fed dropdown turned into a static one holding the category's
 * active lookups (`rows` by `lookupKey`): the browser shows, and the shared validation accepts,
 * exactly what master data offers now. A missing or inactive category offers nothing. */
export function resolveLookupOptions(
  form: FormMetadata,
  rows: ReadonlyMap<string, readonly LookupRow[]>,
): FormMetadata {
  const resolve = (field: Field): Field => {
    const source = sourceOf(field);
    const ref = lookupRefOf(source);
    if (!ref || !source || !('data_source' in field)) return field;
    const options = (rows.get(lookupKey(ref)) ?? []).flatMap(
      (row) => optionOf(field, source, row) ?? [],
    );
    return { ...field, options, data_source: { ...source, type: 'static', options } };
  };
  const meta_data = Object.fromEntries(
    Object.entries(form.meta_data).map(([name, section]) => [
      name,
      {
        ...section,
        fields: section.fields.map(resolve),
        groups: section.groups?.map((group) => ({
          ...group,
          group_fields: group.group_fields.map(resolve),
        })),
      },
    ]),
  );
  return { ...form, meta_data };
}
