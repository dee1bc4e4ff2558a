import type { Intent } from '@blueprintjs/core';
import {
  AddIcon,
  AddToArtifactIcon,
  BoxIcon,
  DocumentIcon,
  ListIcon,
  NewPersonIcon,
  PeopleIcon,
  ShoppingCartIcon,
  ThListIcon,
  TickCircleIcon,
  TimeIcon,
  UploadIcon,
  WarningSignIcon,
  type SVGIconProps,
} from '@blueprintjs/icons';
import type { ComponentType } from 'react';

/** The dashboard shows static sample content (as specified), not live data. `key` is the
 * dashboard translation key of the label. Icons are components, never names: a name makes
 * Blueprint download the path data of every icon. */
type IconComponent = ComponentType<SVGIconProps>;

export type SummaryCard = {
  key: string;
  label: string;
  value: string;
  note: string;
  icon: IconComponent;
  intent: Intent;
};
export const SUMMARY_CARDS: SummaryCard[] = [
  {
    key: 'pending_invoices',
    label: 'Pending Invoices',
    value: '24',
    note: '₹4,52,300 awaiting review',
    icon: DocumentIcon,
    intent: 'primary',
  },
  {
    key: 'pending_vendors',
    label: 'Pending Vendors',
    value: '8',
    note: '3 submitted this week',
    icon: PeopleIcon,
    intent: 'warning',
  },
  {
    key: 'overdue_invoices',
    label: 'Overdue Invoices',
    value: '5',
    note: '₹86,400 past due date',
    icon: TimeIcon,
    intent: 'danger',
  },
];

export type Counter = { key: string; label: string; value: number; icon: IconComponent };
export const COUNTERS: Counter[] = [
  { key: 'purchase_orders', label: 'Purchase Orders', value: 156, icon: ShoppingCartIcon },
  { key: 'material_receipts', label: 'Material Receipts', value: 89, icon: BoxIcon },
  { key: 'overdue_invoices', label: 'Overdue Invoices', value: 12, icon: WarningSignIcon },
];

export type QuickAction = { key: string; label: string; path: string; icon: IconComponent };
export const QUICK_ACTIONS: QuickAction[] = [
  {
    key: 'action_upload_invoice',
    label: 'Upload Invoice',
    path: '/invoices/add',
    icon: UploadIcon,
  },
  { key: 'action_add_vendor', label: 'Add Vendor', path: '/vendor/add', icon: NewPersonIcon },
  { key: 'action_create_po', label: 'Create PO', path: '/po/add', icon: AddIcon },
  { key: 'action_view_pos', label: 'View POs', path: '/po/list', icon: ThListIcon },
  { key: 'action_create_mrn', label: 'Create MRN', path: '/mrn/add', icon: AddToArtifactIcon },
  { key: 'action_view_mrns', label: 'View MRNs', path: '/mrn/list', icon: ListIcon },
];

export type Activity = { id: number; text: string; when: string; icon: IconComponent };
export const RECENT_ACTIVITY: Activity[] = [
  {
    id: 1,
    text: 'Invoice INV-2026-0142 extracted from Northwind Traders',
    when: '10 min ago',
    icon: DocumentIcon,
  },
  { id: 2, text: 'Purchase order PO-1042 approved', when: '1 hour ago', icon: TickCircleIcon },
  {
    id: 3,
    text: 'Vendor Acme Supplies submitted for approval',
    when: '3 hours ago',
    icon: PeopleIcon,
  },
  { id: 4, text: 'MRN-0087 received against PO-1038', when: 'Yesterday', icon: BoxIcon },
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
