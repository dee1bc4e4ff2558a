/**
 * The label lexicon is data: one entry per EN 16931 business term (BT), with the words invoices
 * print for it in each language. Phrases are lowercase and accent-folded ("fällig" → "fallig");
 * a space also matches a dot or hyphen ("re nr" finds "Re.-Nr."). A bare phrase names its term
 * surely (weight 1); [phrase, weight] marks a generic word ("date", "total") that needs help from
 * the layout or arithmetic. Where two phrases overlap, the longest match wins.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'nl', 'it', 'es', 'cs', 'pl', 'pt', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Phrase = string | readonly [phrase: string, weight: number];

/**
 * What a term feeds. Header fields come from the contract; the others are read only to make the
 * amounts add up (prepaid, rounding, sum of line net amounts), to end item tables (allowances
 * and charges on document level) or to mark the buyer's block.
 */
export type TermField =
  | 'invoice_number'
  | 'invoice_date'
  | 'due_date'
  | 'vendor_name'
  | 'vendor_tax_id'
  | 'po_number'
  | 'currency'
  | 'net_amount'
  | 'tax_amount'
  | 'total_amount'
  | 'amount_due'
  | 'line_net_total'
  | 'prepaid_amount'
  | 'rounding_amount'
  | 'allowance_total'
  | 'charge_total'
  | 'carried_forward'
  | 'payment_tendered'
  | 'change_given'
  | 'buyer';

export interface BusinessTerm {
  bt: string;
  name: string;
  field: TermField;
  labels: Partial<Record<Language, readonly Phrase[]>>;
}
