import { Button } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import type { InvoiceListRow } from '@procure/contract';
import { useMemo } from 'react';
import { DataTable, type ListColumn } from '../../../components/list';
import {
  DEFAULT_INVOICE_CURRENCY,
  EMPTY_VALUE,
  formatCurrency,
  formatDate,
} from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { ApprovalText, InvoiceMarkers, PaymentTag, WorkflowTag } from './InvoiceBadges';
import { preloadDocumentViewer } from '../viewer/preload';

type Props = {
  rows: InvoiceListRow[];
  loading: boolean;
  emptyMessage: string;
  onView: (row: InvoiceListRow) => void;
};

/** The table view (spec part 2 §2): invoice number, workflow status, vendor, amount, invoice
 * date, due date, payment, approval and a View button; the generic table's sorting, shimmer
 * and empty state. */
export function InvoiceTable({ rows, loading, emptyMessage, onView }: Props) {
  const t = useT('invoice');
  const tt = useT('table');
  const columns = useMemo<ListColumn<InvoiceListRow>[]>(
    () => [
      {
        key: 'invoice_number',
        label: t('col_invoice_number', 'Invoice Number'),
        sortable: true,
        render: (row) => (
          <span className="invoice-number-cell">
            <span>{row.invoice_number || EMPTY_VALUE}</span>
            <InvoiceMarkers row={row} only="duplicate" />
          </span>
        ),
      },
      {
        key: 'workflowStatus',
        label: t('col_workflow_status', 'Workflow Status'),
        sortable: true,
        render: (row) => <WorkflowTag status={row.workflowStatus} />,
      },
      {
        key: 'vendor_name',
        label: t('col_vendor', 'Vendor'),
        sortable: true,
        render: (row) => (
          <>
            <span className="invoice-number-cell">
              <span>{row.vendor_name || EMPTY_VALUE}</span>
              <InvoiceMarkers row={row} only="vendor" compact />
            </span>
            {/* Ours: which of our companies it is for (issue 22 item 6), under the vendor
                rather than a column of its own, so the spec's columns keep their width. */}
            {row.company_name && (
              <div className="bp6-text-muted bp6-text-small" data-testid="invoice-company-name">
                {row.company_name}
              </div>
            )}
          </>
        ),
      },
      {
        key: 'total_amount',
        label: t('col_amount', 'Amount'),
        sortable: true,
        render: (row) => formatCurrency(row.total_amount, row.currency ?? DEFAULT_INVOICE_CURRENCY),
      },
      {
        key: 'invoice_date',
        label: t('col_invoice_date', 'Invoice Date'),
        sortable: true,
        render: (row) => formatDate(row.invoice_date),
      },
      {
        key: 'dueDate',
        label: t('col_due_date', 'Due Date'),
        sortable: true,
        render: (row) => formatDate(row.dueDate),
      },
      {
        key: 'paymentStatus',
        label: t('col_payment', 'Payment'),
        sortable: true,
        render: (row) => <PaymentTag status={row.paymentStatus} runId={row.payment_run_id} />,
      },
      {
        key: 'approvalStatus',
        label: t('col_approval', 'Approval'),
        sortable: true,
        render: (row) => <ApprovalText status={row.approvalStatus} />,
      },
      {
        key: 'view',
        label: tt('actions', 'Actions'),
        render: (row) => (
          <Button
            size="small"
            variant="minimal"
            icon={<EyeOpenIcon />}
            text={t('view', 'View')}
            // The review page's viewer and pdf.js start loading while the pointer rests here.
            onMouseEnter={preloadDocumentViewer}
            onFocus={preloadDocumentViewer}
            onClick={() => onView(row)}
          />
        ),
      },
    ],
    [t, tt, onView],
  );
  return (
    <DataTable<InvoiceListRow>
      testId="invoice-table"
      rows={rows}
      columns={columns}
      loading={loading}
      emptyMessage={emptyMessage}
    />
  );
}
