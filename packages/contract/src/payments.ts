import { z } from 'zod';
import {
  c,
  commonErrors,
  conflict,
  envelope,
  fileResponse,
  IdSchema,
  IsoDateSchema,
  listEnvelope,
  notFound,
  pageQuery,
  RowIdSchema,
} from './common';

/** Payment runs (issue 25 items 2–4): a payer proposes the invoices to pay on a pay date, saves
 * the proposal as a draft, confirms it (its invoices are then "in payment"), downloads the bank
 * file and marks the run executed, which records the payments. Ours only: the specification's
 * backend has no payment runs. Amounts are in the currency's units with 2 decimals. */

export const PaymentRunStatusSchema = z.enum(['draft', 'confirmed', 'executed']);
export type PaymentRunStatus = z.infer<typeof PaymentRunStatusSchema>;

/** The bank files of a run: SEPA credit transfers in euros (pain.001 in the rulebook's
 * current version 09, or 03 for banks that still want it) and a CSV of the other currencies. */
export const PaymentFileFormatSchema = z.enum(['pain.001.001.09', 'pain.001.001.03', 'csv']);
export type PaymentFileFormat = z.infer<typeof PaymentFileFormatSchema>;

const RUN_ROOT = '/api/v1/payment-runs';
const MAX_INVOICES = 1000;

/** What a run is asked for: the pay date and, optionally, the next run's date (default a week
 * later): an invoice whose discount would end before the next run is paid now. */
export const PaymentRunRequestSchema = z
  .object({
    pay_date: IsoDateSchema,
    next_run_date: IsoDateSchema.optional(),
    /** Ours: the company paying; the run proposes only its invoices (issue 25 item 2). Left out:
     * every invoice, paid from the configured account (an install without companies). */
    company_id: RowIdSchema.optional(),
  })
  .strict()
  .refine((body) => !body.next_run_date || body.next_run_date > body.pay_date, {
    path: ['next_run_date'],
    message: 'The next run must come after the pay date',
  });
export type PaymentRunRequest = z.infer<typeof PaymentRunRequestSchema>;

/** A draft made from the proposal; with invoice_ids, only those invoices of it. */
export const PaymentRunCreateSchema = z
  .object({
    pay_date: IsoDateSchema,
    next_run_date: IsoDateSchema.optional(),
    invoice_ids: z.array(RowIdSchema).min(1).max(MAX_INVOICES).optional(),
    /** Ours: the company paying (see PaymentRunRequestSchema) and, if not its default, which of
     * its bank accounts pays. */
    company_id: RowIdSchema.optional(),
    bank_account_id: RowIdSchema.optional(),
  })
  .strict()
  .refine((body) => !body.next_run_date || body.next_run_date > body.pay_date, {
    path: ['next_run_date'],
    message: 'The next run must come after the pay date',
  });
export type PaymentRunCreate = z.infer<typeof PaymentRunCreateSchema>;

export const PaymentRunItemsBodySchema = z
  .object({ invoice_ids: z.array(RowIdSchema).min(1).max(MAX_INVOICES) })
  .strict();
export type PaymentRunItemsBody = z.infer<typeof PaymentRunItemsBodySchema>;

export const PaymentRunExecuteSchema = z
  .object({
    /** The day the bank executed the transfers (default the pay date). */
    executed_on: IsoDateSchema.optional(),
  })
  .strict()
  .optional();
export type PaymentRunExecute = z.infer<typeof PaymentRunExecuteSchema>;

/** One invoice of a run or proposal: its open amount, the discount the pay date allows and
 * what is paid (amount less discount). */
export const PaymentRunInvoiceSchema = z.object({
  invoice_id: z.number().int(),
  invoice_number: z.string().nullable(),
  invoice_date: z.string().nullable(),
  due_date: z.string(),
  amount: z.number(),
  discount: z.number(),
  discount_deadline: z.string().nullable(),
  paid: z.number(),
});
export type PaymentRunInvoice = z.infer<typeof PaymentRunInvoiceSchema>;

/** One transfer as the bank file carries it. */
export const PaymentRunTransferSchema = z.object({
  end_to_end_id: z.string(),
  amount: z.number(),
  remittance: z.string(),
});

/** A vendor's part of a run in one currency: one transfer (more only when the invoice numbers
 * do not fit one 140-character remittance text). */
export const PaymentRunVendorSchema = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  currency: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  amount: z.number(),
  discount: z.number(),
  paid: z.number(),
  transfers: z.array(PaymentRunTransferSchema),
  invoices: z.array(PaymentRunInvoiceSchema),
});
export type PaymentRunVendor = z.infer<typeof PaymentRunVendorSchema>;

/** An invoice the run cannot pay, with the reason (a vendor's bank details waiting for a
 * second approval, an IBAN that fails its check, no vendor to pay...). */
export const PaymentRunRefusalSchema = z.object({
  invoice_id: z.number().int(),
  invoice_number: z.string().nullable(),
  vendor_name: z.string().nullable(),
  reason: z.string(),
});
export type PaymentRunRefusal = z.infer<typeof PaymentRunRefusalSchema>;

export const PaymentRunTotalSchema = z.object({
  currency: z.string(),
  invoices: z.number().int(),
  amount: z.number(),
  discount: z.number(),
  paid: z.number(),
});

const PersonAtSchema = z.object({ by: z.string(), at: z.string() }).nullable();

