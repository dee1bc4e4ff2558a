import {
  contract,
  exportFileName,
  LOOKUP_FILE_COLUMNS,
  type LookupFileKey,
  type MasterSet,
} from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/errors';
import { implement } from '../http/contract-routes';
import { lookupValues, toLookup, type LookupRecord } from '../repositories/masters';
import { exportFile, type ExportColumn } from '../services/export';
import { parseLookupFile, planImport, readImportFile } from '../services/master-import';

const routes = contract.master;
const NO_CATEGORY = 'No category with this id in this master set';
const NO_CATEGORY_NAMED = 'No category with this name in this master set';
const NO_LOOKUP = 'No lookup with this id in this master set';

type ExportRow = Record<LookupFileKey, string | null>;
/** The export's columns are the import's: what is downloaded can be edited and sent back. */
const EXPORT_COLUMNS: ExportColumn<ExportRow>[] = LOOKUP_FILE_COLUMNS.map((c) => ({
  key: c.key,
  header: c.header,
  type: 'text',
  width: c.key === 'name' || c.key === 'description' ? 36 : 14,
}));
const exportRow = (r: LookupRecord): ExportRow => ({
  ...toLookup(r),
  status: r.status === 1 ? 'Active' : 'Inactive',
});

/** One master set (invoice or vendor): its categories and lookups. The router is the same for
 * both; `set` keeps every query inside its own rows. */
export function masterRoutes(app: FastifyInstance, set: MasterSet) {
  const { masters } = app.repos;

  async function categoryOrThrow(id: number) {
    const category = await masters.findCategory(set, id);
    if (!category) throw notFound(NO_CATEGORY);
    return category;
  }
  async function categoryNamed(name: string) {
    const category = await masters.findCategoryByName(set, name);
    if (!category) throw notFound(NO_CATEGORY_NAMED);
    return category;
  }

  return [
    implement(routes.listCategories, async () => ({
      status: 200,
      body: { data: await masters.listCategories(set) },
    })),
    implement(routes.createCategory, async ({ body }) => ({
      status: 201,
      body: { message: 'Category created', data: await masters.createCategory(set, body) },
    })),
    implement(routes.updateCategory, async ({ params, body }) => {
      const category = await masters.updateCategory(set, params.id, body);
      if (!category) throw notFound(NO_CATEGORY);
      return { status: 200, body: { message: 'Category updated', data: category } };
    }),
    implement(routes.listLookups, async ({ query }) => {
      const category = await masters.findCategoryByName(set, query.category);
      const lookups = category ? await masters.lookupsOf(category.id) : [];
      return { status: 200, body: { data: { [query.category]: lookups.map(toLookup) } } };
    }),
    implement(routes.exportLookups, async ({ query }) => {
      const category = await categoryNamed(query.category);
      async function* rows() {
        for await (const batch of masters.lookupBatches(category.id)) yield batch.map(exportRow);
      }
      const file = exportFile(query.export_type, category.name, EXPORT_COLUMNS, rows());
      return {
        status: 200,
        file: {
          body: file.body,
          contentType: file.contentType,
          fileName: exportFileName.master(category.name, file.ext),
        },
      };
    }),
    implement(routes.importLookups, async ({ query, request }) => {
      const category = await categoryNamed(query.category);
      const file = await readImportFile(request, app.config.uploadLimitBytes);
      const parsed = await parseLookupFile(file);
      const { plan, issues } = planImport(await masters.lookupsOf(category.id), parsed.rows);
      const all = [...parsed.issues, ...issues].sort(
        (a, b) => rowOf(a.path) - rowOf(b.path) || a.path.localeCompare(b.path),
      );
      if (all.length) {
        const bad = new Set(all.map((i) => rowOf(i.path))).size;
        throw badRequest(
          `${bad} ${bad === 1 ? 'row has' : 'rows have'} problems; nothing was imported`,
          all,
          'import_rejected',
        );
      }
      await masters.applyImport(set, category.id, plan);
      const result = {
        category: category.name,
        rows: parsed.rows.length,
        created: plan.creates.length,
        updated: plan.updates.length,
        unchanged: plan.unchanged,
      };
      return {
        status: 200,
        body: {
          message: `Imported: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`,
          data: result,
        },
      };
    }),
    implement(routes.createLookup, async ({ body }) => {
      await categoryOrThrow(body.category_id);
      const row = await masters.createLookup(set, body.category_id, lookupValues(body));
      return { status: 201, body: { message: 'Lookup created', data: toLookup(row) } };
    }),
    implement(routes.updateLookup, async ({ params, body }) => {
      if (!(await masters.findLookup(set, params.id))) throw notFound(NO_LOOKUP);
      await categoryOrThrow(body.category_id);
      const row = await masters.updateLookup(set, params.id, body.category_id, lookupValues(body));
      if (!row) throw notFound(NO_LOOKUP);
      return { status: 200, body: { message: 'Lookup updated', data: toLookup(row) } };
    }),
  ];
}

const rowOf = (path: string) => Number(/^rows\.(\d+)\./.exec(path)?.[1] ?? 0);
