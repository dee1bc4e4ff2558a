import type { InvoiceMatch } from '@procure/contract';

/** The reference demo's hard-coded sample (spec part 2, "Invoice reference demo"), shown in its
 * Purchase Order and Material Receipt Note dialogs when the backend has no match of ours:
 * PO Active and Partially Used, one MRN Fully Received and one Partially Received, receipt rate
 * 66.7 % (20 of 30 received) and match rate 83.3 % (5 of 6 lines matched). */

const poLine = (id: number, description: string, received: number, invoiced: number) => ({
  id,
  description,
  quantity: 5,
  unit_price: 100,
  amount: 500,
  received_quantity: received,
  invoiced_quantity: invoiced,
  match: invoiced > 0 && received >= invoiced ? ('matched' as const) : ('unmatched' as const),
  receipt:
    received >= 5
      ? ('complete' as const)
      : received > 0
        ? ('partial' as const)
        : ('pending' as const),
});

const PO_LINES = [
  poLine(1, 'Office chairs', 5, 5),
  poLine(2, 'Standing desks', 5, 5),
  poLine(3, 'Monitor arms', 5, 5),
  poLine(4, 'Desk lamps', 3, 3),
  poLine(5, 'Cable trays', 2, 2),
  poLine(6, 'Whiteboards', 0, 1),
];

const mrnLine = (line: (typeof PO_LINES)[number], quantity: number) => ({
  id: line.id,
  po_line_id: line.id,
  description: line.description,
  ordered_quantity: line.quantity,
  quantity,
  amount: quantity * line.unit_price,
  receipt: line.receipt,
});

export const REFERENCE_SAMPLE_MATCH: InvoiceMatch = {
  invoice_id: 0,
  po: {
    id: 1,
    number: 'PO-SAMPLE-001',
    vendor_id: 1,
    vendor_name: 'Sample Vendor',
    doc_date: '2025-01-15',
    tab: 'active',
    usage: 'partially_used',
    receipt_state: 'partially_received',
    total: 3000,
    lines: PO_LINES,
  },
  mrns: [
    {
      id: 1,
      number: 'MRN-SAMPLE-001',
      date: '2025-01-20',
      tab: 'active',
      status: 'fully_received',
      lines: PO_LINES.slice(0, 3).map((line) => mrnLine(line, 5)),
    },
    {
      id: 2,
      number: 'MRN-SAMPLE-002',
      date: '2025-01-27',
      tab: 'active',
      status: 'partially_received',
      lines: [mrnLine(PO_LINES[3]!, 3), mrnLine(PO_LINES[4]!, 2)],
    },
  ],
  lines: PO_LINES.map((line) => ({
    line_id: line.id,
    po_line_id: line.id,
    description: line.description,
    ordered_quantity: line.quantity,
    ordered_price: line.unit_price,
    received_quantity: line.received_quantity,
    invoiced_elsewhere_quantity: 0,
    invoiced_quantity: line.invoiced_quantity,
    invoiced_price: line.unit_price,
    quantity_variance: line.invoiced_quantity - line.received_quantity,
    price_variance_percent: 0,
    status: line.match === 'matched' ? 'matched' : 'not_received',
    matched: line.match === 'matched',
  })),
  receipt_rate: 66.7,
  match_rate: 83.3,
  ready_to_approve: false,
  tolerance: { quantity_percent: 0, price_percent: 0 },
};
