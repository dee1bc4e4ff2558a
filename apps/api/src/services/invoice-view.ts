import {
  INVOICE_HEADER_FIELDS,
  type ExtractedFieldView,
  type InvoiceDetail,
  type InvoiceLineItem,
  type InvoiceRow,
} from '@procure/contract';
import type { InvoiceDetailRecord, InvoiceListRow } from '../repositories/invoices';
import type { StoredFields } from './invoice-extraction';

type RowSource = Omit<InvoiceListRow, 'created_by_name'> & {
  created_by_name: string | null;
  /** Read with the detail only: the list does not show it. */
  vendor_master_name?: string | null;
};

/** A stored invoice as the list shows it (the spec's camelCase keys where it has them). */
export function toInvoiceRow(row: RowSource): InvoiceRow {
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    extraction_status: row.extraction_status,
    workflowStatus: row.workflow_status as InvoiceRow['workflowStatus'],
    vendor_name: row.vendor_name,
    total_amount: row.total_cents === null ? null : row.total_cents / 100,
    currency: row.currency,
    invoice_date: row.invoice_date,
    dueDate: row.due_date,
    paymentStatus: row.payment_status as InvoiceRow['paymentStatus'],
    approvalStatus: row.approval_status as InvoiceRow['approvalStatus'],
    remarks: row.remarks,
    createdAt: row.created_at,
    createdBy: row.created_by_name ?? '--',
    duplicate_of: row.duplicate_of,
    duplicate_reason: row.duplicate_reason,
    vendor_id: row.vendor_id,
    vendor_match_score: row.vendor_match_score,
    vendor_match_by: row.vendor_match_by as InvoiceRow['vendor_match_by'],
    vendor_master_name: row.vendor_master_name,
    po_id: row.po_id,
    company_id: row.company_id,
    company_name: row.company_name,
    payment_run_id: row.payment_run_id,
  };
}

/** The whole invoice: flat header fields with `{field}_status` and `{field}_confidence` as the
 * spec reads them, `fields` with page, box and source, and the lines. Until extraction has
 * run, fields have no value and no status. */
export function toInvoiceDetail(
  record: InvoiceDetailRecord,
  items: { line_no: number; body: string }[],
): InvoiceDetail {
  const fields = JSON.parse(record.fields) as StoredFields;
  const header = Object.fromEntries(
    INVOICE_HEADER_FIELDS.flatMap((name) => {
      const field: ExtractedFieldView | undefined = fields[name];
      return [
        [name, field?.value ?? null],
        [`${name}_status`, field?.status ?? null],
        [`${name}_confidence`, field?.confidence ?? null],
      ];
    }),
  ) as unknown as Omit<
    InvoiceDetail,
    | keyof InvoiceRow
    | 'fields'
    | 'doc_id'
    | 'document_short_code'
    | 'line_items'
    | 'extraction_source'
    | 'extraction_error'
    | 'extraction_warnings'
    | 'updatedAt'
  >;
  const lineItems: InvoiceLineItem[] = items.map(({ line_no, body }) => {
    const line = JSON.parse(body) as StoredFields;
    return {
      id: line_no,
      ...Object.fromEntries(Object.entries(line).map(([key, field]) => [key, field.value])),
      ...Object.fromEntries(
        Object.entries(line).flatMap(([key, field]) => [
          [`${key}_status`, field.status],
          [`${key}_confidence`, field.confidence],
        ]),
      ),
      // Read at the learned item columns, and its amount not corrected since (the grid marks it).
      ...(line.amount?.learned ? { learned: true } : {}),
    } as InvoiceLineItem;
  });
  return {
    ...toInvoiceRow(record),
    ...header,
    fields,
    doc_id: record.doc_id,
    document_short_code: record.doc_id,
    line_items: lineItems,
    extraction_source: record.extraction_source,
    extraction_error: record.extraction_error,
    extraction_warnings: JSON.parse(record.extraction_warnings) as string[],
    updatedAt: record.updated_at,
    // Only while it waits: an approved invoice's first approval is its history.
    first_approval:
      record.first_approved_by !== null && record.approval_status !== 'approved'
        ? { by: record.first_approved_name ?? '', at: record.first_approved_at ?? '' }
        : null,
  };
}
