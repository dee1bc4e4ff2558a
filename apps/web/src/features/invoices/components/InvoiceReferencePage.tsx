import {
  Button,
  Callout,
  Classes,
  HTMLTable,
  NonIdealState,
  Section,
  SectionCard,
  Tag,
} from '@blueprintjs/core';
import {
  ArrowLeftIcon,
  BoxIcon,
  HistoryIcon,
  RefreshIcon,
  ShoppingCartIcon,
} from '@blueprintjs/icons';
import { CAPABILITIES } from '@procure/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Guarded } from '../../../components/access/Guarded';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { paths } from '../../../config/paths';
import { hasCapability } from '../../../config/runtime';
import { EMPTY_VALUE, formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import {
  useInvoiceHistoryQuery,
  useInvoiceMatchQuery,
  useReextractInvoiceMutation,
} from '../api/invoice-api';
import { DecisionButtons, DecisionDialogs } from '../review/DecisionDialogs';
import { PaymentsSection } from '../review/Payments';
import { percent, ReferenceDialog, TimelineDialog } from '../review/ReferenceDialogs';
import { REFERENCE_SAMPLE_MATCH } from '../review/reference-sample';
import {
  demoConfidenceIntent,
  isDecided,
  isPayable,
  linesDisagree,
  PANEL_WIDTH,
  shownValue,
} from '../review/review-rules';
import { SplitView } from '../review/SplitView';
import { useInvoiceReview } from '../review/use-invoice-review';
import { useReviewDecisions } from '../review/use-review-decisions';
import '../review/review.css';
import { DEMO_ZOOM, LazyDocumentViewer } from '../viewer';
import { ExtractionTag, PaymentTag } from './InvoiceBadges';

const pretty = (value: string) => value.replace(/_/g, ' ');
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** /invoices/ref/detail/{id}: the reference layout (spec part 2 §2 "Invoice reference demo")
 * fed by the real invoice, its history and its three-way match: viewer at 25-200 % reset 67,
 * panel at 60 % with confidence colours, validation summary, document metadata, working
 * Approve / Reject / Re-extract (and Mark paid once approved), and the history, purchase order
 * and MRN dialogs (review/ReferenceDialogs). */
export function InvoiceReferencePage() {
  const t = useT('invoice');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const review = useInvoiceReview(id);
  const { invoice, cards } = review;
  const [width, setWidth] = useState<number>(PANEL_WIDTH.demo);
  const [hidden, setHidden] = useState(false);
  const [dialog, setDialog] = useState<'history' | 'po' | 'mrn' | null>(null);
  // History, match, re-extraction and payments are ours: a backend without our extras is not
  // asked (the documents' reference demo wires no action), and its dialogs open empty.
  const extras = hasCapability(CAPABILITIES.extras);
  const history = useInvoiceHistoryQuery({ params: { id } }, { skip: !review.valid || !extras });
  const match = useInvoiceMatchQuery({ params: { id } }, { skip: !review.valid || !extras });
  const [reextract, { isLoading: reextracting }] = useReextractInvoiceMutation();
  // The reference page stays on its invoice after an approval (no "next invoice" walk here).
  const decisions = useReviewDecisions(id, { openNextAfterApproval: false });

  if (review.isLoading) return <PageSkeleton cards={2} />;
  if (!review.valid || review.isError || !invoice)
    return (
      <div className="page">
        <NonIdealState title={t('invoice_not_found', 'No invoice with this id')} />
      </div>
    );

  const closed = isDecided(invoice.approvalStatus);
  const counts = {
    extracted: cards.filter((c) => c.status === 'extracted').length,
    corrected: cards.filter((c) => c.status === 'corrected').length,
    unmatched: cards.filter((c) => c.status === 'unmatched').length,
  };
  const linesOff = linesDisagree(review.lines, invoice.net_amount);
  // Without our match the demo shows the spec's hard-coded sample, as the documents' demo does.
  const matchData = extras ? match.data?.data : REFERENCE_SAMPLE_MATCH;
  const info = review.documentInfo;
  const currency = typeof invoice.currency === 'string' ? invoice.currency : null;

  const panel = (
    <div className="review-panel" data-testid="reference-panel">
      <Section title={t('extracted_fields', 'Extracted fields')} compact>
        <SectionCard padded={false}>
          <HTMLTable compact className="match-table" data-testid="reference-fields">
            <tbody>
              {cards.map((card) => {
                const intent =
                  card.status === 'unmatched' ? null : demoConfidenceIntent(card.confidence);
                return (
                  <tr key={card.name} data-field={card.name}>
                    <th scope="row">{card.label}</th>
                    <td>{shownValue(card, currency) || EMPTY_VALUE}</td>
                    <td className="is-number">
                      {intent ? (
                        <Tag minimal intent={intent} data-testid="confidence" data-intent={intent}>
                          {Math.round((card.confidence as number) * 100)}%
                        </Tag>
                      ) : (
                        <Tag minimal>
                          {t(`field_${card.status ?? 'none'}`, pretty(card.status ?? EMPTY_VALUE))}
                        </Tag>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </SectionCard>
      </Section>
      <Section title={t('validation_summary', 'Validation summary')} compact>
        <SectionCard data-testid="validation-summary">
          <div className="reference-summary">
            <Tag intent="success" minimal>
              {t('fields_extracted', '{n} extracted', { n: counts.extracted })}
            </Tag>
            <Tag intent="warning" minimal>
              {t('fields_corrected', '{n} corrected', { n: counts.corrected })}
            </Tag>
            <Tag intent="danger" minimal>
              {t('fields_unmatched', '{n} unmatched', { n: counts.unmatched })}
            </Tag>
          </div>
          {linesOff && (
            <Callout intent="warning" compact>
              {t('lines_do_not_add_up_short', 'The line items do not add up to the net amount.')}
            </Callout>
          )}
          {matchData?.po && (
            <p>
              {t('receipt_rate', 'Receipt rate')}:{' '}
              <strong>{percent(matchData.receipt_rate)}</strong> · {t('match_rate', 'Match rate')}:{' '}
              <strong>{percent(matchData.match_rate)}</strong>
            </p>
          )}
          {invoice.extraction_warnings.map((warning) => (
            <p key={warning} className={Classes.TEXT_MUTED}>
              {warning}
            </p>
          ))}
        </SectionCard>
      </Section>
      {extras && invoice.approvalStatus === 'approved' && <PaymentsSection invoiceId={id} />}
      <Section title={t('document_metadata', 'Document metadata')} compact>
        <SectionCard padded={false}>
          <HTMLTable compact className="match-table" data-testid="document-metadata">
            <tbody>
              <tr>
                <th scope="row">{t('file_name', 'File name')}</th>
                <td>{info?.file_name ?? EMPTY_VALUE}</td>
              </tr>
              <tr>
                <th scope="row">{t('file_type', 'Type')}</th>
                <td>
                  {/* Another backend may describe the file without its size. */}
                  {info?.content_type
                    ? `${info.content_type}${info.size === undefined ? '' : ` · ${kilobytes(info.size)}`}`
                    : EMPTY_VALUE}
                </td>
              </tr>
              <tr>
                <th scope="row">{t('document_code', 'Document code')}</th>
                <td>{invoice.document_short_code}</td>
              </tr>
              <tr>
                <th scope="row">{t('extraction_source', 'Read from')}</th>
                <td>{invoice.extraction_source ?? EMPTY_VALUE}</td>
              </tr>
              <tr>
                <th scope="row">{t('uploaded', 'Uploaded')}</th>
                <td>
                  {formatDate(invoice.createdAt)} · {invoice.createdBy}
                </td>
              </tr>
            </tbody>
          </HTMLTable>
        </SectionCard>
      </Section>
    </div>
  );

  return (
    <div className="page invoice-review-page" data-testid="invoice-reference-page">
      <div className="review-bar">
        <Button
          variant="minimal"
          icon={<ArrowLeftIcon />}
          aria-label={t('back_to_invoices', 'Back to invoices')}
          onClick={() => navigate(paths.invoicesAll)}
        />
        <h3 className="review-title">{String(invoice.invoice_number ?? `#${invoice.id}`)}</h3>
        <ExtractionTag status={invoice.extraction_status} />
        <span className="review-approval" data-testid="approval-status">
          {pretty(invoice.approvalStatus)}
        </span>
        {invoice.approvalStatus === 'approved' && <PaymentTag status={invoice.paymentStatus} />}
        <span className="review-bar-spacer" />
        <Button
          icon={<HistoryIcon />}
          text={t('invoice_history', 'Invoice History')}
          onClick={() => setDialog('history')}
        />
        <Button
          icon={<ShoppingCartIcon />}
          text={t('purchase_order', 'Purchase Order')}
          onClick={() => setDialog('po')}
        />
        <Button
          icon={<BoxIcon />}
          text={t('material_receipt_note', 'Material Receipt Note')}
          onClick={() => setDialog('mrn')}
        />
        <Button
          text={hidden ? t('show_panel', 'Show panel') : t('hide_panel', 'Hide panel')}
          data-testid="toggle-panel"
          onClick={() => {
            if (hidden) setWidth(PANEL_WIDTH.showAgainDemo);
            setHidden(!hidden);
          }}
        />
        {extras && (
          <Guarded permission="invoice.review">
            <Button
              icon={<RefreshIcon />}
              text={t('reextract', 'Re-extract')}
              loading={reextracting}
              disabled={closed || invoice.extraction_status === 'processing'}
              onClick={() => void reextract({ params: { id } })}
            />
          </Guarded>
        )}
        <DecisionButtons
          decisions={decisions}
          closed={closed}
          payable={isPayable(invoice)}
          held={invoice.payment_held}
          inPayment={invoice.in_payment?.reason}
        />
      </div>
      <SplitView
        width={width}
        hidden={hidden}
        onWidth={setWidth}
        viewer={
          <LazyDocumentViewer
            docId={invoice.doc_id}
            invoiceId={invoice.id}
            contentType={info?.content_type}
            fileName={info?.file_name}
            zoomRange={DEMO_ZOOM}
          />
        }
        panel={panel}
      />
      <TimelineDialog
        isOpen={dialog === 'history'}
        timeline={history.data?.data.timeline}
        events={history.data?.data.events ?? (history.isError || !extras ? [] : undefined)}
        onClose={() => setDialog(null)}
      />
      <ReferenceDialog
        kind={dialog === 'po' || dialog === 'mrn' ? dialog : null}
        match={matchData}
        sample={!extras}
        onClose={() => setDialog(null)}
      />
      <DecisionDialogs
        subject={String(invoice.invoice_number ?? invoice.id)}
        decisions={decisions}
      />
    </div>
  );
}
