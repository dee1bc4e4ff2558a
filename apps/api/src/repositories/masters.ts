import type { CategoryInput, Lookup, LookupInput } from '@procure/contract';
import type { Db } from '../db/connect';
import { nowIso, toCount } from '../db/dialect';
import type { LookupsTable, MasterSetName } from '../db/schema';
import { inTransaction, type Executor } from '../db/transaction';
import { conflict } from '../http/errors';
import { createMasterCategories, guarded } from './master-categories';
import type { Selectable } from 'kysely';

export type LookupRecord = Selectable<LookupsTable>;
/** A lookup's stored fields, as written by the dialog or one import row. */
export type LookupValues = Omit<Lookup, 'id' | 'category_id'>;

export const LOOKUP_VALUE_KEYS = [
  'name',
  'status',
  'description',
  'code',
  'code_2',
  'code_3',
  'code_4',
  'code_5',
] as const satisfies ReadonlyArray<keyof LookupValues>;

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** Input as stored: blanks are NULL (a blank code is no code, and NULL codes never collide). */
export function lookupValues(input: Omit<LookupInput, 'category_id'>): LookupValues {
  return {
    name: input.name,
    status: input.status,
    description: blankToNull(input.description),
    code: blankToNull(input.code),
    code_2: blankToNull(input.code_2),
    code_3: blankToNull(input.code_3),
    code_4: blankToNull(input.code_4),
    code_5: blankToNull(input.code_5),
  };
}

export const toLookup = (row: LookupRecord): Lookup => ({
  id: row.id,
  category_id: row.category_id,
  name: row.name,
  status: row.status === 1,
  description: row.description,
  code: row.code,
  code_2: row.code_2,
  code_3: row.code_3,
  code_4: row.code_4,
  code_5: row.code_5,
});

const toRow = (values: LookupValues) => ({ ...values, status: values.status ? 1 : 0 });

const LOOKUP_NAME_TAKEN = 'Another lookup of this category already has this name';
const LOOKUP_CODE_TAKEN = 'Another lookup of this category already has this code';
const IMPORT_RACED = 'The category changed during the import; nothing was imported, try again';

/** Categories (master-categories.ts) and lookups of the two master sets. Every query names its set, so the sets never
 * see each other's rows. */
