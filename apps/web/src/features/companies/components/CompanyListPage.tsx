import { Button, NonIdealState, Tag } from '@blueprintjs/core';
import { AddIcon, OfficeIcon } from '@blueprintjs/icons';
import type { Company, CompanyStatus } from '@procure/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  DataTable,
  ListToolbar,
  Pager,
  useListState,
  type ListColumn,
} from '../../../components/list';
import { Guarded } from '../../../components/access/Guarded';
import { PageError } from '../../../components/PageError';
import { PageHeader } from '../../../components/PageHeader';
import { links, paths } from '../../../config/paths';
import { useGetProfileQuery } from '../../../lib/access/profile-api';
import { usePermission } from '../../../lib/access/use-permission';
import { useT } from '../../../lib/i18n/use-translation';
import { useCompaniesQuery } from '../api';
import { COMPANY_LIST_DEFAULTS, COMPANY_TABS } from './company-list-config';
import { OursOnly } from './OursOnly';

export function CompanyListPage() {
  return (
    <OursOnly route="companyList">
      <CompanyList />
    </OursOnly>
  );
}

type Row = Company & Record<string, unknown>;

/** /company/list: the generic table with Active and Inactive tabs and their counts, one search
 * over name, code and VAT id, and the pager; Edit for those who keep companies. */
function CompanyList() {
  const t = useT('shell');
  const navigate = useNavigate();
  const [state, change] = useListState(COMPANY_LIST_DEFAULTS);
  const mayManage = usePermission('companies.manage').allowed;
  // An administrator limited to some companies cannot add one (the server refuses it).
  const limited = Boolean(useGetProfileQuery({}).data?.data.companies?.length);
  const { data, error, isFetching, refetch } = useCompaniesQuery({
    query: {
      status: state.tab as CompanyStatus,
      page: state.page,
      page_size: state.pageSize,
      ...(state.search ? { search: state.search } : {}),
    },
  });
  const columns = useMemo<ListColumn<Row>[]>(
    () => [
      { key: 'name', label: t('company_column_name', 'Name'), sortable: true },
      { key: 'code', label: t('company_column_code', 'Code'), sortable: true },
      { key: 'vat_id', label: t('company_column_vat_id', 'VAT ID') },
      { key: 'city_name', label: t('company_column_city', 'City') },
      { key: 'country_name', label: t('company_column_country', 'Country') },
      { key: 'base_currency', label: t('company_column_currency', 'Currency') },
      {
        key: 'bank_accounts',
        label: t('company_column_accounts', 'Bank accounts'),
        render: (row) => row.bank_accounts.length,
      },
      {
        key: 'status',
        label: t('company_column_status', 'Status'),
        render: (row) => (
          <Tag minimal intent={row.status === 'active' ? 'success' : 'none'}>
            {row.status === 'active'
              ? t('company_status_active', 'Active')
              : t('company_status_inactive', 'Inactive')}
          </Tag>
        ),
      },
    ],
    [t],
  );

  const total = data?.pagination.total ?? 0;
  const tabs = COMPANY_TABS.map((tab) => ({
    key: tab.key,
    title: t(tab.titleKey, tab.title),
    count: data?.counts[tab.key],
  }));
  const addButton = limited ? undefined : (
    <Guarded permission="companies.manage">
      <Button
        intent="primary"
        icon={<AddIcon />}
        text={t('company_add', 'Add Company')}
        onClick={() => navigate(paths.companyAdd)}
      />
    </Guarded>
  );
  // No company at all (a new or upgraded install): say what companies are for, not "no rows".
  const none = data && !state.search && data.counts.active + data.counts.inactive === 0;

  return (
    <div className="page" data-testid="company-list-page">
      <PageHeader title={t('company_list_title', 'Companies')} actions={addButton} />
      <ListToolbar
        state={state}
        onChange={change}
        tabs={tabs}
        searchPlaceholder={t('company_search', 'Search by name, code or VAT ID...')}
        searchByOptions={[
          { value: 'all', label: t('company_search_by_all', 'Name, code or VAT ID') },
        ]}
      />
      {error && !isFetching ? (
        <PageError error={error} onRetry={() => void refetch()} />
      ) : none ? (
        <NonIdealState
          className="list-empty"
          icon={<OfficeIcon />}
          title={t('company_no_companies', 'No companies yet')}
          description={t(
            'company_no_companies_hint',
            'Add the legal entities you buy for: their purchase orders, invoices and payment runs then belong to one of them.',
          )}
          action={mayManage ? addButton : undefined}
        />
      ) : (
        <DataTable<Row>
          testId="company-table"
          rows={(data?.data ?? []) as Row[]}
          columns={columns}
          loading={isFetching}
          emptyMessage={t('company_no_companies_found', 'No company matches this search')}
          onRowClick={mayManage ? (row) => navigate(links.companyEdit(row.id)) : undefined}
          onEdit={mayManage ? (row) => navigate(links.companyEdit(row.id)) : undefined}
        />
      )}
      <Pager
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        onChange={({ page }) => change({ page })}
      />
    </div>
  );
}
