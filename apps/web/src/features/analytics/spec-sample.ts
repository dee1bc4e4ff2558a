import type { Analytics } from '@procure/contract';

/** The specification's analytics figures (part 1 §2: 14 days, 98.5%, 4.8/5, 8,450 dollars), shown
 * with a note when the backend has no analytics call; its charts are placeholders, so no series. */
export const SAMPLE_ANALYTICS: Analytics = {
  average_payment_days: 14,
  payment_accuracy: 98.5,
  vendor_satisfaction: 4.8,
  cost_savings: { currency: 'USD', amount: 8450 },
  invoices_per_week: [],
  spend_by_vendor: { currency: null, vendors: [] },
};