export const PaymentProposalSchema = z.object({
  pay_date: z.string(),
  next_run_date: z.string(),
  vendors: z.array(PaymentRunVendorSchema),
  refused: z.array(PaymentRunRefusalSchema),
  totals: z.array(PaymentRunTotalSchema),
});
export type PaymentProposal = z.infer<typeof PaymentProposalSchema>;

export const PaymentRunSchema = PaymentProposalSchema.extend({
  id: z.number().int(),
  /** RUN-<id>: the prefix of the transfers' end-to-end ids. */
  reference: z.string(),
  status: PaymentRunStatusSchema,
  debtor: z.object({ name: z.string(), iban: z.string(), bic: z.string().nullable() }),
  /** Ours: the company paying; null for a run paid from the configured account. */
  company_id: z.number().int().nullable().optional(),
  created: PersonAtSchema,
  confirmed: PersonAtSchema,
  executed: PersonAtSchema,
  /** The files that can be downloaded now (a confirmed or executed run). */
  files: z.array(PaymentFileFormatSchema),
});
export type PaymentRun = z.infer<typeof PaymentRunSchema>;

export const PaymentRunSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: PaymentRunStatusSchema,
  pay_date: z.string(),
  invoices: z.number().int(),
  totals: z.array(PaymentRunTotalSchema),
  created: PersonAtSchema,
  /** Ours: the company paying and the account's holder (null company: the configured account). */
  company_id: z.number().int().nullable().optional(),
  debtor_name: z.string().optional(),
});
export type PaymentRunSummary = z.infer<typeof PaymentRunSummarySchema>;

const runParams = z.object({ id: IdSchema });
const runAnswer = { 200: envelope(PaymentRunSchema), ...commonErrors, ...notFound, ...conflict };

export const paymentRunContract = c.router({
  list: {
    method: 'GET',
    path: RUN_ROOT,
    query: z.object({
      ...pageQuery(20),
      status: PaymentRunStatusSchema.optional(),
      company_id: IdSchema.optional(),
    }),
    responses: { 200: listEnvelope(PaymentRunSummarySchema), ...commonErrors },
    summary: 'Payment runs, newest first',
  },
  propose: {
    method: 'POST',
    path: `${RUN_ROOT}/proposal`,
    body: PaymentRunRequestSchema,
    responses: { 200: envelope(PaymentProposalSchema), ...commonErrors, ...conflict },
    summary:
      'What a run on the pay date would pay (nothing is saved): approved, unpaid invoices due by then or whose discount ends before the next run, grouped by vendor and currency, with the refused ones and why',
  },
  create: {
    method: 'POST',
    path: RUN_ROOT,
    body: PaymentRunCreateSchema,
    responses: { 201: envelope(PaymentRunSchema), ...commonErrors, ...conflict },
    summary: 'Save the proposal (or the listed invoices of it) as a draft run',
  },
  get: {
    method: 'GET',
    path: `${RUN_ROOT}/:id`,
    pathParams: runParams,
    responses: { 200: envelope(PaymentRunSchema), ...commonErrors, ...notFound },
    summary: 'A run with its vendors, transfers, invoices and refusals',
  },
  addItems: {
    method: 'POST',
    path: `${RUN_ROOT}/:id/items`,
    pathParams: runParams,
    body: PaymentRunItemsBodySchema,
    responses: runAnswer,
    summary: 'Add approved, unpaid invoices to a draft; 400 naming each that cannot be paid',
  },
  removeItem: {
    method: 'DELETE',
    path: `${RUN_ROOT}/:id/items/:invoiceId`,
    pathParams: z.object({ id: IdSchema, invoiceId: IdSchema }),
    responses: runAnswer,
    summary: 'Take an invoice out of a draft',
  },
  remove: {
    method: 'DELETE',
    path: `${RUN_ROOT}/:id`,
    pathParams: runParams,
    responses: {
      200: envelope(z.object({ id: z.number().int() })),
      ...commonErrors,
      ...notFound,
      ...conflict,
    },
    summary: 'Discard a draft',
  },
  confirm: {
    method: 'POST',
    path: `${RUN_ROOT}/:id/confirm`,
    pathParams: runParams,
    body: c.noBody(),
    responses: runAnswer,
    summary:
      'Confirm a draft: its invoices are in payment and cannot change; 403 for a user who approved one of them; 409 when an invoice or vendor can no longer be paid',
  },
  file: {
    method: 'GET',
    path: `${RUN_ROOT}/:id/file`,
    pathParams: runParams,
    query: z.object({ format: PaymentFileFormatSchema.default('pain.001.001.09') }),
    responses: { 200: fileResponse, ...commonErrors, ...notFound, ...conflict },
    summary:
      'The bank file of a confirmed or executed run: pain.001.001.09 or .03 (euro transfers) or CSV (other currencies); 400 naming the field the bank would refuse',
  },
  execute: {
    method: 'POST',
    path: `${RUN_ROOT}/:id/execute`,
    pathParams: runParams,
    body: PaymentRunExecuteSchema,
    responses: runAnswer,
    summary:
      'Mark a confirmed run executed: each invoice gets its payment and its discount as payment rows, payment status paid, a history row',
  },
  undo: {
    method: 'POST',
    path: `${RUN_ROOT}/:id/undo`,
    pathParams: runParams,
    body: c.noBody(),
    responses: runAnswer,
    summary: 'Take a confirmed run back to draft: its invoices can change again (until executed)',
  },
});
