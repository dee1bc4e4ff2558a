import {
  Button,
  HotkeysContext,
  HotkeysProvider,
  NonIdealState,
  Tooltip,
  useHotkeys,
} from '@blueprintjs/core';
import {
  ArrowLeftIcon,
  DownloadIcon,
  KeyCommandIcon,
  MenuClosedIcon,
  MenuOpenIcon,
} from '@blueprintjs/icons';
import { CAPABILITIES } from '@procure/contract';
import { useContext, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { paths } from '../../../config/paths';
import { hasCapability } from '../../../config/runtime';
import { useT } from '../../../lib/i18n/use-translation';
import { useDownloadInvoiceMutation } from '../api/invoice-api';
import { DecisionButtons, DecisionDialogs } from '../review/DecisionDialogs';
import { InPaymentCallout, InPaymentTag } from '../review/InPayment';
import { isDecided, isPayable, PANEL_WIDTH } from '../review/review-rules';
import { ReviewPanel } from '../review/ReviewPanel';
import { SplitView } from '../review/SplitView';
import { useInvoiceReview } from '../review/use-invoice-review';
import { useReviewDecisions } from '../review/use-review-decisions';
import '../review/review.css';
import { DETAIL_ZOOM, LazyDocumentViewer } from '../viewer';
import { ExtractionTag, InvoiceMarkers, PaymentTag } from './InvoiceBadges';
import { MailOrigin } from './MailOrigin';

/** /invoices/detail/{id}: the invoice's document beside its extraction panel. The reviewer
 * walks the field cards (low confidence and unmatched first), corrects values inline, fixes
 * the lines, and approves or rejects; every edit is saved on the server and kept in the
 * invoice's history. An approved invoice can then be marked paid. */
export function InvoiceDetailPage() {
  return (
    <HotkeysProvider>
      <InvoiceReview />
    </HotkeysProvider>
  );
}

function InvoiceReview() {
  const t = useT('invoice');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const review = useInvoiceReview(id);
  const { invoice } = review;
  const [panelWidth, setPanelWidth] = useState<number>(PANEL_WIDTH.detail);
  const [panelHidden, setPanelHidden] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [, dispatchHotkeys] = useContext(HotkeysContext);
  const [download, { isLoading: downloading }] = useDownloadInvoiceMutation();
  const decisions = useReviewDecisions(id);
  const { onApprove } = decisions;
  const closed = invoice ? isDecided(invoice.approvalStatus) : true;
  const extras = hasCapability(CAPABILITIES.extras);
  const payable = invoice ? isPayable(invoice) : false;

  const hotkeys = useMemo(
    () => [
      {
        combo: 'shift+a',
        global: true,
        group: t('review', 'Review'),
        label: t('approve_and_next', 'Approve and open the next invoice'),
        // Approval is ours: not offered against a backend without our extras.
        disabled: closed || !extras,
        onKeyDown: (): void => void onApprove(),
      },
      {
        combo: 'shift+p',
        global: true,
        group: t('review', 'Review'),
        label: t('toggle_panel', 'Hide or show the extraction panel'),
        onKeyDown: () => togglePanel(),
      },
      // Shown in the shortcuts list; the cards handle these keys themselves.
      ...[
        ['tab', t('next_field', 'Next field (low confidence and unmatched first)')],
        ['shift+tab', t('previous_field', 'Previous field')],
        ['enter', t('edit_save_field', 'Edit the field; Enter again saves')],
        ['escape', t('cancel_edit', 'Cancel the edit')],
      ].map(([combo, label]) => ({
        combo: combo!,
        label: label!,
        group: t('fields', 'Fields'),
        global: false,
      })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [closed, id, t, panelHidden],
  );
  useHotkeys(hotkeys);

  function togglePanel() {
    if (panelHidden) {
      setPanelWidth(PANEL_WIDTH.showAgainDetail);
      setPanelHidden(false);
    } else setPanelHidden(true);
  }

  if (review.isLoading) return <PageSkeleton cards={2} />;
  if (!review.valid || review.isError || !invoice)
    return (
      <div className="page">
        <NonIdealState
          title={t('invoice_not_found', 'No invoice with this id')}
          action={
            <Button
              icon={<ArrowLeftIcon />}
              text={t('back_to_invoices', 'Back to invoices')}
              onClick={() => navigate(paths.invoicesAll)}
            />
          }
        />
      </div>
    );

  return (
    <div className="page invoice-review-page" data-testid="invoice-detail-page">
      <div className="review-bar">
        <Tooltip content={t('back_to_invoices', 'Back to invoices')}>
          <Button
            variant="minimal"
            icon={<ArrowLeftIcon />}
            aria-label={t('back_to_invoices', 'Back to invoices')}
            onClick={() => navigate(paths.invoicesAll)}
          />
        </Tooltip>
        <h3 className="review-title">
          {invoice.invoice_number
            ? String(invoice.invoice_number)
            : `${t('invoice', 'Invoice')} #${invoice.id}`}
        </h3>
        <ExtractionTag status={invoice.extraction_status} />
        <InvoiceMarkers row={invoice} />
        {invoice.in_payment && <InPaymentTag inPayment={invoice.in_payment} />}
        <span className="review-approval" data-testid="approval-status">
          {t(`approval_${invoice.approvalStatus}`, invoice.approvalStatus.replace(/_/g, ' '))}
        </span>
        {invoice.approvalStatus === 'approved' && <PaymentTag status={invoice.paymentStatus} />}
        <span className="review-bar-spacer" />
        <Button
          variant="minimal"
          icon={<KeyCommandIcon />}
          aria-label={t('shortcuts', 'Keyboard shortcuts (?)')}
          title={t('shortcuts', 'Keyboard shortcuts (?)')}
          onClick={() => dispatchHotkeys({ type: 'OPEN_DIALOG' })}
        />
        <Button
          icon={<DownloadIcon />}
          text={t('download', 'Download')}
          loading={downloading}
          onClick={() => void download({ id, type: 'excel' })}
        />
        <Button
          icon={panelHidden ? <MenuOpenIcon /> : <MenuClosedIcon />}
          text={panelHidden ? t('show_panel', 'Show panel') : t('hide_panel', 'Hide panel')}
          aria-pressed={!panelHidden}
          data-testid="toggle-panel"
          onClick={togglePanel}
        />
        <DecisionButtons
          decisions={decisions}
          closed={closed}
          payable={payable}
          held={invoice?.payment_held}
          inPayment={invoice.in_payment?.reason}
        />
      </div>
      {invoice.in_payment && <InPaymentCallout inPayment={invoice.in_payment} />}
      <MailOrigin invoiceId={invoice.id} />
      <SplitView
        width={panelWidth}
        hidden={panelHidden}
        onWidth={setPanelWidth}
        viewer={
          <LazyDocumentViewer
            docId={invoice.doc_id}
            invoiceId={invoice.id}
            contentType={review.documentInfo?.content_type}
            fileName={review.documentInfo?.file_name}
            zoomRange={DETAIL_ZOOM}
            highlight={review.highlightOf(selected)}
          />
        }
        panel={
          <ReviewPanel
            invoice={invoice}
            cards={review.cards}
            lines={review.lines}
            columns={review.columns}
            closed={closed}
            selected={selected}
            onSelect={setSelected}
          />
        }
      />
      <DecisionDialogs
        subject={String(invoice.invoice_number ?? invoice.id)}
        decisions={decisions}
      />
    </div>
  );
}
