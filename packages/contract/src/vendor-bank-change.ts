import { z } from 'zod';
import {
  c,
  commonErrors,
  conflict,
  envelope,
  FieldValueSchema,
  IdSchema,
  notFound,
  RejectBodySchema,
} from './common';

/** A change of an approved vendor's bank details (IBAN, account number, BIC/SWIFT, a new or a
 * removed bank entry) waiting for a second user's approval (issue 22 item 2; ours: the
 * specification's backend has none). Until it is approved the vendor keeps its old details,
 * and no payment to it is recorded. */
export const VendorBankChangeSchema = z.object({
  id: z.number().int(),
  /** save: the bank entries as they will be (an entry without id is new); remove: one entry. */
  kind: z.enum(['save', 'remove']),
  entries: z.array(z.record(z.string(), FieldValueSchema)),
  /** The bank entry a removal takes away. */
  entry_id: z.number().int().nullable(),
  requested_by: z.string(),
  requested_at: z.string(),
});
export type VendorBankChange = z.infer<typeof VendorBankChangeSchema>;

/** The answer of a bank save or removal on an approved vendor: kept for approval, not saved. */
export const VendorBankChangeHeldSchema = envelope(VendorBankChangeSchema);

type SectionRoute = { responses: Record<number, unknown> };
const held = { 202: VendorBankChangeHeldSchema } as const;
type Held<T extends SectionRoute> = Omit<T, 'responses'> & {
  responses: T['responses'] & typeof held;
};
/** The bank section's routes answer 202 as well on an approved vendor: kept for approval. */
export function heldForApproval<C extends SectionRoute, U extends SectionRoute>(routes: {
  create: C;
  update: U;
}): { create: Held<C>; update: Held<U> } {
  return {
    create: { ...routes.create, responses: { ...routes.create.responses, ...held } },
    update: { ...routes.update, responses: { ...routes.update.responses, ...held } },
  };
}

const decidedChange = envelope(z.object({ id: z.number().int(), vendor_id: z.number().int() }));

/** Approve or reject the pending bank change of a vendor (approver; not who asked for it). */
export const vendorBankChangeRoutes = {
  approve: {
    method: 'POST',
    path: '/api/v1/vendor/:id/bank-change/approve',
    pathParams: z.object({ id: IdSchema }),
    body: c.noBody(),
    responses: { 200: decidedChange, ...commonErrors, ...notFound, ...conflict },
    summary:
      "Approve the vendor's pending bank change: it takes effect; 403 for the user who asked for it; 404 when none is pending",
  },
  reject: {
    method: 'POST',
    path: '/api/v1/vendor/:id/bank-change/reject',
    pathParams: z.object({ id: IdSchema }),
    body: RejectBodySchema,
    responses: { 200: decidedChange, ...commonErrors, ...notFound, ...conflict },
    summary:
      "Reject the vendor's pending bank change with a reason: the old details stay; 404 when none is pending",
  },
} as const;
