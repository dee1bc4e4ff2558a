import type { Field, FormMetadata, Issue, Section } from '@procure/contract';
import {
  isBlank,
  parseFieldValue,
  validateSectionEntries,
  type ValidationMessage,
} from '@procure/forms';

/** One entry of a section as the form holds it: field values by control name; a labelled group
 * holds an object, a repeatable group a list of objects. */
export type EntryValues = Record<string, unknown>;
export type SectionValues = { entries: EntryValues[] };

/** Visible sections in `sequence` order, with their metadata names. */
export function orderedSections(metadata: FormMetadata | undefined): [string, Section][] {
  if (!metadata) return [];
  return Object.entries(metadata.meta_data)
    .filter(([, section]) => section.visible !== false)
    .sort(([, a], [, b]) => a.sequence - b.sequence);
}

const defaultOf = (field: Field): unknown => {
  if (field.default_value !== undefined && field.default_value !== null) return field.default_value;
  // Unticked; the shared isBlank counts false as no answer, so a required box must be ticked.
  if (field.type === 'checkbox') return false;
  return '';
};

/** Every field of a list at its default value. */
export const fieldDefaults = (fields: readonly Field[]): EntryValues =>
  Object.fromEntries(fields.map((field) => [field.control_name, defaultOf(field)]));

/** A new, empty entry with every default from the metadata. */
export function emptyEntry(section: Section): EntryValues {
  const entry = fieldDefaults(section.fields);
  for (const group of section.groups ?? []) {
    const item = fieldDefaults(group.group_fields);
    entry[group.group] = group.is_dynamic_group ? [item] : item;
  }
  return entry;
}

/** Saved data laid over the defaults, so a field the server left out still has a control. */
export function entryFrom(section: Section, saved: EntryValues): EntryValues {
  const entry = { ...emptyEntry(section), ...saved };
  for (const group of section.groups ?? []) {
    const value = saved[group.group];
    if (group.is_dynamic_group) {
      const items = Array.isArray(value) && value.length ? value : [{}];
      entry[group.group] = items.map((item: EntryValues) => ({
        ...fieldDefaults(group.group_fields),
        ...item,
      }));
    } else if (value && typeof value === 'object') {
      entry[group.group] = { ...fieldDefaults(group.group_fields), ...(value as EntryValues) };
    }
  }
  return entry;
}

const parseFields = (fields: readonly Field[], values: EntryValues): EntryValues => {
  const parsed: EntryValues = { ...values };
  for (const field of fields) {
    const raw = values[field.control_name];
    // Blank stays blank (an optional number left empty is not a 0); an unticked box stays false.
    parsed[field.control_name] =
      typeof raw === 'boolean' || !isBlank(raw) ? parseFieldValue(field, raw) : null;
  }
  return parsed;
};

/** Typed values for saving: ints as whole numbers, number inputs as decimals. */
export function parseEntry(section: Section, entry: EntryValues): EntryValues {
  const parsed = parseFields(section.fields, entry);
  for (const group of section.groups ?? []) {
    const value = entry[group.group];
    parsed[group.group] = Array.isArray(value)
      ? value.map((item: EntryValues) => parseFields(group.group_fields, item))
      : parseFields(group.group_fields, (value as EntryValues) ?? {});
  }
  return parsed;
}

/** Where a server issue goes in the form: a bare field path belongs to the first entry, a path
 * starting with an index to that entry ('1.iban' -> entries.1.iban). */
export function issueFieldPath(issue: Issue): string {
  const path = issue.path.replace(/^body\./, '');
  return /^\d+\./.test(path) ? `entries.${path}` : `entries.0.${path}`;
}

/** The section with its labels translated, so validation messages name fields as the user
 * sees them (metadata labels are translation keys). */
export function withShownLabels(section: Section, shown: (key: string) => string): Section {
  const relabel = <F extends { label: string }>(field: F): F => ({
    ...field,
    label: shown(field.label),
  });
  return {
    ...section,
    fields: section.fields.map(relabel),
    groups: section.groups?.map((group) => ({
      ...group,
      group_fields: group.group_fields.map(relabel),
    })),
  };
}

/** The browser's check of a section's entries with the shared rules (the server runs the same),
 * as form paths ('entries.0.iban') with translated messages. */
export function sectionIssues(
  section: Section,
  entries: EntryValues[],
  shown: (key: string) => string,
  text: (message: ValidationMessage) => string,
): Issue[] {
  return validateSectionEntries(withShownLabels(section, shown), entries).map((issue) => ({
    path: `entries.${issue.path}`,
    message: text(issue.message),
  }));
}
