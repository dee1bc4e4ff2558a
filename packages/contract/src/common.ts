import { initContract } from '@ts-rest/core';
import { z } from 'zod';

/** The one ts-rest builder every resource file uses. */
export const c = initContract();

/** Error body of every non-2xx answer except validation. */
export const ErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

/** One field-level problem. `path` is dotted (`line_items.0.quantity`); query and path
 * parameters are prefixed with `query.` / `params.` so body paths map straight onto form fields. */
export const IssueSchema = z.object({ path: z.string(), message: z.string() });
export const ValidationErrorSchema = ErrorSchema.extend({ issues: z.array(IssueSchema) });
export type ValidationError = z.infer<typeof ValidationErrorSchema>;
export type Issue = z.infer<typeof IssueSchema>;

/** Errors every authenticated route may answer. 403 (`code: 'forbidden'`) names what the user
 * lacks: a role, or another person for a step segregation of duties keeps apart. */
export const commonErrors = {
  400: ValidationErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  500: ErrorSchema,
} as const;
export const notFound = { 404: ErrorSchema } as const;
export const conflict = { 409: ErrorSchema } as const;
export const uploadErrors = { 413: ErrorSchema, 415: ErrorSchema } as const;

/** Every JSON body is `{ message?, data }`; lists add `pagination`. */
export const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ message: z.string().optional(), data });

export const PaginationSchema = z.object({
  total: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const listEnvelope = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ message: z.string().optional(), data: z.array(row), pagination: PaginationSchema });

/** Rows per tab, so every tab shows its own count (optional: another backend speaking the
 * contract may not send it, and the list then shows the current tab's total on its tab). */
export const TabCountsSchema = z.object({
  active: z.number().int().nonnegative(),
  draft: z.number().int().nonnegative(),
  reject: z.number().int().nonnegative(),
});
export type TabCounts = z.infer<typeof TabCountsSchema>;

/** A tabbed document list: rows, pagination and per-tab counts. */
export const tabbedListEnvelope = <T extends z.ZodTypeAny>(row: T) =>
  listEnvelope(row).extend({ counts: TabCountsSchema.optional() });

/** One entry of a document's history: who did what, when (approval trail). */
export const HistoryEventSchema = z.object({
  action: z.string(),
  by: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
});
export type HistoryEvent = z.infer<typeof HistoryEventSchema>;

export const RejectBodySchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500),
});

/** A file answer (exports, stored documents). The name is in Content-Disposition. */
export const fileResponse = c.otherResponse({
  contentType: 'application/octet-stream',
  body: c.type<Blob>(),
});

/** Document state used as list tabs for vendors, purchase orders and MRNs. */
export const DocumentStateSchema = z.enum(['active', 'draft', 'reject']);
export type DocumentState = z.infer<typeof DocumentStateSchema>;

export const ExportTypeSchema = z.enum(['excel', 'csv']);
export type ExportType = z.infer<typeof ExportTypeSchema>;

/** The largest row id: PostgreSQL's `integer`, which every id column is on both engines. A larger
 * number names no row, and PostgreSQL refuses it as a parameter, so the contract refuses it (400)
 * before it reaches SQL. */
export const MAX_ROW_ID = 2_147_483_647;
/** The deepest page a list serves: (page - 1) x page size stays a small integer on both engines
 * (1e308 overflowed SQLite's OFFSET), and no list is 100,000 pages long. */
export const MAX_PAGE = 100_000;

/** `schema`, for an object that has at most `max` keys, counted before any key is checked: a
 * body with a million unknown keys costs one count and one issue, not a million of each. */
export const atMostKeys = <T extends z.ZodTypeAny>(max: number, schema: T) =>
  z
    .custom<z.input<T>>(
      (value) => typeof value !== 'object' || value === null || Object.keys(value).length <= max,
      { message: `Send at most ${max} fields`, fatal: true },
    )
    .pipe(schema);

/** A row id sent in a body (path and query ids are text: IdSchema). */
export const RowIdSchema = z.number().int().positive().max(MAX_ROW_ID);
export const IdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
export const idParams = z.object({ id: IdSchema });

/** Query parameters of every paged list. Page starts at 1; page size is capped so a
 * single request cannot ask the server for an unbounded page. */
export const pageQuery = (defaultSize: number) => ({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(defaultSize),
  search: z.string().trim().max(200).optional(),
});

/** ISO calendar date, YYYY-MM-DD. */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD');

/** Money travels as a number with at most 2 decimals; the server recomputes every total. */
export const MoneySchema = z.number().finite();

/** Values a metadata-driven form can hold in one field. */
export const FieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type FieldValue = z.infer<typeof FieldValueSchema>;

/** Query of the tabbed document lists (vendors, purchase orders, MRNs). */
export const documentListQuery = (defaultSize: number) => ({
  type: DocumentStateSchema.default('active'),
  search_by: z.enum(['name', 'code']).default('name'),
  ...pageQuery(defaultSize),
});

/** The export twin of a list query: same filters, no paging, export_type required. */
export const exportQuery = (list: ReturnType<typeof documentListQuery>) =>
  z.object({
    type: list.type,
    search: list.search,
    search_by: list.search_by,
    export_type: ExportTypeSchema,
  });
