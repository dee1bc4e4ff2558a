import type { MrnLineItem } from '@procure/contract';
import type { ProcurementKind } from '../db/schema';
import type { HeaderValues } from '../repositories/procurement';

/** What differs between a purchase order and an MRN: their form and payload names. */
export const KINDS = {
  po: {
    form: 'po_registration',
    header: 'po_fm_header',
    items: 'po_fm_items',
    number: 'poNumber',
    date: 'poDate',
    totals: { basic: 'po_basic_amount', tax: 'po_total_tax_amount', total: 'po_total_amount' },
    audit: 'purchase_order',
    name: 'purchase order',
  },
  mrn: {
    form: 'mrn_registration',
    header: 'mrn_fm_header',
    items: 'mrn_fm_lineitem',
    number: 'mrnNumber',
    date: 'mrnDate',
    totals: { basic: 'mrn_basic_amount', tax: 'mrn_total_tax_amount', total: 'mrn_total_amount' },
    audit: 'mrn',
    name: 'MRN',
  },
} as const;

export type DocumentBody = Record<string, unknown> & {
  id?: number;
  vendorId: number;
  poId?: number | null;
  doc_id?: string | null;
  line_items?: MrnLineItem[];
  company_id?: number | null;
};

/** The header columns a document's payload gives (numbers and dates under the kind's names). */
export function headerOf(kind: ProcurementKind, body: DocumentBody): HeaderValues {
  const names = KINDS[kind];
  const text = (value: unknown) =>
    value === undefined || value === null || value === '' ? null : String(value);
  return {
    number: String(body[names.number] ?? '').trim(),
    vendor_id: Number(body.vendorId),
    doc_date: String(body[names.date] ?? ''),
    expected_delivery_date: text(body.expectedDeliveryDate),
    payment_terms: String(body.paymentTerms ?? ''),
    notes: text(body.notes),
    doc_id: text(body.doc_id),
    po_id: kind === 'mrn' ? (body.poId ?? null) : null,
    company_id: null,
  };
}
