import { Button, Tag } from '@blueprintjs/core';
import { AddIcon, BanCircleIcon, TickIcon } from '@blueprintjs/icons';
import type { DocumentState, ExportType, VendorRow } from '@procure/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DataTable,
  ListToolbar,
  Pager,
  useListState,
  type RowAction,
} from '../../../components/list';
import { PageHeader } from '../../../components/PageHeader';
import { links, paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import {
  useApproveVendorMutation,
  useDownloadVendorsMutation,
  useListVendorsQuery,
  useRejectVendorMutation,
} from '../api/vendor-api';
import { RejectDialog } from '../../../components/RejectDialog';
import { canDecide, STATUS_LABELS, VENDOR_LIST_DEFAULTS, VENDOR_TABS } from './vendor-list-config';

/** /vendor/list: tabs Approved, Pending and Rejected with their own counts, search by name or
 * code, page size, export, and the generic table with View, Edit, Approve and Reject. */
export function VendorListPage() {
  const t = useT('vendor');
  const tc = useT('common');
  const navigate = useNavigate();
  const [state, change] = useListState(VENDOR_LIST_DEFAULTS);
  const tab = state.tab as DocumentState;
  const { data, isFetching } = useListVendorsQuery({
    query: {
      type: tab,
      page: state.page,
      page_size: state.pageSize,
      search_by: state.searchBy as 'name' | 'code',
      ...(state.search ? { search: state.search } : {}),
    },
  });
  const [download, { isLoading: exporting }] = useDownloadVendorsMutation();
  const [approve] = useApproveVendorMutation();
  const [reject, { isLoading: rejecting }] = useRejectVendorMutation();
  const [rejectTarget, setRejecting] = useState<VendorRow | null>(null);

  const total = data?.pagination.total ?? 0;
  const tabs = VENDOR_TABS.map((item) => ({
    key: item.key,
    title: t(item.titleKey, item.title),
    // Each tab its own count; a backend without counts shows the total on the current tab.
    count: data?.counts?.[item.key] ?? (item.key === tab && data ? total : undefined),
  }));

  const actions = useMemo<RowAction<VendorRow>[]>(
    () =>
      tab !== 'draft'
        ? []
        : [
            {
              key: 'approve',
              text: t('approve', 'Approve'),
              icon: <TickIcon />,
              intent: 'success',
              appliesTo: canDecide,
              onClick: async (row) => {
                const result = await approve({ params: { id: row.id } });
                if ('data' in result && result.data)
                  void showToast(
                    t('vendor_approved', '{name} approved', { name: row.name }),
                    'success',
                  );
              },
            },
            {
              key: 'reject',
              text: t('reject', 'Reject'),
              icon: <BanCircleIcon />,
              intent: 'danger',
              appliesTo: canDecide,
              onClick: (row) => setRejecting(row),
            },
          ],
    [tab, t, approve],
  );

  const overrides = useMemo(
    () => ({
      status: {
        render: (row: VendorRow) => {
          const [key, text] = STATUS_LABELS[row.status] ?? ['', String(row.status)];
          return <Tag minimal>{key ? t(key, text) : text}</Tag>;
        },
      },
      updated_at: { render: (row: VendorRow) => formatDate(row.updated_at) },
    }),
    [t],
  );

  return (
    <div className="page" data-testid="vendor-list-page">
      <PageHeader
        title={t('vendor_list_title', 'Vendors')}
        actions={
          <Button
            intent="primary"
            icon={<AddIcon />}
            text={t('add_vendor', 'Add Vendor')}
            onClick={() => navigate(paths.vendorAdd)}
          />
        }
      />
      <ListToolbar
        state={state}
        onChange={change}
        tabs={tabs}
        searchPlaceholder={t('search_vendors', 'Search vendors...')}
        searchByOptions={[
          { value: 'name', label: tc('search_by_name', 'Name') },
          { value: 'code', label: tc('search_by_code', 'Code') },
        ]}
        exportOptions={[
          { value: 'excel', label: tc('excel', 'Excel') },
          { value: 'csv', label: tc('csv', 'CSV') },
        ]}
        exporting={exporting}
        onExport={(exportType) =>
          void download({
            type: tab,
            search_by: state.searchBy as 'name' | 'code',
            export_type: exportType as ExportType,
            ...(state.search ? { search: state.search } : {}),
          })
        }
      />
      <DataTable<VendorRow>
        testId="vendor-table"
        rows={data?.data ?? []}
        loading={isFetching}
        emptyMessage={t('no_vendors_found', 'no vendors found')}
        selectedTab={{ key: tab }}
        overrides={overrides}
        onView={(row) => navigate(links.vendorView(row.id))}
        onEdit={(row) => navigate(links.vendorEdit(row.id, tab))}
        actions={actions}
      />
      <Pager
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        onChange={({ page }) => change({ page })}
      />
      <RejectDialog
        title={t('reject_vendor', 'Reject vendor')}
        subject={rejectTarget?.name ?? null}
        busy={rejecting}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          if (!rejectTarget) return;
          const result = await reject({ params: { id: rejectTarget.id }, body: { reason } });
          if (!('data' in result && result.data)) return;
          setRejecting(null);
          // Told like an approval: the row leaves the Pending tab, so say where it went.
          void showToast(
            t('vendor_rejected', '{name} rejected', { name: rejectTarget.name }),
            'success',
          );
        }}
      />
    </div>
  );
}
