import { z } from 'zod';
import {
  c,
  commonErrors,
  conflict,
  envelope,
  ExportTypeSchema,
  fileResponse,
  IdSchema,
  notFound,
  RowIdSchema,
  uploadErrors,
} from './common';
import { MASTER_ICONS } from './constants';
import { masterSaveAnswer, ours } from './documented';

/** Master data. The invoice and vendor sets share these paths; each set is a separate API root
 * (see MASTER_SET_ROOTS), as the spec's two differently configured clients imply. */
export const CategoryNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(60)
  .regex(/^[A-Za-z0-9 _-]+$/, 'Use letters, digits, spaces, - and _');

export const CategoryInputSchema = z.object({
  name: CategoryNameSchema,
  status: z.boolean().default(true),
  icon: z.enum(MASTER_ICONS).default('file-text'),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;
export const CategorySchema = CategoryInputSchema.extend({
  id: z.number().int(),
  lookups: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof CategorySchema>;

const code = z.string().trim().max(60).nullable().optional();
export const LookupInputSchema = z.object({
  category_id: RowIdSchema,
  name: z.string().trim().min(1, 'Name is required').max(120),
  status: z.boolean().default(true),
  description: z.string().trim().max(500).nullable().optional(),
  code,
  code_2: code,
  code_3: code,
  code_4: code,
  code_5: code,
});
export type LookupInput = z.infer<typeof LookupInputSchema>;
export const LookupSchema = LookupInputSchema.required().extend({ id: z.number().int() }).extend({
  description: z.string().nullable(),
  code: z.string().nullable(),
  code_2: z.string().nullable(),
  code_3: z.string().nullable(),
  code_4: z.string().nullable(),
  code_5: z.string().nullable(),
});
export type Lookup = z.infer<typeof LookupSchema>;

/** What an import did. Rows are matched to existing lookups by code, then by name: matched rows
 * that differ are updated, the others created, identical ones left alone. */
export const LookupImportResultSchema = z.object({
  category: z.string(),
  rows: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
});
export type LookupImportResult = z.infer<typeof LookupImportResultSchema>;

/** Columns of a master export, in order, and the lookup field each one holds. An import reads
 * the same headers (case, spaces and underscores aside), in any order. */
export const LOOKUP_FILE_COLUMNS = [
  { key: 'name', header: 'Name' },
  { key: 'code', header: 'Code' },
  { key: 'code_2', header: 'Code 2' },
  { key: 'code_3', header: 'Code 3' },
  { key: 'code_4', header: 'Code 4' },
  { key: 'code_5', header: 'Code 5' },
  { key: 'description', header: 'Description' },
  { key: 'status', header: 'Status' },
] as const;
export type LookupFileKey = (typeof LOOKUP_FILE_COLUMNS)[number]['key'];

/** An import's row problem is the issue path `rows.{spreadsheet row}.{field}` (the header is
 * row 1), so every bad cell of the file can be named. */
export const importIssuePath = (row: number, field: LookupFileKey) => `rows.${row}.${field}`;
export function parseImportIssuePath(
  path: string,
): { row: number; field: LookupFileKey } | undefined {
  const match = /^rows\.(\d+)\.(\w+)$/.exec(path);
  return match ? { row: Number(match[1]), field: match[2] as LookupFileKey } : undefined;
}

export const masterContract = c.router({
  listCategories: {
    method: 'GET',
    path: '/api/v1/lookup-categories',
    responses: { 200: envelope(z.array(CategorySchema)), ...commonErrors },
    summary: 'Categories with their lookup counts',
  },
  createCategory: {
    method: 'POST',
    path: '/api/v1/lookup-categories',
    body: CategoryInputSchema,
    responses: { 200: masterSaveAnswer, 201: masterSaveAnswer, ...commonErrors, ...conflict },
    metadata: ours({ 201: envelope(CategorySchema) }),
    summary: 'Create a category',
  },
  updateCategory: {
    method: 'PUT',
    path: '/api/v1/lookup-categories/:id',
    pathParams: z.object({ id: IdSchema }),
    body: CategoryInputSchema,
    responses: { 200: masterSaveAnswer, ...commonErrors, ...notFound, ...conflict },
    metadata: ours({ 200: envelope(CategorySchema) }),
    summary: 'Update a category',
  },
  listLookups: {
    method: 'GET',
    path: '/api/v1/lookups/',
    query: z.object({ category: CategoryNameSchema }),
    /** data[{category name}] is the list (empty when the category has none or is unknown). */
    responses: { 200: envelope(z.record(z.string(), z.array(LookupSchema))), ...commonErrors },
    summary: 'Lookups of one category, by category name',
  },
  exportLookups: {
    method: 'GET',
    path: '/api/v1/lookups/',
    query: z.object({ category: CategoryNameSchema, export_type: ExportTypeSchema }),
    responses: { 200: fileResponse, ...commonErrors, ...notFound },
    summary: 'Export one category as master-{name}.xlsx',
  },
  createLookup: {
    method: 'POST',
    path: '/api/v1/lookups',
    body: LookupInputSchema,
    responses: {
      200: masterSaveAnswer,
      201: masterSaveAnswer,
      ...commonErrors,
      ...notFound,
      ...conflict,
    },
    metadata: ours({ 201: envelope(LookupSchema) }),
    summary: 'Create a lookup',
  },
  importLookups: {
    method: 'POST',
    path: '/api/v1/lookups/import',
    contentType: 'multipart/form-data',
    query: z.object({ category: CategoryNameSchema }),
    /** One XLSX or CSV file in the export's own column layout, in the field named file. */
    body: c.type<{ file: Blob }>(),
    responses: {
      200: envelope(LookupImportResultSchema),
      ...commonErrors,
      ...notFound,
      ...conflict,
      ...uploadErrors,
    },
    summary:
      'Import an XLSX or CSV into one category: every row applied in one transaction, or none and every bad cell reported',
  },
  updateLookup: {
    method: 'PUT',
    path: '/api/v1/lookups/:id',
    pathParams: z.object({ id: IdSchema }),
    body: LookupInputSchema,
    responses: { 200: masterSaveAnswer, ...commonErrors, ...notFound, ...conflict },
    metadata: ours({ 200: envelope(LookupSchema) }),
    summary: 'Update a lookup',
  },
});
