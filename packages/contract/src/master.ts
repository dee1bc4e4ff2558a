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
} from './common';
import { MASTER_ICONS } from './constants';

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
  category_id: z.number().int().positive(),
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
    responses: { 201: envelope(CategorySchema), ...commonErrors, ...conflict },
    summary: 'Create a category',
  },
  updateCategory: {
    method: 'PUT',
    path: '/api/v1/lookup-categories/:id',
    pathParams: z.object({ id: IdSchema }),
    body: CategoryInputSchema,
    responses: { 200: envelope(CategorySchema), ...commonErrors, ...notFound, ...conflict },
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
    responses: { 201: envelope(LookupSchema), ...commonErrors, ...notFound, ...conflict },
    summary: 'Create a lookup',
  },
  updateLookup: {
    method: 'PUT',
    path: '/api/v1/lookups/:id',
    pathParams: z.object({ id: IdSchema }),
    body: LookupInputSchema,
    responses: { 200: envelope(LookupSchema), ...commonErrors, ...notFound, ...conflict },
    summary: 'Update a lookup',
  },
});
