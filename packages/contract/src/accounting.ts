import { z } from 'zod';
import {
  c,
  commonErrors,
  envelope,
  fileResponse,
  IdSchema,
  IsoDateSchema,
  notFound,
  conflict,
} from './common';
import { InvoiceDetailSchema } from './invoice';
import { PickedWordsSchema } from './invoice-review';

/** Payment terms and posting (issue 25 items 1, 5): an invoice's terms as the reviewer writes
 * them, and the accounting export of approved invoices. Our server's own calls: a backend made
 * only from the specification has neither. */

/** An invoice's payment terms in words ("3 % discount within 10 days, net 30 days"), read by the
 * same reader as the invoice's text; null or empty says the invoice has no terms. */
export const InvoiceTermsBodySchema = z.object({
  terms: z.string().trim().max(300, 'Use at most 300 characters').nullable(),
  /** Ours: where the reviewer clicked the words of these terms (the field's place after it). */
  picked: PickedWordsSchema.optional(),
});
export type InvoiceTermsBody = z.infer<typeof InvoiceTermsBodySchema>;

export const ACCOUNTING_EXPORT_FORMATS = ['datev', 'journal'] as const;
/** The longest period one export covers: a DATEV batch lies within one fiscal year. */
export const ACCOUNTING_EXPORT_MAX_DAYS = 366;

export const AccountingExportQuerySchema = z
  .object({
    /** Invoice dates from and to (inclusive). */
    from: IsoDateSchema,
    to: IsoDateSchema,
    /** datev: DATEV Buchungsstapel (EXTF, Windows-1252); journal: a plain CSV journal. */
    format: z.enum(ACCOUNTING_EXPORT_FORMATS).default('journal'),
    /** DATEV only: whose books the batch is for (the tax adviser's consultant number and the
     * client's number), the client's fiscal year start (default 1 January of `from`'s year)
     * and chart of accounts (SKR03 default). */
    consultant_number: z.coerce.number().int().min(1001).max(9_999_999).optional(),
    client_number: z.coerce.number().int().min(1).max(99_999).optional(),
    fiscal_year_start: IsoDateSchema.optional(),
    chart: z.enum(['03', '04']).default('03'),
  })
  .superRefine((query, ctx) => {
    if (query.format === 'datev')
      for (const key of ['consultant_number', 'client_number'] as const)
        if (query[key] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'A DATEV export needs this number',
          });
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (Number.isNaN(days))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Use a real date' });
    else if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start' });
    else if (days >= ACCOUNTING_EXPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Export at most one year at once' });
  });
export type AccountingExportQuery = z.infer<typeof AccountingExportQuerySchema>;

export const accountingContract = c.router({
  saveTerms: {
    method: 'PUT',
    path: '/api/v1/invoice/:id/payment-terms',
    pathParams: z.object({ id: IdSchema }),
    body: InvoiceTermsBodySchema,
    responses: { 200: envelope(InvoiceDetailSchema), ...commonErrors, ...notFound, ...conflict },
    summary:
      "Set an invoice's payment terms (corrected, a history row; a due date the terms gave follows them); 400 when the words do not read as terms, 409 once approved or rejected",
  },
  export: {
    method: 'GET',
    path: '/api/v1/accounting/export',
    query: AccountingExportQuerySchema,
    responses: { 200: fileResponse, ...commonErrors },
    summary:
      'Approved invoices dated in the period as bookings (one per invoice, GL account, cost centre and tax rate) with the document link: a journal CSV or a DATEV Buchungsstapel; 400 naming each invoice that cannot be posted',
  },
});
