import type { CompanyStatus } from '@procure/contract';
import type { ListStateDefaults } from '../../../components/list';

/** Tabs of the company list: its two states, each with its count. */
export const COMPANY_TABS: { key: CompanyStatus; titleKey: string; title: string }[] = [
  { key: 'active', titleKey: 'company_tab_active', title: 'Active' },
  { key: 'inactive', titleKey: 'company_tab_inactive', title: 'Inactive' },
];

/** One search covers name, code and VAT id (a company list is short: no search-by choice). */
export const COMPANY_LIST_DEFAULTS: ListStateDefaults = {
  tab: 'active',
  tabs: COMPANY_TABS.map((tab) => tab.key),
  searchBy: 'all',
  searchByOptions: ['all'],
};
