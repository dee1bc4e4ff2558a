import type { Dashboard } from '@procure/contract';

/** The specification's dashboard is static sample content (part 1 §2): shown, with a note, when
 * the backend has no dashboard call. Figures invented in its spirit; statuses as the spec lists. */
export const SAMPLE_DASHBOARD: Dashboard = {
  pending_invoices: { count: 24, amounts: [{ currency: 'USD', amount: 45230 }] },
  pending_vendors: { count: 8, submitted_this_week: 3 },
  overdue_invoices: { count: 5, amounts: [{ currency: 'USD', amount: 12450 }] },
  purchase_orders: 156,
  material_receipts: 89,
  recent_activity: [
    {
      id: 's1',
      kind: 'invoice',
      action: 'uploaded',
      title: 'INV-2024-001',
      by: null,
      at: '2026-11-27T09:30:00Z',
    },
    {
      id: 's2',
      kind: 'vendor',
      action: 'approved',
      title: 'Acme Supplies',
      by: null,
      at: '2026-11-27T08:15:00Z',
    },
    {
      id: 's3',
      kind: 'po',
      action: 'created',
      title: 'PO-2024-045',
      by: null,
      at: '2026-11-26T16:40:00Z',
    },
  ],
  pending_approvals: [
    {
      id: 's4',
      kind: 'invoice',
      title: 'INV-2024-002',
      amount: { currency: 'USD', amount: 5200 },
      status: 'URGENT',
      path: '/invoices/all',
    },
    {
      id: 's5',
      kind: 'po',
      title: 'PO-2024-046',
      amount: { currency: 'USD', amount: 12800 },
      status: 'APPROVED',
      path: '/po/list',
    },
    {
      id: 's6',
      kind: 'vendor',
      title: 'Global Tech Ltd',
      amount: null,
      status: 'UNDER REVIEW',
      path: '/vendor/list',
    },
  ],
};
