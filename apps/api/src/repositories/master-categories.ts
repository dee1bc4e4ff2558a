import type { Category, CategoryInput } from '@procure/contract';
import type { Db } from '../db/connect';
import { isUniqueViolation, nowIso, toCount } from '../db/dialect';
import type { MasterSetName } from '../db/schema';
import { inTransaction, type Executor } from '../db/transaction';
import { conflict } from '../http/errors';

const CATEGORY_TAKEN = 'Another category of this master set already has this name';

/** A unique constraint that fires after the check (a concurrent write won) is still a 409. */
export async function guarded<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/** The categories of the two master sets; every query names its set. */
export function createMasterCategories(db: Db) {
  function categoryQuery(executor: Executor, set: MasterSetName) {
    return executor
      .selectFrom('lookup_categories as c')
      .where('c.set', '=', set)
      .select((eb) => [
        'c.id',
        'c.name',
        'c.status',
        'c.icon',
        eb
          .selectFrom('lookups as l')
          .whereRef('l.category_id', '=', 'c.id')
          .select((e) => e.fn.countAll().as('n'))
          .as('lookups'),
      ]);
  }
  type CategoryRow = { id: number; name: string; status: number; icon: string; lookups: unknown };
  const toCategory = (row: CategoryRow): Category => ({
    id: row.id,
    name: row.name,
    status: row.status === 1,
    icon: row.icon as Category['icon'],
    lookups: toCount(row.lookups as number),
  });

  async function findCategory(executor: Executor, set: MasterSetName, id: number) {
    const row = await categoryQuery(executor, set).where('c.id', '=', id).executeTakeFirst();
    return row ? toCategory(row) : undefined;
  }

  async function assertCategoryNameFree(
    executor: Executor,
    set: MasterSetName,
    name: string,
    exceptId?: number,
  ) {
    let query = executor
      .selectFrom('lookup_categories')
      .select('id')
      .where('set', '=', set)
      .where('name', '=', name);
    if (exceptId) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw conflict(CATEGORY_TAKEN);
  }

  return {
    async listCategories(set: MasterSetName): Promise<Category[]> {
      return (await categoryQuery(db, set).orderBy('c.id').execute()).map(toCategory);
    },

    findCategory: (set: MasterSetName, id: number, executor: Executor = db) =>
      findCategory(executor, set, id),

    async findCategoryByName(set: MasterSetName, name: string, executor: Executor = db) {
      const row = await categoryQuery(executor, set).where('c.name', '=', name).executeTakeFirst();
      return row ? toCategory(row) : undefined;
    },

    createCategory(set: MasterSetName, input: CategoryInput): Promise<Category> {
      return guarded(
        () =>
          inTransaction(db, async (trx) => {
            await assertCategoryNameFree(trx, set, input.name);
            const now = nowIso();
            const { id } = await trx
              .insertInto('lookup_categories')
              .values({
                set,
                name: input.name,
                status: input.status ? 1 : 0,
                icon: input.icon,
                created_at: now,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            return (await findCategory(trx, set, id))!;
          }),
        CATEGORY_TAKEN,
      );
    },

    updateCategory(
      set: MasterSetName,
      id: number,
      input: CategoryInput,
    ): Promise<Category | undefined> {
      return guarded(
        () =>
          inTransaction(db, async (trx) => {
            if (!(await findCategory(trx, set, id))) return undefined;
            await assertCategoryNameFree(trx, set, input.name, id);
            await trx
              .updateTable('lookup_categories')
              .set({
                name: input.name,
                status: input.status ? 1 : 0,
                icon: input.icon,
                updated_at: nowIso(),
              })
              .where('set', '=', set)
              .where('id', '=', id)
              .execute();
            return findCategory(trx, set, id);
          }),
        CATEGORY_TAKEN,
      );
    },
  };
}
