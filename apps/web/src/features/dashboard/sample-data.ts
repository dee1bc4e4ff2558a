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
import type { Permission } from '@procure/contract';
import type { ComponentType } from 'react';

/** The dashboard's fixed parts (labels, icons, quick actions); its figures come from
 * GET /api/v1/dashboard. `key` is the dashboard translation key of the label. Icons are components, never names: a name makes
 * Blueprint download the path data of every icon. */
type IconComponent = ComponentType<SVGIconProps>;

export type SummaryCard = {
  key: 'pending_invoices' | 'pending_vendors' | 'overdue_invoices';
  label: string;
  icon: IconComponent;
  intent: Intent;
};
export const SUMMARY_CARDS: SummaryCard[] = [
  { key: 'pending_invoices', label: 'Pending Invoices', icon: DocumentIcon, intent: 'primary' },
  { key: 'pending_vendors', label: 'Pending Vendors', icon: PeopleIcon, intent: 'warning' },
  { key: 'overdue_invoices', label: 'Overdue Invoices', icon: TimeIcon, intent: 'danger' },
];

export type Counter = {
  key: 'purchase_orders' | 'material_receipts' | 'overdue_invoices';
  label: string;
  icon: IconComponent;
};
export const COUNTERS: Counter[] = [
  { key: 'purchase_orders', label: 'Purchase Orders', icon: ShoppingCartIcon },
  { key: 'material_receipts', label: 'Material Receipts', icon: BoxIcon },
  { key: 'overdue_invoices', label: 'Overdue Invoices', icon: WarningSignIcon },
];

/** A dashboard shortcut, with what the user's roles must allow for it to be offered. */
export type QuickAction = {
  key: string;
  label: string;
  path: string;
  icon: IconComponent;
  permission: Permission;
};
export const QUICK_ACTIONS: QuickAction[] = [
  {
    key: 'action_upload_invoice',
    label: 'Upload Invoice',
    path: '/invoices/add',
    icon: UploadIcon,
    permission: 'invoice.review',
  },
  {
    key: 'action_add_vendor',
    label: 'Add Vendor',
    path: '/vendor/add',
    icon: NewPersonIcon,
    permission: 'vendor.edit',
  },
  {
    key: 'action_create_po',
    label: 'Create PO',
    path: '/po/add',
    icon: AddIcon,
    permission: 'po.edit',
  },
  {
    key: 'action_view_pos',
    label: 'View POs',
    path: '/po/list',
    icon: ThListIcon,
    permission: 'read',
  },
  {
    key: 'action_create_mrn',
    label: 'Create MRN',
    path: '/mrn/add',
    icon: AddToArtifactIcon,
    permission: 'mrn.edit',
  },
  {
    key: 'action_view_mrns',
    label: 'View MRNs',
    path: '/mrn/list',
    icon: ListIcon,
    permission: 'read',
  },
];

/** The icon of an activity, by what it concerns. */
export const ACTIVITY_ICONS: Record<'invoice' | 'vendor' | 'po' | 'mrn', IconComponent> = {
  invoice: DocumentIcon,
  vendor: PeopleIcon,
  po: TickCircleIcon,
  mrn: BoxIcon,
};

export type ApprovalStatus = 'URGENT' | 'APPROVED' | 'UNDER REVIEW';

export const APPROVAL_STATUS: Record<ApprovalStatus, { key: string; intent: Intent }> = {
  URGENT: { key: 'status_urgent', intent: 'danger' },
  APPROVED: { key: 'status_approved', intent: 'success' },
  'UNDER REVIEW': { key: 'status_under_review', intent: 'warning' },
};
