import { INVOICE_HEADER_FIELDS, type ExportType, type InvoiceDetail } from '@procure/contract';
import { exportWorkbook, type ExportColumn } from './export';
import { LINE_FIELDS } from './invoice-extraction';

type Cells = Record<string, unknown>;

const MONEY = new Set([
  'net_amount',
  'tax_amount',
  'total_amount',
  'amount_due',
  'amount',
  'unit_price',
]);
const DATES = new Set(['invoice_date', 'due_date']);
const NUMBERS = new Set(['quantity', 'tax_rate']);

/** 'invoice_number' -> 'Invoice Number'. */
const labelOf = (name: string) => name.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

const typeOf = (name: string): ExportColumn<Cells>['type'] =>
  MONEY.has(name) ? 'money' : DATES.has(name) ? 'date' : NUMBERS.has(name) ? 'number' : 'text';

/** A field's value, status and confidence as three typed columns. */
const fieldColumns = (name: string): ExportColumn<Cells>[] => [
  { key: name, header: labelOf(name), type: typeOf(name), width: 18 },
  { key: `${name}_status`, header: `${labelOf(name)} Status`, type: 'text', width: 12 },
  { key: `${name}_confidence`, header: `${labelOf(name)} Confidence`, type: 'number', width: 12 },
];

const headerColumns: ExportColumn<Cells>[] = [
  { key: 'id', header: 'ID', type: 'integer', width: 8 },
  { key: 'document_short_code', header: 'Document', type: 'text', width: 16 },
  { key: 'extraction_status', header: 'Extraction Status', type: 'text', width: 14 },
  { key: 'workflowStatus', header: 'Workflow Status', type: 'text', width: 14 },
  { key: 'paymentStatus', header: 'Payment Status', type: 'text', width: 14 },
  { key: 'approvalStatus', header: 'Approval Status', type: 'text', width: 14 },
  ...INVOICE_HEADER_FIELDS.flatMap(fieldColumns),
  { key: 'remarks', header: 'Remarks', type: 'text', width: 30 },
];

const lineColumns: ExportColumn<Cells>[] = [
  { key: 'invoice_id', header: 'Invoice ID', type: 'integer', width: 10 },
  { key: 'line', header: 'Line', type: 'integer', width: 6 },
  ...LINE_FIELDS.flatMap(fieldColumns),
];

async function* once<T>(rows: T[]) {
  yield rows;
}

/** invoice-{id}-{type}.xlsx: a header sheet (one row per invoice) and a lines sheet, every
 * field with its value, status and confidence. A CSV carries the header sheet. */
export function exportInvoices(format: ExportType, invoices: InvoiceDetail[]) {
  const lines = invoices.flatMap((invoice) =>
    invoice.line_items.map((line) => ({ ...line, invoice_id: invoice.id, line: line.id + 1 })),
  );
  return exportWorkbook(format, [
    { name: 'Invoice', columns: headerColumns, batches: once(invoices as Cells[]) },
    { name: 'Line Items', columns: lineColumns, batches: once(lines as Cells[]) },
  ]);
}
