import type { FormMetadata, TranslationPair } from '@procure/contract';
import type { Db } from '../db/connect';
import { nowIso } from '../db/dialect';
import { inTransaction } from '../db/transaction';

type TranslationSet = Record<string, Record<string, Record<string, string>>>;

/** Form metadata and translations: reference data served from the database. */
export function createReferenceRepository(db: Db) {
  // Forms change only through sync, so each is parsed once, not on every request.
  const parsedForms = new Map<string, FormMetadata>();
  let generation = 0;

  return {
    /** Changes at every sync, so answers prepared from reference data know to rebuild. */
    generation: () => generation,
    async findForm(formName: string): Promise<FormMetadata | undefined> {
      const cached = parsedForms.get(formName);
      if (cached) return cached;
      const row = await db
        .selectFrom('form_metadata')
        .select('body')
        .where('form_name', '=', formName)
        .executeTakeFirst();
      if (!row) return undefined;
      const form = JSON.parse(row.body) as FormMetadata;
      parsedForms.set(formName, form);
      return form;
    },
    /** All requested namespaces in one query, grouped by namespace, keys in order. */
    async translations(
      languageCode: string,
      namespaces: string[],
    ): Promise<Record<string, TranslationPair[]>> {
      const grouped: Record<string, TranslationPair[]> = Object.fromEntries(
        namespaces.map((ns) => [ns, []]),
      );
      if (!namespaces.length) return grouped;
      const rows = await db
        .selectFrom('translations')
        .select(['namespace', 'key', 'value'])
        .where('language_code', '=', languageCode)
        .where('namespace', 'in', namespaces)
        .orderBy('namespace')
        .orderBy('key')
        .execute();
      for (const { namespace, key, value } of rows) grouped[namespace]!.push({ key, value });
      return grouped;
    },
    hasLanguage: async (languageCode: string) =>
      (await db
        .selectFrom('translations')
        .select('key')
        .where('language_code', '=', languageCode)
        .limit(1)
        .executeTakeFirst()) !== undefined,
    /** Brings forms and translations in line with the shipped fixtures, in one transaction;
     * rows that already match are left alone. */
    async sync(forms: Record<string, FormMetadata>, translations: TranslationSet) {
      parsedForms.clear();
      generation += 1;
      await inTransaction(db, async (trx) => {
        const now = nowIso();
        for (const [name, form] of Object.entries(forms)) {
          const body = JSON.stringify(form);
          await trx
            .insertInto('form_metadata')
            .values({ form_name: name, body, updated_at: now })
            .onConflict((oc) =>
              oc
                .column('form_name')
                .doUpdateSet({ body, updated_at: now })
                .where('form_metadata.body', '<>', body),
            )
            .execute();
        }
        const pairs = Object.entries(translations).flatMap(([language_code, namespaces]) =>
          Object.entries(namespaces).flatMap(([namespace, entries]) =>
            Object.entries(entries).map(([key, value]) => ({
              language_code,
              namespace,
              key,
              value,
            })),
          ),
        );
        // Batches keep each statement well under both engines' bound-parameter limits.
        for (let i = 0; i < pairs.length; i += 500) {
          await trx
            .insertInto('translations')
            .values(pairs.slice(i, i + 500))
            .onConflict((oc) =>
              oc
                .columns(['language_code', 'namespace', 'key'])
                .doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
            )
            .execute();
        }
      });
    },
  };
}
export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
