import type { FormMetadata, TranslationPair } from '@procure/contract';
import type { Db } from '../db/database';

/** Form metadata and translations: reference data served from the database. */
export function createReferenceRepository(db: Db) {
  const formByName = db.prepare<[string], { body: string }>(
    'SELECT body FROM form_metadata WHERE form_name = ?',
  );
  const upsertForm = db.prepare<[string, string]>(
    `INSERT INTO form_metadata (form_name, body) VALUES (?, ?)
     ON CONFLICT (form_name) DO UPDATE SET body = excluded.body,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE form_metadata.body <> excluded.body`,
  );
  const pairsOf = db.prepare<[string, string], TranslationPair>(
    'SELECT key, value FROM translations WHERE language_code = ? AND namespace = ? ORDER BY key',
  );
  const upsertPair = db.prepare<[string, string, string, string]>(
    `INSERT INTO translations (language_code, namespace, key, value) VALUES (?, ?, ?, ?)
     ON CONFLICT (language_code, namespace, key) DO UPDATE SET value = excluded.value`,
  );
  const hasLanguage = db.prepare<[string], { one: number }>(
    'SELECT 1 AS one FROM translations WHERE language_code = ? LIMIT 1',
  );

  // Forms change only through sync, so each is parsed once, not on every request.
  const parsedForms = new Map<string, FormMetadata>();

  return {
    findForm(formName: string): FormMetadata | undefined {
      const cached = parsedForms.get(formName);
      if (cached) return cached;
      const row = formByName.get(formName);
      if (!row) return undefined;
      const form = JSON.parse(row.body) as FormMetadata;
      parsedForms.set(formName, form);
      return form;
    },
    translations(languageCode: string, namespaces: string[]): Record<string, TranslationPair[]> {
      return Object.fromEntries(namespaces.map((ns) => [ns, pairsOf.all(languageCode, ns)]));
    },
    hasLanguage: (languageCode: string) => hasLanguage.get(languageCode) !== undefined,
    /** Brings forms and translations in line with the shipped fixtures, in one transaction. */
    sync: db.transaction(
      (
        forms: Record<string, FormMetadata>,
        translations: Record<string, Record<string, Record<string, string>>>,
      ) => {
        parsedForms.clear();
        for (const [name, form] of Object.entries(forms))
          upsertForm.run(name, JSON.stringify(form));
        for (const [language, namespaces] of Object.entries(translations))
          for (const [ns, pairs] of Object.entries(namespaces))
            for (const [key, value] of Object.entries(pairs))
              upsertPair.run(language, ns, key, value);
      },
    ),
  };
}
export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
