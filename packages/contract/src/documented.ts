import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { envelope, TabCountsSchema } from './common';

/** Two levels of every answer (ARCHITECTURE.md, "Two backends, one contract"). A route's
 * `responses` are what the specification documents as the minimum every backend sends, with
 * what our server adds kept optional, so the web app parses the other party's answers too. Our
 * server's full answer (every extra required, unknown keys stripped) is the route's `ours`
 * schema, which the server checks its own answers against outside production and tests parse
 * with, so nothing we send drifts. */

/** A list row of the vendor, PO and MRN lists: dynamic keys, kept in the backend's order (the
 * table's columns come from the first row's keys). Values are whatever the backend sends. */
export const DynamicRowSchema = z.record(z.string(), z.unknown());
export type DynamicRow = z.infer<typeof DynamicRowSchema>;

/** Pagination as documented: `total` (vendor, PO and MRN lists); our pages, page and page
 * size are extras. */
export const DocumentedPaginationSchema = z.object({
  total: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative().optional(),
  page: z.number().int().positive().optional(),
  page_size: z.number().int().positive().optional(),
});
/** Where the documents show `pages` too (the invoice list). */
export const DocumentedPagesSchema = DocumentedPaginationSchema.extend({
  pages: z.number().int().nonnegative(),
});

/** A tabbed document list as documented (vendors, PO, MRN): `data` rows and
 * `pagination.total`; our per-tab counts are optional (without them every tab shows the
 * current tab's total, as the specification's own screen does). */
export const documentedTabbedList = z.object({
  message: z.string().optional(),
  data: z.array(DynamicRowSchema),
  pagination: DocumentedPaginationSchema,
  counts: TabCountsSchema.optional(),
});

/** The MRN list as documented: like the others, but it "falls back to a results array" (spec
 * part 2 §3), so an answer with `results` and no `data` is read as its rows. */
export const documentedMrnList = z.preprocess((body) => {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  return fields && fields.data === undefined && Array.isArray(fields.results)
    ? { ...fields, data: fields.results }
    : body;
}, documentedTabbedList);

/** Route metadata holding our server's full answer per status. */
export type OursMetadata = { ours: Partial<Record<number, z.ZodTypeAny>> };
export const ours = (responses: OursMetadata['ours']): OursMetadata => ({ ours: responses });

/** The schema our server's answer of `status` must meet: its `ours` schema, else the route's. */
export function oursResponseSchema(route: AppRoute, status: number): unknown {
  const metadata = route.metadata as Partial<OursMetadata> | undefined;
  return metadata?.ours?.[status] ?? (route.responses as Record<number, unknown>)[status];
}

/** An answer the documents do not show, of which the web reads only a message, if any
 * (DELETE of a vendor entry, the vendor submit). */
export const AnswerNotShownSchema = z.object({ message: z.string().optional() });

/** A master save (categories, lookups): "it returns data.data" (part 2 §7), which the web does
 * not read beyond success; the list is reloaded. */
export const masterSaveAnswer = AnswerNotShownSchema.extend({ data: z.unknown() });

/** A header save whose answer the documents do not show (POST /po/detail, /mrn/detail): the
 * web needs the saved id for the second step; the message is the success toast's text. */
export const savedHeaderAnswer = envelope(z.object({ id: z.number().int() }).catchall(z.unknown()));

/** A whole-document save (POST /po, /mrn): "the result beyond the server message: not shown"
 * (part 2 §7); saved documents with ids are read when sent. */
export const savedDocumentsAnswer = AnswerNotShownSchema.extend({
  data: z.array(z.object({ id: z.number().int().optional() }).catchall(z.unknown())).optional(),
});