export function createMastersRepository(db: Db) {
  const categories = createMasterCategories(db);
  /** Checks a lookup's name and code are free within its category (another lookup than
   * `exceptId` holding them is a conflict). */
  async function assertLookupFree(
    executor: Executor,
    categoryId: number,
    values: LookupValues,
    exceptId?: number,
  ) {
    const others = await executor
      .selectFrom('lookups')
      .select(['id', 'name', 'code'])
      .where('category_id', '=', categoryId)
      .where((eb) =>
        eb.or([
          eb('name', '=', values.name),
          ...(values.code ? [eb('code', '=', values.code)] : []),
        ]),
      )
      .execute();
    const clash = others.filter((o) => o.id !== exceptId);
    if (clash.some((o) => o.name === values.name)) throw conflict(LOOKUP_NAME_TAKEN);
    if (clash.length) throw conflict(LOOKUP_CODE_TAKEN);
  }

  return {
    ...categories,

    /** Active lookups of active categories, for the dropdowns fed from them, in creation
     * order and keyed `{set}/{category}` (one query for all of a form's categories). */
    async activeLookups(
      refs: readonly { set: MasterSetName; category: string }[],
    ): Promise<Map<string, LookupRecord[]>> {
      const found = new Map<string, LookupRecord[]>();
      if (!refs.length) return found;
      const rows = await db
        .selectFrom('lookups as l')
        .innerJoin('lookup_categories as c', 'c.id', 'l.category_id')
        .selectAll('l')
        .select('c.name as category')
        .where('c.status', '=', 1)
        .where('l.status', '=', 1)
        .where((eb) =>
          eb.or(refs.map((r) => eb.and([eb('c.set', '=', r.set), eb('c.name', '=', r.category)]))),
        )
        .orderBy('l.id')
        .execute();
      for (const { category, ...row } of rows) {
        const key = `${row.set}/${category}`;
        found.set(key, [...(found.get(key) ?? []), row]);
      }
      return found;
    },

    /** Changes whenever any category or lookup is written (rows are never deleted), so answers
     * built from master data know when to rebuild, across API instances. */
    async version(): Promise<string> {
      const [lookups, categories] = await Promise.all(
        (['lookups', 'lookup_categories'] as const).map((table) =>
          db
            .selectFrom(table)
            .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('updated_at').as('at')])
            .executeTakeFirstOrThrow(),
        ),
      );
      return `${toCount(lookups!.n as number)}:${lookups!.at}:${toCount(categories!.n as number)}:${categories!.at}`;
    },

    /** A category's lookups in the order they were made. */
    async lookupsOf(categoryId: number, executor: Executor = db): Promise<LookupRecord[]> {
      return executor
        .selectFrom('lookups')
        .selectAll()
        .where('category_id', '=', categoryId)
        .orderBy('id')
        .execute();
    },

    /** A category's lookups in pages, for exports of any size. */
    async *lookupBatches(categoryId: number, size = 500): AsyncGenerator<LookupRecord[]> {
      let after = 0;
      for (;;) {
        const rows = await db
          .selectFrom('lookups')
          .selectAll()
          .where('category_id', '=', categoryId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(size)
          .execute();
        if (rows.length) yield rows;
        if (rows.length < size) return;
        after = rows[rows.length - 1]!.id;
      }
    },

    async findLookup(set: MasterSetName, id: number): Promise<LookupRecord | undefined> {
      return db
        .selectFrom('lookups')
        .selectAll()
        .where('set', '=', set)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    createLookup(
      set: MasterSetName,
      categoryId: number,
      values: LookupValues,
      executor: Executor = db,
    ): Promise<LookupRecord> {
      return guarded(
        () =>
          inTransaction(executor, async (trx) => {
            await assertLookupFree(trx, categoryId, values);
            const now = nowIso();
            return trx
              .insertInto('lookups')
              .values({
                set,
                category_id: categoryId,
                ...toRow(values),
                created_at: now,
                updated_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
          }),
        LOOKUP_NAME_TAKEN,
      );
    },

    updateLookup(
      set: MasterSetName,
      id: number,
      categoryId: number,
      values: LookupValues,
      executor: Executor = db,
    ): Promise<LookupRecord | undefined> {
      return guarded(
        () =>
          inTransaction(executor, async (trx) => {
            await assertLookupFree(trx, categoryId, values, id);
            return trx
              .updateTable('lookups')
              .set({ category_id: categoryId, ...toRow(values), updated_at: nowIso() })
              .where('set', '=', set)
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirst();
          }),
        LOOKUP_NAME_TAKEN,
      );
    },

    /** Writes an import's plan in one transaction: all of it, or nothing. Updates go first with
     * their names and codes parked, so rows that swap names or codes never collide midway. The
     * plan comes from an earlier read: a lookup saved since can make a name or code clash, which
     * rolls all of it back and is a 409. */
    async applyImport(
      set: MasterSetName,
      categoryId: number,
      plan: { updates: Array<{ id: number; values: LookupValues }>; creates: LookupValues[] },
    ): Promise<void> {
      const write = inTransaction(db, async (trx) => {
        const now = nowIso();
        for (const { id } of plan.updates)
          await trx
            .updateTable('lookups')
            .set({ name: `\u0001import-${id}`, code: null })
            .where('id', '=', id)
            .execute();
        for (const { id, values } of plan.updates)
          await trx
            .updateTable('lookups')
            .set({ ...toRow(values), updated_at: now })
            .where('set', '=', set)
            .where('id', '=', id)
            .execute();
        for (const values of plan.creates)
          await trx
            .insertInto('lookups')
            .values({
              set,
              category_id: categoryId,
              ...toRow(values),
              created_at: now,
              updated_at: now,
            })
            .execute();
      });
      await guarded(() => write, IMPORT_RACED);
    },

    /** Demo seeding: a whole category with its lookups. */
    async seedCategory(
      set: MasterSetName,
      category: CategoryInput,
      lookups: LookupValues[],
      executor: Executor = db,
    ): Promise<void> {
      await inTransaction(executor, async (trx) => {
        const now = nowIso();
        const { id } = await trx
          .insertInto('lookup_categories')
          .values({
            set,
            name: category.name,
            status: category.status ? 1 : 0,
            icon: category.icon,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (lookups.length)
          await trx
            .insertInto('lookups')
            .values(
              lookups.map((values) => ({
                set,
                category_id: id,
                ...toRow(values),
                created_at: now,
                updated_at: now,
              })),
            )
            .execute();
      });
    },
  };
}
export type MastersRepository = ReturnType<typeof createMastersRepository>;
