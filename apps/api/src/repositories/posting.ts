import type { Executor } from '../db/transaction';
import { withinCompanies, type CompanyScope } from '../security/company-scope';

/** The vendor master's defaults for its invoices (fields of the vendor's basic section): the
 * payment terms (a payment_terms lookup's name, e.g. "2/10 Net 30"), the GL account and cost
 * centre codes, and the creditor account its bookings go against. */
export interface VendorPostingDefaults {
  paymentTerms: string | null;
  glAccount: string | null;
  costCenter: string | null;
  creditorAccount: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function postingDefaultsOf(basic: string): VendorPostingDefaults {
  let values: Record<string, unknown> = {};
  try {
    values = JSON.parse(basic) as Record<string, unknown>;
  } catch {
    // A basic section that is not JSON has no defaults.
  }
  return {
    paymentTerms: text(values.payment_terms),
    glAccount: text(values.default_gl_account),
    costCenter: text(values.default_cost_center),
    creditorAccount: text(values.creditor_account),
  };
}

export async function vendorPostingDefaults(
  db: Executor,
  vendorId: number | null | undefined,
): Promise<VendorPostingDefaults | null> {
  if (!vendorId) return null;
  const row = await db
    .selectFrom('vendors')
    .select('basic')
    .where('id', '=', vendorId)
    .executeTakeFirst();
  return row ? postingDefaultsOf(row.basic) : null;
}

/** The codes of a master category's active lookups (invoice set), for checking what a reviewer
 * posts a line to: `gl_account` and `cost_center`. */
export async function activeLookupCodes(db: Executor, category: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('lookups as l')
    .innerJoin('lookup_categories as c', 'c.id', 'l.category_id')
    .select('l.code')
    .where('c.set', '=', 'invoice')
    .where('c.name', '=', category)
    .where('c.status', '=', 1)
    .where('l.status', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.code).filter((code): code is string => code !== null));
}

/** Approved invoices dated in a period (inclusive), oldest first, with their vendor's basic
 * section (creditor account, default accounts) and their lines; of the user's companies when
 * they are limited to some (scope). */
export async function approvedInvoicesIn(
  db: Executor,
  from: string,
  to: string,
  scope: CompanyScope,
) {
  const invoices = await withinCompanies(db.selectFrom('invoices as i'), 'i.company_id', scope)
    .leftJoin('vendors as v', 'v.id', 'i.vendor_id')
    .select([
      'i.id',
      'i.doc_id',
      'i.invoice_number',
      'i.invoice_date',
      'i.vendor_id',
      'i.vendor_name',
      'i.currency',
      'i.fields',
      'v.basic',
      'v.code as vendor_code',
    ])
    .where('i.approval_status', '=', 'approved')
    .where('i.invoice_date', '>=', from)
    .where('i.invoice_date', '<=', to)
    .orderBy('i.invoice_date')
    .orderBy('i.id')
    .execute();
  // The lines by the same conditions, not by an id list: a year's invoices pass any limit on
  // the number of bound parameters.
  const lines = await withinCompanies(
    db.selectFrom('invoice_items as l').innerJoin('invoices as i', 'i.id', 'l.invoice_id'),
    'i.company_id',
    scope,
  )
    .select(['l.invoice_id', 'l.body'])
    .where('i.approval_status', '=', 'approved')
    .where('i.invoice_date', '>=', from)
    .where('i.invoice_date', '<=', to)
    .orderBy('l.invoice_id')
    .orderBy('l.line_no')
    .execute();
  const byInvoice = new Map<number, string[]>();
  for (const line of lines)
    byInvoice.set(line.invoice_id, [...(byInvoice.get(line.invoice_id) ?? []), line.body]);
  return invoices.map((invoice) => ({ ...invoice, lines: byInvoice.get(invoice.id) ?? [] }));
}
export type ApprovedInvoice = Awaited<ReturnType<typeof approvedInvoicesIn>>[number];
