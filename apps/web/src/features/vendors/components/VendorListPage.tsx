import { Button, Tag } from '@blueprintjs/core';
import { AddIcon, BanCircleIcon, TickIcon } from '@blueprintjs/icons';
import {
  CAPABILITIES,
  type DocumentState,
  type DynamicRow,
  type ExportType,
} from '@procure/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DataTable,
  ListToolbar,
  Pager,
  rowId,
  TableCell,
  useListState,
  type RowAction,
} from '../../../components/list';
import { Guarded } from '../../../components/access/Guarded';
import { PageError } from '../../../components/PageError';
import { PageHeader } from '../../../components/PageHeader';
import { links, paths } from '../../../config/paths';
import { hasCapability } from '../../../config/runtime';
import { usePermission } from '../../../lib/access/use-permission';
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
 * code, page size, export, and the generic table with View, Edit, Approve and Reject. Rows are
 * whatever keys the backend sends (columns from the first row); against a backend with only the
 * documented calls, the requests carry only documented parameters, every tab shows the current
 * tab's total and the decisions (our routes) are not offered. */
export function VendorListPage() {
  const t = useT('vendor');
  const tc = useT('common');
  const navigate = useNavigate();
  const [state, change] = useListState(VENDOR_LIST_DEFAULTS);
  const tab = state.tab as DocumentState;
  // search_by is ours: the documented list takes type, search, page and page_size only.
  const extras = hasCapability(CAPABILITIES.extras);
  const searchBy = extras ? { search_by: state.searchBy as 'name' | 'code' } : {};
  const { data, error, isFetching, refetch } = useListVendorsQuery({
    query: {
      type: tab,
      page: state.page,
      page_size: state.pageSize,
      ...searchBy,
      ...(state.search ? { search: state.search } : {}),
    },
  });
  const [download, { isLoading: exporting }] = useDownloadVendorsMutation();
  const [approve] = useApproveVendorMutation();
  const mayDecide = usePermission('vendor.approve').allowed;
  const [reject, { isLoading: rejecting }] = useRejectVendorMutation();
  const [rejectTarget, setRejecting] = useState<DynamicRow | null>(null);

  const total = data?.pagination.total ?? 0;
  const tabs = VENDOR_TABS.map((item) => ({
    key: item.key,
    title: t(item.titleKey, item.title),
    // Each tab its own count; without counts every tab shows the current tab's total, as the
    // specification's screen does.
    count: data ? (data.counts?.[item.key] ?? total) : undefined,
  }));

  const actions = useMemo<RowAction<DynamicRow>[]>(
    () =>
      // Approve and reject are our routes: offered only by a backend that has them, and only
      // to those whose roles decide.
      tab !== 'draft' || !extras || !mayDecide
        ? []
        : [
            {
              key: 'approve',
              text: t('approve', 'Approve'),
              icon: <TickIcon />,
              intent: 'success',
              appliesTo: canDecide,
              onClick: async (row) => {
                const result = await approve({ params: { id: Number(rowId(row)) } });
                if ('data' in result && result.data)
                  void showToast(
                    t('vendor_approved', '{name} approved', { name: String(row.name ?? '') }),
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
    [tab, t, approve, extras, mayDecide],
  );

  const overrides = useMemo(
    () => ({
      // Our numeric statuses get their label; another backend's value shows as it came.
      status: {
        render: (row: DynamicRow) => {
          const label = typeof row.status === 'number' ? STATUS_LABELS[row.status] : undefined;
          if (!label) return <TableCell columnKey="status" value={row.status} />;
          return <Tag minimal>{t(label[0], label[1])}</Tag>;
        },
      },
      updated_at: {
        render: (row: DynamicRow) =>
          typeof row.updated_at === 'string' ? (
            formatDate(row.updated_at)
          ) : (
            <TableCell columnKey="updated_at" value={row.updated_at} />
          ),
      },
    }),
    [t],
  );

  // A row without an id has nowhere to go (another backend may send none).
  const openRow = (row: DynamicRow, to: (id: number | string) => string) => {
    const id = rowId(row);
    if (id !== undefined) navigate(to(id));
  };

  return (
    <div className="page" data-testid="vendor-list-page">
      <PageHeader
        title={t('vendor_list_title', 'Vendors')}
        actions={
          <Guarded permission="vendor.edit">
            <Button
              intent="primary"
              icon={<AddIcon />}
              text={t('add_vendor', 'Add Vendor')}
              onClick={() => navigate(paths.vendorAdd)}
            />
          </Guarded>
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
            ...searchBy,
            export_type: exportType as ExportType,
            ...(state.search ? { search: state.search } : {}),
          })
        }
      />
      {error && !isFetching ? (
        // Not "no vendors found": a failed or unexpected answer says so, with what to fix.
        <PageError error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable<DynamicRow>
          testId="vendor-table"
          rows={data?.data ?? []}
          loading={isFetching}
          emptyMessage={t('no_vendors_found', 'no vendors found')}
          selectedTab={{ key: tab }}
          overrides={overrides}
          onView={(row) => openRow(row, links.vendorView)}
          onEdit={(row) => openRow(row, (id) => links.vendorEdit(id, tab))}
          actions={actions}
        />
      )}
      <Pager
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        onChange={({ page }) => change({ page })}
      />
      <RejectDialog
        title={t('reject_vendor', 'Reject vendor')}
        subject={rejectTarget ? String(rejectTarget.name ?? '') : null}
        busy={rejecting}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          if (!rejectTarget) return;
          const id = Number(rowId(rejectTarget));
          const result = await reject({ params: { id }, body: { reason } });
          if (!('data' in result && result.data)) return;
          setRejecting(null);
          // Told like an approval: the row leaves the Pending tab, so say where it went.
          void showToast(
            t('vendor_rejected', '{name} rejected', { name: String(rejectTarget.name ?? '') }),
            'success',
          );
        }}
      />
    </div>
  );
}
