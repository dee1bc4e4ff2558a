import { z } from 'zod';
import { c, commonErrors, envelope } from './common';

/** A sum of money in one currency (major units, 2 decimals). Invoices come in many currencies,
 * so sums are kept apart per currency, largest first. */
export const CurrencyAmountSchema = z.object({ currency: z.string(), amount: z.number() });
export type CurrencyAmount = z.infer<typeof CurrencyAmountSchema>;

const count = z.number().int().nonnegative();
const InvoiceSumSchema = z.object({ count, amounts: z.array(CurrencyAmountSchema) });

export const ActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'vendor', 'po', 'mrn']),
  /** What happened: uploaded, created, submitted, approved, rejected, edited ... */
  action: z.string(),
  /** The document's number or the vendor's name. */
  title: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const APPROVAL_STATUSES = ['URGENT', 'APPROVED', 'UNDER REVIEW'] as const;
export const PendingApprovalSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'po', 'vendor']),
  title: z.string(),
  amount: CurrencyAmountSchema.nullable(),
  status: z.enum(APPROVAL_STATUSES),
  /** Where the item opens in the web app. */
  path: z.string(),
});
export type PendingApproval = z.infer<typeof PendingApprovalSchema>;

/** Everything the dashboard shows, in one answer. */
export const DashboardSchema = z.object({
  pending_invoices: InvoiceSumSchema,
  pending_vendors: z.object({ count, submitted_this_week: count }),
  overdue_invoices: InvoiceSumSchema,
  purchase_orders: count,
  material_receipts: count,
  recent_activity: z.array(ActivitySchema),
  pending_approvals: z.array(PendingApprovalSchema),
  /** Our server's extra (issue 25 item 6; a backend without it shows no payables cards): what
   * falls due from today to Sunday (outstanding amounts of invoices neither rejected nor paid),
   * the early-payment discounts that can still be taken this month (at today's rate), and those
   * lost this month (their last day passed, or the invoice was paid without them). */
  payables: z
    .object({
      due_this_week: InvoiceSumSchema,
      discounts_available: InvoiceSumSchema,
      discounts_lost: InvoiceSumSchema,
    })
    .optional(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** Everything the analytics page shows, in one answer; a KPI without data to compute it is null.
 * Definitions: docs/decisions.md, Master data (issue 12). */
export const AnalyticsSchema = z.object({
  average_payment_days: z.number().nullable(),
  payment_accuracy: z.number().nullable(),
  vendor_satisfaction: z.number().nullable(),
  cost_savings: CurrencyAmountSchema.nullable(),
  /** Invoices uploaded per week (weeks start on Monday, UTC), the last 12 weeks. */
  invoices_per_week: z.array(
    z.object({ week: z.string(), pending: count, approved: count, rejected: count }),
  ),
  /** Invoiced spend (rejected invoices left out) of the top vendors in the main currency. */
  spend_by_vendor: z.object({
    currency: z.string().nullable(),
    vendors: z.array(z.object({ vendor: z.string(), amount: z.number() })),
  }),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

export const insightsContract = c.router({
  dashboard: {
    method: 'GET',
    path: '/api/v1/dashboard',
    responses: { 200: envelope(DashboardSchema), ...commonErrors },
    summary: 'Figures, recent activity and pending approvals of the home screen',
  },
  analytics: {
    method: 'GET',
    path: '/api/v1/analytics',
    responses: { 200: envelope(AnalyticsSchema), ...commonErrors },
    summary: 'Key figures and chart series of the analytics screen',
  },
});
