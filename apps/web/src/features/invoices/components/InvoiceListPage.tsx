import { Button, ButtonGroup, NonIdealState } from '@blueprintjs/core';
import { CloudUploadIcon, ExportIcon, GridViewIcon, InboxIcon, Th } from '@blueprintjs/icons';
import { CAPABILITIES, INVOICE_PAGE_SIZE, type InvoiceListRow } from '@procure/contract';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Guarded } from '../../../components/access/Guarded';
import { CompanyFilter, useCompanyFilter } from '../../../components/company-select';
import {
  Pager,
  SearchBox,
  useListState,
  useWaitingForMe,
  WaitingForMeSwitch,
  type ListStateDefaults,
} from '../../../components/list';
import { PageHeader } from '../../../components/PageHeader';
import { links } from '../../../config/paths';
import { hasCapability } from '../../../config/runtime';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import { useListInvoicesQuery, useReextractInvoiceMutation } from '../api/invoice-api';
import { useExtractionPolling } from '../hooks/use-extraction-polling';
import { useViewMode } from '../hooks/use-view-mode';
import { AccountingExportDialog } from './AccountingExportDialog';
import { InvoiceCard, InvoiceCardSkeleton } from './InvoiceCard';
import { InvoiceTable } from './InvoiceTable';
import { UploadInvoiceDialog } from './UploadInvoiceDialog';
import './invoices.css';

/** The list has no tabs or search-by; page and search live in the URL like every list. */
const LIST_DEFAULTS: ListStateDefaults = {
  tab: 'all',
  tabs: ['all'],
  searchBy: 'name',
  searchByOptions: ['name'],
};

/** /invoices/all: title, card/table toggle, Upload Invoice, 'Search invoices...', 12 a page,
 * extraction states that update while the page is open. */
export function InvoiceListPage() {
  const t = useT('invoice');
  const navigate = useNavigate();
  const [state, change] = useListState(LIST_DEFAULTS);
  const [view, setView] = useViewMode();
  const [uploading, setUploading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const waiting = useWaitingForMe('invoice.approve');
  const company = useCompanyFilter();
  // 'all' is ours; the documents ask the list with type=draft, which is all another backend
  // knows (its answer is that backend's idea of the list).
  const args = {
    query: {
      type: hasCapability(CAPABILITIES.extras) ? ('all' as const) : ('draft' as const),
      page: state.page,
      page_size: INVOICE_PAGE_SIZE,
      ...(state.search ? { search: state.search } : {}),
      ...waiting.query,
      ...company.query,
    },
  };
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data, isLoading, isFetching, fulfilledTimeStamp } = useListInvoicesQuery(args, {
    pollingInterval,
    skipPollingIfUnfocused: true,
  });
  // The next interval follows from each answer (back-off while invoices are processing).
  const interval = useExtractionPolling(data?.data, fulfilledTimeStamp);
  if (interval !== pollingInterval) setPollingInterval(interval);

  const [reextract, { originalArgs: resubmitted, isLoading: resubmitting }] =
    useReextractInvoiceMutation();
  const open = useCallback(
    (row: InvoiceListRow) => navigate(links.invoiceDetail(row.id)),
    [navigate],
  );
  const resubmit = async (row: InvoiceListRow) => {
    const result = await reextract({ params: { id: row.id } });
    if ('data' in result && result.data)
      void showToast(result.data.message ?? t('extraction_started', 'Extraction started'), 'info');
  };

  const rows = data?.data ?? [];
  const total = data?.pagination.total ?? 0;
  // A search or page change shows skeletons; a poll refreshes the cards in place.
  const loading = isLoading || (isFetching && rows.length === 0);
  const empty = !loading && rows.length === 0;

  return (
    <div className="page invoice-list-page" data-testid="invoice-list-page">
      <PageHeader
        title={t('list_title', 'Invoices')}
        actions={
          <>
            <ButtonGroup aria-label={t('view_toggle', 'View')}>
              <Button
                icon={<GridViewIcon />}
                active={view === 'card'}
                aria-pressed={view === 'card'}
                aria-label={t('card_view', 'Card view')}
                title={t('card_view', 'Card view')}
                onClick={() => setView('card')}
              />
              <Button
                icon={<Th />}
                active={view === 'table'}
                aria-pressed={view === 'table'}
                aria-label={t('table_view', 'Table view')}
                title={t('table_view', 'Table view')}
                onClick={() => setView('table')}
              />
            </ButtonGroup>
            {hasCapability(CAPABILITIES.extras) && (
              <Button
                icon={<ExportIcon />}
                text={t('accounting_export', 'Accounting export')}
                onClick={() => setExporting(true)}
              />
            )}
            <Guarded permission="invoice.review">
              <Button
                intent="primary"
                icon={<CloudUploadIcon />}
                text={t('upload_invoice', 'Upload Invoice')}
                onClick={() => setUploading(true)}
              />
            </Guarded>
          </>
        }
      />
      <div className="invoice-toolbar">
        <SearchBox
          value={state.search}
          placeholder={t('search_invoices', 'Search invoices...')}
          onSearch={(search) => change({ search })}
        />
        <WaitingForMeSwitch waiting={waiting} />
        <CompanyFilter filter={company} />
      </div>
      {empty ? (
        <NonIdealState
          className="list-empty"
          icon={<InboxIcon />}
          title={t('no_invoices_found', 'no invoices found')}
          description={t('upload_to_get_started', 'upload a new invoice to get started')}
        />
      ) : view === 'card' ? (
        <div className="invoice-grid" data-testid="invoice-grid" aria-busy={loading || undefined}>
          {loading
            ? Array.from({ length: INVOICE_PAGE_SIZE }, (_, index) => (
                <InvoiceCardSkeleton key={index} />
              ))
            : rows.map((row) => (
                <InvoiceCard
                  key={row.id}
                  row={row}
                  onProcess={open}
                  onResubmit={(target) => void resubmit(target)}
                  resubmitting={resubmitting && resubmitted?.params.id === row.id}
                />
              ))}
        </div>
      ) : (
        <InvoiceTable
          rows={rows}
          loading={loading}
          emptyMessage={t('no_invoices_found', 'no invoices found')}
          onView={open}
        />
      )}
      {total > 0 && (
        <Pager
          page={state.page}
          pageSize={INVOICE_PAGE_SIZE}
          total={total}
          onChange={({ page }) => change({ page })}
        />
      )}
      <UploadInvoiceDialog isOpen={uploading} onClose={() => setUploading(false)} />
      <AccountingExportDialog isOpen={exporting} onClose={() => setExporting(false)} />
    </div>
  );
}
