import { Button } from '@blueprintjs/core';
import { AddIcon, BanCircleIcon, TickIcon } from '@blueprintjs/icons';
import {
  CAPABILITIES,
  type DocumentState,
  type ExportType,
  type ReceiptState,
} from '@procure/contract';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  DataTable,
  ListToolbar,
  Pager,
  rowId,
  useListState,
  useWaitingForMe,
  WaitingForMeSwitch,
  type ListRow,
  type RowAction,
} from '../../../components/list';
import { CompanyFilter, useCompanyFilter } from '../../../components/company-select';
import { PageError } from '../../../components/PageError';
import { PageHeader } from '../../../components/PageHeader';
import { RejectDialog } from '../../../components/RejectDialog';
import { Guarded } from '../../../components/access/Guarded';
import { links } from '../../../config/paths';
import { usePermission } from '../../../lib/access/use-permission';
import { hasCapability } from '../../../config/runtime';
import { formatBaseCurrency, formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { useDownloadDocumentsMutation, useListDocumentsQuery } from '../api/procurement-api';
import { useDecision } from '../hooks/use-decision';
import { DOCUMENT_LIST_DEFAULTS, DOCUMENT_TABS, KINDS, type DocumentKind } from '../kinds';
import { ReceiptTag } from './ReceiptTag';

type Row = ListRow & { id: number; status: string };

// The company shows by name; its id is for the filter.
const HIDDEN_COLUMNS = ['status', 'company_id'];

/** /po/list and /mrn/list: tabs Approved, Pending and Rejected with their own counts, search,
 * search-by, page size, export, and the generic table (columns from the first row, phone
 * labelled Contact). A row click or View opens the document; Approve and Reject on Pending. */
export function DocumentListPage({ kind }: { kind: DocumentKind }) {
  const config = KINDS[kind];
  const t = useT(config.ns);
  const tc = useT('common');
  const tv = useT('vendor');
  const navigate = useNavigate();
  const [state, change] = useListState(DOCUMENT_LIST_DEFAULTS);
  const tab = state.tab as DocumentState;
  // search_by, approve and reject are ours: only a backend that has our extras gets them.
  const extras = hasCapability(CAPABILITIES.extras);
  const searchBy = extras ? { search_by: state.searchBy as 'name' | 'code' } : {};
  const company = useCompanyFilter();
  // POs only (MRNs have no limit), on the Pending tab.
  const waiting = useWaitingForMe(config.permissions.approve, kind === 'po' && tab === 'draft');
  const { data, error, isFetching, refetch } = useListDocumentsQuery({
    kind,
    query: {
      type: tab,
      page: state.page,
      page_size: state.pageSize,
      ...searchBy,
      ...company.query,
      ...(state.search ? { search: state.search } : {}),
      ...waiting.query,
    },
  });
  const [download, { isLoading: exporting }] = useDownloadDocumentsMutation();
  const decision = useDecision(kind);
  // The Pending tab's Approve and Reject only for those whose roles decide.
  const mayDecide = usePermission(config.permissions.approve).allowed;
  const { approve, setRejecting } = decision;

  // A failed load leaves the total at 0 (spec §8), so no pager shows.
  const total = data?.pagination.total ?? 0;
  const rows = (data?.data ?? []) as Row[];
  const numberOf = useCallback((row: Row) => String(row[config.rowNumber] ?? row.id), [config]);
  const tabs = DOCUMENT_TABS.map((item) => ({
    key: item.key,
    title: t(item.titleKey, item.title),
    // Without counts every tab shows the current tab's total (the spec's own behaviour).
    count: data ? (data.counts?.[item.key] ?? total) : undefined,
  }));

  const actions = useMemo<RowAction<Row>[]>(
    () =>
      tab !== 'draft' || !extras || !mayDecide
        ? []
        : [
            {
              key: 'approve',
              text: tv('approve', 'Approve'),
              icon: <TickIcon />,
              intent: 'success',
              onClick: (row) => void approve(row.id),
            },
            {
              key: 'reject',
              text: tv('reject', 'Reject'),
              icon: <BanCircleIcon />,
              intent: 'danger',
              onClick: (row) => setRejecting({ id: row.id, name: numberOf(row) }),
            },
          ],
    [tab, extras, mayDecide, tv, approve, setRejecting, numberOf],
  );

  const overrides = useMemo(
    () => ({
      id: { label: 'ID' },
      [config.rowNumber]: { label: `${config.noun} Number` },
      [`${kind}_date`]: {
        label: `${config.noun} Date`,
        render: (row: Row) => formatDate(row[`${kind}_date`] as string),
      },
      delivery_date: { render: (row: Row) => formatDate(row.delivery_date as string | null) },
      total_amount: {
        render: (row: Row) => <span className="money">{formatBaseCurrency(row.total_amount)}</span>,
      },
      company_name: { label: tc('company', 'Company') },
      receipt_state: {
        label: 'Received',
        render: (row: Row) => <ReceiptTag state={row.receipt_state as ReceiptState} />,
      },
    }),
    [config, kind, tc],
  );

  // A row without an id has nowhere to go (another backend may send none).
  const open = (row: Row, to: (id: number | string) => string) => {
    const id = rowId(row);
    if (id !== undefined) navigate(to(id));
  };

  return (
    <div className="page" data-testid={`${kind}-list-page`}>
      <PageHeader
        title={t('list_title', config.title)}
        actions={
          <Guarded permission={config.permissions.edit}>
            <Button
              intent="primary"
              icon={<AddIcon />}
              text={t('add_title', `Create ${config.noun}`)}
              onClick={() => navigate(config.add)}
            />
          </Guarded>
        }
      />
      <CompanyFilter filter={company} />
      <WaitingForMeSwitch waiting={waiting} />
      <ListToolbar
        state={state}
        onChange={change}
        tabs={tabs}
        searchPlaceholder={t('search_placeholder', `Search ${config.title.toLowerCase()}...`)}
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
            kind,
            tab,
            // The documented PO export takes export_type alone (the MRN one type and search
            // too); our server also filters a PO export by tab and search.
            query: {
              ...(extras || kind === 'mrn'
                ? { type: tab, ...(state.search ? { search: state.search } : {}) }
                : {}),
              ...searchBy,
              ...company.query,
              export_type: exportType as ExportType,
            },
          })
        }
      />
      {error && !isFetching ? (
        // Not an empty list: a failed or unexpected answer says so, with what to fix.
        <PageError error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable<Row>
          testId={`${kind}-table`}
          rows={rows}
          loading={isFetching}
          emptyMessage={t('no_documents_found', config.empty)}
          selectedTab={{ key: tab }}
          phoneLabel="Contact"
          // The tab already says the state; the row keeps room for its actions.
          hidden={HIDDEN_COLUMNS}
          overrides={overrides}
          // The view page is ours (no documented call reads one document): another backend's
          // row click "only logs" and its rows offer the documented actions alone.
          onRowClick={extras ? (row) => open(row, config.view) : undefined}
          onView={extras ? (row) => open(row, config.view) : undefined}
          // The spec's MRN edit action, on every tab: a draft opens in the form, an approved or
          // rejected MRN opens there read-only.
          onEdit={kind === 'mrn' ? (row) => open(row, (id) => links.mrnEdit(id, tab)) : undefined}
          actions={actions}
        />
      )}
      {total > 0 && (
        <Pager
          page={state.page}
          pageSize={state.pageSize}
          total={total}
          onChange={({ page }) => change({ page })}
        />
      )}
      <RejectDialog
        title={tv('reject', 'Reject')}
        subject={decision.rejecting?.name ?? null}
        busy={decision.busy}
        onClose={() => setRejecting(null)}
        onReject={(reason) => void decision.reject(reason)}
      />
    </div>
  );
}

export const PoListPage = () => <DocumentListPage kind="po" />;
export const MrnListPage = () => <DocumentListPage kind="mrn" />;
