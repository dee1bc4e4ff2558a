import { z } from 'zod';
import { c, commonErrors, envelope, IdSchema, notFound } from './common';
import { MAX_STORED_AMOUNT } from './line-items';

// Approval limits (issue 22 item 3; ours): what an approver may approve alone, per document
// kind, in the base currency. Above it their approval is a first approval, and a second
// approver whose limit covers the amount completes it. MRNs have no limit: their value is the
// PO's, which was approved against one.

export const LIMIT_KINDS = ['po', 'invoice'] as const;
export const LimitKindSchema = z.enum(LIMIT_KINDS);
export type LimitKind = z.infer<typeof LimitKindSchema>;

/** Integer cents of the base currency, or null: no limit set (the approver is not limited). */
export const LimitCentsSchema = z
  .number({ invalid_type_error: 'Enter an amount in cents or null for no limit' })
  .int('Use whole cents')
  .min(0, 'Enter 0 or more')
  .max(Math.round(MAX_STORED_AMOUNT * 100), 'This amount is too large')
  .nullable();

/** A user's limits: one per document kind. */
export const ApprovalLimitsSchema = z.object({
  po: LimitCentsSchema,
  invoice: LimitCentsSchema,
});
export type ApprovalLimits = z.infer<typeof ApprovalLimitsSchema>;
export const NO_LIMITS: ApprovalLimits = { po: null, invoice: null };

/** Setting limits: a kind left out keeps no limit; an unknown kind is a 400. */
export const ApprovalLimitsRequestSchema = z
  .object({ po: LimitCentsSchema.default(null), invoice: LimitCentsSchema.default(null) })
  .strict();
export type ApprovalLimitsRequest = z.input<typeof ApprovalLimitsRequestSchema>;

/** Ours: the standing first approval of a document that waits for a second approver whose
 * limit covers it (who gave it, when); null when there is none. */
export const FirstApprovalSchema = z.object({ by: z.string(), at: z.string() }).nullable();
export type FirstApproval = z.infer<typeof FirstApprovalSchema>;

/** Ours (procure-extras): `waiting_for=me` lists only the pending documents the signed-in
 * user can approve now: they hold the permission, segregation of duties does not bar them, and
 * their limit covers the amount, or theirs would be its first approval. */
export const waitingForQuery = { waiting_for: z.enum(['me']).optional() };

export const approvalLimitsContract = c.router({
  set: {
    method: 'PUT',
    path: '/api/v1/users/:id/limits',
    pathParams: z.object({ id: IdSchema }),
    body: ApprovalLimitsRequestSchema,
    responses: {
      200: envelope(z.object({ user_id: z.number().int(), limits: ApprovalLimitsSchema })),
      ...commonErrors,
      ...notFound,
    },
    summary: "Replace a user's approval limits (base-currency cents; null: no limit)",
  },
});
