import type { Field, Section } from '@procure/contract';
import { validateFields, type ValidationMessage } from './field-rules';

/** One field's error with the dotted path of its value in the section's payload. */
export type SectionIssue = { path: string; message: ValidationMessage };

type Values = Readonly<Record<string, unknown>>;

const fieldIssues = (fields: readonly Field[], values: Values, prefix: string) =>
  Object.entries(validateFields(fields, values)).map(([name, message]) => ({
    path: prefix + name,
    message,
  }));

/** Every visible required, length and format problem of one entry of a section, in field
 * order: its flat fields, then each labelled group (group, then control name; an entry index
 * in between for a repeatable group). The same function guards the browser's Next button and
 * the server's save, so the server is never weaker than the form. */
export function validateSectionEntry(section: Section, entry: Values): SectionIssue[] {
  const issues = fieldIssues(section.fields, entry, '');
  for (const group of section.groups ?? []) {
    const value = entry[group.group];
    if (group.is_dynamic_group) {
      const items = Array.isArray(value) && value.length ? (value as Values[]) : [{}];
      items.forEach((item, index) =>
        issues.push(...fieldIssues(group.group_fields, item ?? {}, `${group.group}.${index}.`)),
      );
    } else {
      const item = value && typeof value === 'object' ? (value as Values) : {};
      issues.push(...fieldIssues(group.group_fields, item, `${group.group}.`));
    }
  }
  return issues;
}

/** A repeatable section's entries each checked, paths prefixed with the entry's index. */
export function validateSectionEntries(
  section: Section,
  entries: readonly Values[],
): SectionIssue[] {
  return entries.flatMap((entry, index) =>
    validateSectionEntry(section, entry).map((issue) => ({
      ...issue,
      path: `${index}.${issue.path}`,
    })),
  );
}
