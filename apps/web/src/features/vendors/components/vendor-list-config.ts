import { VENDOR_STATUS, type DocumentState } from '@procure/contract';
import type { ListStateDefaults } from '../../../components/list';

/** Tabs of the vendor list, in order: key and `vendor` translation key of the title. */
export const VENDOR_TABS: { key: DocumentState; titleKey: string; title: string }[] = [
  { key: 'active', titleKey: 'tab_approved', title: 'Approved' },
  { key: 'draft', titleKey: 'tab_pending', title: 'Pending' },
  { key: 'reject', titleKey: 'tab_rejected', title: 'Rejected' },
];

export const VENDOR_LIST_DEFAULTS: ListStateDefaults = {
  tab: 'active',
  tabs: VENDOR_TABS.map((tab) => tab.key),
  searchBy: 'name',
  searchByOptions: ['name', 'code'],
};

/** Only submitted vendors wait for a decision; drafts are still being filled in. */
export const canDecide = (row: { status?: unknown }) => row.status === VENDOR_STATUS.submitted;

/** `vendor` translation key and English text of each numeric status. */
export const STATUS_LABELS: Record<number, [string, string]> = {
  [VENDOR_STATUS.draft]: ['status_draft', 'Draft'],
  [VENDOR_STATUS.active]: ['status_active', 'Approved'],
  [VENDOR_STATUS.blocked]: ['status_blocked', 'Blocked'],
  [VENDOR_STATUS.reject]: ['status_reject', 'Rejected'],
  [VENDOR_STATUS.submitted]: ['status_submitted', 'Submitted'],
};
