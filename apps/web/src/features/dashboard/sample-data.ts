import type { IconName, Intent } from '@blueprintjs/core';

/** The dashboard shows static sample content (as specified), not live data. `key` is the
 * dashboard translation key of the label. */

export type SummaryCard = {
  key: string;
  label: string;
  value: string;
  note: string;
  icon: IconName;
  intent: Intent;
};
export const SUMMARY_CARDS: SummaryCard[] = [
  {
    key: 'pending_invoices',
    label: 'Pending Invoices',
    value: '24',
    note: '₹4,52,300 awaiting review',
    icon: 'document',
    intent: 'primary',
  },
  {
    key: 'pending_vendors',
    label: 'Pending Vendors',
    value: '8',
    note: '3 submitted this week',
    icon: 'people',
    intent: 'warning',
  },
  {
    key: 'overdue_invoices',
    label: 'Overdue Invoices',
    value: '5',
    note: '₹86,400 past due date',
    icon: 'time',
    intent: 'danger',
  },
];

export type Counter = { key: string; label: string; value: number; icon: IconName };
export const COUNTERS: Counter[] = [
  { key: 'purchase_orders', label: 'Purchase Orders', value: 156, icon: 'shopping-cart' },
  { key: 'material_receipts', label: 'Material Receipts', value: 89, icon: 'box' },
  { key: 'overdue_invoices', label: 'Overdue Invoices', value: 12, icon: 'warning-sign' },
];

export type QuickAction = { key: string; label: string; path: string; icon: IconName };
export const QUICK_ACTIONS: QuickAction[] = [
  { key: 'action_upload_invoice', label: 'Upload Invoice', path: '/invoices/add', icon: 'upload' },
  { key: 'action_add_vendor', label: 'Add Vendor', path: '/vendor/add', icon: 'new-person' },
  { key: 'action_create_po', label: 'Create PO', path: '/po/add', icon: 'add' },
  { key: 'action_view_pos', label: 'View POs', path: '/po/list', icon: 'th-list' },
  { key: 'action_create_mrn', label: 'Create MRN', path: '/mrn/add', icon: 'add-to-artifact' },
  { key: 'action_view_mrns', label: 'View MRNs', path: '/mrn/list', icon: 'list' },
];

export type Activity = { id: number; text: string; when: string; icon: IconName };
export const RECENT_ACTIVITY: Activity[] = [
  {
    id: 1,
    text: 'Invoice INV-2026-0142 extracted from Northwind Traders',
    when: '10 min ago',
    icon: 'document',
  },
  { id: 2, text: 'Purchase order PO-1042 approved', when: '1 hour ago', icon: 'tick-circle' },
  {
    id: 3,
    text: 'Vendor Acme Supplies submitted for approval',
    when: '3 hours ago',
    icon: 'people',
  },
  { id: 4, text: 'MRN-0087 received against PO-1038', when: 'Yesterday', icon: 'box' },
];

export type ApprovalStatus = 'URGENT' | 'APPROVED' | 'UNDER REVIEW';
export type Approval = { id: number; title: string; amount: string; status: ApprovalStatus };
export const PENDING_APPROVALS: Approval[] = [
  { id: 1, title: 'INV-2026-0139 · Contoso Ltd', amount: '₹1,24,500', status: 'URGENT' },
  { id: 2, title: 'PO-1041 · Fabrikam Metals', amount: '₹78,200', status: 'APPROVED' },
  { id: 3, title: 'INV-2026-0135 · Globex Logistics', amount: '₹45,900', status: 'UNDER REVIEW' },
];

export const APPROVAL_STATUS: Record<ApprovalStatus, { key: string; intent: Intent }> = {
  URGENT: { key: 'status_urgent', intent: 'danger' },
  APPROVED: { key: 'status_approved', intent: 'success' },
  'UNDER REVIEW': { key: 'status_under_review', intent: 'warning' },
};
