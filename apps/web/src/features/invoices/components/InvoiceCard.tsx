import { Button, Card, Classes, H5 } from '@blueprintjs/core';
import { ArrowRightIcon, RefreshIcon } from '@blueprintjs/icons';
import type { InvoiceListRow } from '@procure/contract';
import type { ReactNode } from 'react';
import {
  DEFAULT_INVOICE_CURRENCY,
  EMPTY_VALUE,
  formatCurrency,
  formatDate,
} from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { ApprovalText, ExtractionTag, InvoiceMarkers, PaymentTag } from './InvoiceBadges';
import { preloadDocumentViewer } from '../viewer/preload';

type Props = {
  row: InvoiceListRow;
  onProcess: (row: InvoiceListRow) => void;
  onResubmit: (row: InvoiceListRow) => void;
  resubmitting?: boolean;
};

/** Extraction can be run again once it has ended badly (failed) or needs a person (hold). */
export const canResubmit = (row: Pick<InvoiceListRow, 'extraction_status'>) =>
  row.extraction_status === 'failed' || row.extraction_status === 'hold';

const text = (value: string | null | undefined) => (value ? value : EMPTY_VALUE);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={Classes.TEXT_MUTED}>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** One invoice as a card, with the spec's fields in its order (part 2 §2), tinted by its
 * workflow status. */
export function InvoiceCard({ row, onProcess, onResubmit, resubmitting }: Props) {
  const t = useT('invoice');
  return (
    <Card
      className={`invoice-card invoice-tint-${row.workflowStatus}`}
      data-testid="invoice-card"
      data-invoice-id={row.id}
    >
      <div className="invoice-card-head">
        <H5 className="invoice-card-number">{text(row.invoice_number)}</H5>
        <ExtractionTag status={row.extraction_status} />
      </div>
      <div className="invoice-card-vendor">{text(row.vendor_name)}</div>
      <div className="invoice-card-markers">
        <InvoiceMarkers row={row} />
      </div>
      <div className="invoice-card-amount">
        {formatCurrency(row.total_amount, row.currency ?? DEFAULT_INVOICE_CURRENCY)}
      </div>
      <dl className="invoice-card-facts">
        <Fact label={t('col_invoice_date', 'Invoice Date')}>{formatDate(row.invoice_date)}</Fact>
        <Fact label={t('col_due_date', 'Due Date')}>{formatDate(row.dueDate)}</Fact>
        <Fact label={t('col_payment', 'Payment')}>
          <PaymentTag status={row.paymentStatus} runId={row.payment_run_id} />
        </Fact>
        <Fact label={t('col_approval', 'Approval')}>
          <ApprovalText status={row.approvalStatus} />
        </Fact>
      </dl>
      {row.remarks && <p className="invoice-card-remarks">{row.remarks}</p>}
      <div className={`invoice-card-created ${Classes.TEXT_MUTED}`}>
        {t('created_at', 'Created')} {formatDate(row.createdAt)} · {t('created_by', 'Created by')}{' '}
        {text(row.createdBy)}
      </div>
      <div className="invoice-card-actions">
        <Button
          size="small"
          icon={<RefreshIcon />}
          text={t('resubmit', 'Resubmit')}
          disabled={!canResubmit(row)}
          loading={resubmitting}
          onClick={() => onResubmit(row)}
        />
        <Button
          size="small"
          intent="primary"
          endIcon={<ArrowRightIcon />}
          text={t('process', 'Process')}
          // The review page's viewer and pdf.js start loading while the pointer rests here.
          onMouseEnter={preloadDocumentViewer}
          onFocus={preloadDocumentViewer}
          onClick={() => onProcess(row)}
        />
      </div>
    </Card>
  );
}

/** A card's shape while the page loads. */
export function InvoiceCardSkeleton() {
  return (
    <Card className="invoice-card" data-testid="invoice-card-skeleton" aria-hidden>
      <div className="invoice-card-head">
        <H5 className={Classes.SKELETON}>INV-000000</H5>
        <span className={Classes.SKELETON}>Extracted</span>
      </div>
      <div className={Classes.SKELETON}>Vendor name</div>
      <div className={`invoice-card-amount ${Classes.SKELETON}`}>₹0,000.00</div>
      <div className={Classes.SKELETON} style={{ height: 64 }} />
      <div className="invoice-card-actions">
        <span className={Classes.SKELETON}>Resubmit Process</span>
      </div>
    </Card>
  );
}
