import type { Issue, Section } from '@procure/contract';
import { validateSectionEntry, type ValidationMessage } from '@procure/forms';
import type { MastersRepository } from '../repositories/masters';
import type { ReferenceRepository } from '../repositories/reference';
import { createFormLookups } from './form-lookups';

type Entry = Readonly<Record<string, unknown>>;
type Texts = Record<string, Record<string, string>>;

/** Server-side checks with the same form metadata and the same rules (@procure/forms) the
 * browser's forms use, so the server is never weaker than a form. Messages are the English texts
 * of the validation keys, naming the field by its label. */
export function createFormValidation(reference: ReferenceRepository, masters: MastersRepository) {
  const lookups = createFormLookups(masters);
  let cache: { generation: number; texts: Texts } | null = null;

  async function texts(): Promise<Texts> {
    if (cache?.generation !== reference.generation()) {
      const pairs = await reference.translations('en', ['form', 'validation']);
      cache = {
        generation: reference.generation(),
        texts: Object.fromEntries(
          Object.entries(pairs).map(([ns, list]) => [
            ns,
            Object.fromEntries(list.map((p) => [p.key, p.value])),
          ]),
        ),
      };
    }
    return cache.texts;
  }

  const describe = (message: ValidationMessage, t: Texts) => {
    const label = t.form?.[message.values.label] ?? message.values.label;
    const template = t.validation?.[message.key];
    if (!template) return message.fallback.replace(message.values.label, label);
    return template.replace('{label}', label).replace('{n}', String(message.values.n ?? ''));
  };

  return {
    /** A section of a form by its metadata name, or by its payload key, its lookup-fed
     * dropdowns holding today's active lookups. */
    async section(formName: string, match: (name: string, section: Section) => boolean) {
      const form = await reference.findForm(formName);
      const section = Object.entries(form?.meta_data ?? {}).find(([name, s]) => match(name, s));
      if (!form || !section) return undefined;
      const resolved = await lookups.resolve({ ...form, meta_data: { [section[0]]: section[1] } });
      return resolved.meta_data[section[0]];
    },
    /** Issues of entries of one section; `pathOf` places each field's issue in the payload. */
    async check(
      section: Section | undefined,
      entries: readonly Entry[],
      pathOf: (index: number, field: string) => string,
    ): Promise<Issue[]> {
      if (!section || !section.visible) return [];
      const t = await texts();
      return entries.flatMap((entry, index) =>
        validateSectionEntry(section, entry).map((issue) => ({
          path: pathOf(index, issue.path),
          message: describe(issue.message, t),
        })),
      );
    },
  };
}
export type FormValidation = ReturnType<typeof createFormValidation>;
