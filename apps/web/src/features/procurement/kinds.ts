import {
  DEFAULT_PAYMENT_TERMS,
  exportFileName,
  mrnContract,
  purchaseOrderContract,
  type DocumentState,
} from '@procure/contract';
import type { ListStateDefaults } from '../../components/list';
import { links, paths } from '../../config/paths';

/** A purchase order or a goods receipt note (MRN): one feature serves both. */
export type DocumentKind = 'po' | 'mrn';

/** Everything that differs between the two kinds: contract, form and section names, payload
 * keys, translation namespace, routes and the spec's default failure texts. */
export const KINDS = {
  po: {
    routes: purchaseOrderContract,
    tag: 'PurchaseOrder',
    // What the user's roles must allow to draft and to decide (usePermission).
    permissions: { edit: 'po.edit', approve: 'po.approve' },
    ns: 'po',
    form: 'po_registration',
    header: 'po_fm_header',
    items: 'po_fm_items',
    upload: 'po_upload_modal',
    number: 'poNumber',
    date: 'poDate',
    numberPrefix: 'PO-',
    rowNumber: 'po_number',
    totals: { basic: 'po_basic_amount', tax: 'po_total_tax_amount', total: 'po_total_amount' },
    fileName: exportFileName.po,
    noun: 'PO',
    title: 'Purchase Orders',
    empty: 'no purchase orders found',
    errors: {
      list: 'Failed to fetch purchase orders',
      create: 'Failed to create purchase order',
    },
    list: paths.poList,
    add: paths.poAdd,
    view: links.poView,
  },
  mrn: {
    routes: mrnContract,
    tag: 'Mrn',
    permissions: { edit: 'mrn.edit', approve: 'mrn.approve' },
    ns: 'mrn',
    form: 'mrn_registration',
    header: 'mrn_fm_header',
    items: 'mrn_fm_lineitem',
    upload: 'mrn_upload_modal',
    number: 'mrnNumber',
    date: 'mrnDate',
    numberPrefix: 'MRN-',
    rowNumber: 'mrn_number',
    totals: { basic: 'mrn_basic_amount', tax: 'mrn_total_tax_amount', total: 'mrn_total_amount' },
    fileName: exportFileName.mrn,
    noun: 'MRN',
    title: 'Material Receipt Notes',
    empty: 'no mrns found',
    errors: { list: 'Failed to fetch MRN', create: 'Failed to create mrn' },
    list: paths.mrnList,
    add: paths.mrnAdd,
    view: links.mrnView,
  },
} as const;

export type KindConfig = (typeof KINDS)[DocumentKind];

/** Tabs of both lists, in order: key and translation key of the title. */
export const DOCUMENT_TABS: { key: DocumentState; titleKey: string; title: string }[] = [
  { key: 'active', titleKey: 'tab_approved', title: 'Approved' },
  { key: 'draft', titleKey: 'tab_pending', title: 'Pending' },
  { key: 'reject', titleKey: 'tab_rejected', title: 'Rejected' },
];

export const DOCUMENT_LIST_DEFAULTS: ListStateDefaults = {
  tab: 'active',
  tabs: DOCUMENT_TABS.map((tab) => tab.key),
  searchBy: 'name',
  searchByOptions: ['name', 'code'],
};

/** Today as a calendar date (YYYY-MM-DD) in the user's own zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A fresh header (spec §3): number 'PO-'/'MRN-' plus a timestamp, dated today, Net 30. */
export function freshHeader(kind: DocumentKind, now = new Date()): Record<string, unknown> {
  const config = KINDS[kind];
  return {
    [config.number]: `${config.numberPrefix}${now.getTime()}`,
    [config.date]: today(now),
    paymentTerms: DEFAULT_PAYMENT_TERMS,
    status: 'draft',
  };
}
