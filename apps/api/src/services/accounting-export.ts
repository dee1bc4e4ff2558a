import type { AccountingExportQuery, Issue } from '@procure/contract';
import {
  DatevExportError,
  writeDatevBuchungsstapel,
  writeJournalCsv,
  type InvoiceBooking,
} from '@procure/payments';
import { badRequest } from '../http/errors';
import { postingDefaultsOf, type ApprovedInvoice } from '../repositories/posting';
import type { StoredFields } from './invoice-extraction';
import { POSTING_LINE_FIELDS } from './invoice-terms';

/** A vendor's bookings go against its creditor account in the books: the vendor master's
 * `creditor_account`, else DATEV's creditor range (70000 on) plus the vendor's id, so every
 * vendor has one number until the accountant's own is entered. */
export const CREDITOR_ACCOUNT_BASE = 70_000;

/** SKR03 and SKR04 input-tax keys (BU-Schlüssel) for German rates; any other rate is posted
 * without a key, so the GL account's automatic tax applies. */
export const DATEV_TAX_KEYS: Record<number, string> = { 1900: '9', 700: '8' };

export const EXPORT_NOT_POSTABLE = 'Some invoices cannot be posted; nothing was exported';

const cents = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : null;
const textValue = (field: StoredFields[string] | undefined) =>
  typeof field?.value === 'string' && field.value.trim() ? field.value.trim() : null;

/** The pieces of one invoice: each line's amount at its tax rate, on its GL account and cost
 * centre (the vendor's default where the line has none), scaled so they add up to the
 * invoice's total to the cent (lines may be printed net or gross; the last piece takes the
 * rounding). Without lines the whole total is one piece at the invoice's own rate. */
function invoiceBookings(invoice: ApprovedInvoice, link: string, issues: Issue[]) {
  const fields = JSON.parse(invoice.fields) as StoredFields;
  const defaults = postingDefaultsOf(invoice.basic ?? '{}');
  const at = `invoices.${invoice.invoice_number ?? invoice.id}`;
  const total = cents(fields.total_amount?.value);
  const number = invoice.invoice_number;
  const vendorAccount =
    defaults.creditorAccount ??
    (invoice.vendor_id ? String(CREDITOR_ACCOUNT_BASE + invoice.vendor_id) : null);
  if (total === null) issues.push({ path: `${at}.total_amount`, message: 'No total amount' });
  if (!number) issues.push({ path: `${at}.invoice_number`, message: 'No invoice number' });
  if (!vendorAccount)
    issues.push({ path: `${at}.vendor`, message: 'No vendor of the master data is linked' });
  const net = cents(fields.net_amount?.value);
  const ownRate = net && total !== null ? Math.round(((total - net) / net) * 100) * 100 : 0;
  const lines = invoice.lines.map((body) => JSON.parse(body) as StoredFields);
  const pieces = (lines.length ? lines : [fields]).map((line, index) => ({
    glAccount: textValue(line[POSTING_LINE_FIELDS.gl_account]) ?? defaults.glAccount ?? null,
    costCenter: textValue(line[POSTING_LINE_FIELDS.cost_center]) ?? defaults.costCenter,
    rate: lines.length ? Math.round(Number(line.tax_rate?.value ?? 0) * 100) : ownRate,
    amount: lines.length ? (cents(line.amount?.value) ?? 0) : (total ?? 0),
    index,
  }));
  for (const piece of pieces)
    if (!piece.glAccount)
      issues.push({
        path: lines.length ? `${at}.line_items.${piece.index}.gl_account` : `${at}.gl_account`,
        message: 'No GL account (and none is the vendor’s default)',
      });
  if (total === null || !number || !vendorAccount) return [];
  // Gross per piece: net lines grossed up at their rate, then all scaled to the total.
  const gross = pieces.map((p) => (p.amount * (10_000 + p.rate)) / 10_000);
  const sum = gross.reduce((a, b) => a + b, 0);
  let left = total;
  return pieces.map((piece, i): InvoiceBooking => {
    const share = i === pieces.length - 1 ? left : Math.round(sum ? (gross[i]! / sum) * total : 0);
    left -= share;
    return {
      date: invoice.invoice_date!,
      invoiceNumber: number,
      vendorAccount,
      glAccount: piece.glAccount ?? '',
      ...(piece.costCenter ? { costCenter: piece.costCenter } : {}),
      taxRateBasisPoints: piece.rate,
      grossMinor: share,
      currency: invoice.currency ?? undefined,
      documentLink: link.replace(':id', String(invoice.id)),
      text: invoice.vendor_name ?? '',
    };
  });
}

/** DATEV names a booking by its place ("bookings[3].invoiceNumber"); a reader wants the
 * invoice ("invoices.RE-17.invoiceNumber"). */
const bookingPath = (field: string, bookings: InvoiceBooking[]) =>
  field.replace(
    /^bookings\[(\d+)\]/,
    (_, i: string) => `invoices.${bookings[Number(i)]?.invoiceNumber ?? i}`,
  );

/** The accounting export of approved invoices: a journal CSV or a DATEV Buchungsstapel, or a
 * 400 naming every invoice that cannot be posted (and why) with nothing written. */
export function accountingExport(
  query: AccountingExportQuery,
  invoices: ApprovedInvoice[],
  context: { link: string; exportedBy: string; now: Date },
): { body: Buffer; contentType: string; fileName: string } {
  const issues: Issue[] = [];
  const bookings = invoices.flatMap((invoice) => invoiceBookings(invoice, context.link, issues));
  if (issues.length) throw badRequest(EXPORT_NOT_POSTABLE, issues);
  const period = `${query.from}_${query.to}`;
  if (query.format === 'journal')
    return {
      body: Buffer.from(writeJournalCsv(bookings), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: `journal_${period}.csv`,
    };
  try {
    const body = writeDatevBuchungsstapel(
      {
        consultantNumber: query.consultant_number!,
        clientNumber: query.client_number!,
        fiscalYearStart: query.fiscal_year_start ?? `${query.from.slice(0, 4)}-01-01`,
        accountLength: 4,
        from: query.from,
        to: query.to,
        label: `Procure ${query.from} to ${query.to}`,
        createdAt: context.now.toISOString().replace(/\D/g, '').slice(0, 17),
        exportedBy: context.exportedBy,
        chartOfAccounts: query.chart,
        taxKeys: DATEV_TAX_KEYS,
      },
      bookings,
    );
    return {
      body,
      contentType: 'text/csv; charset=windows-1252',
      fileName: `EXTF_Buchungsstapel_${period}.csv`,
    };
  } catch (error) {
    if (!(error instanceof DatevExportError)) throw error;
    throw badRequest(
      EXPORT_NOT_POSTABLE,
      error.issues.map((issue) => ({
        path: bookingPath(issue.field, bookings),
        message: issue.message,
      })),
    );
  }
}
