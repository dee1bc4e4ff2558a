import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  HTMLSelect,
  HTMLTable,
  NonIdealState,
  Section,
  SectionCard,
  Tag,
} from '@blueprintjs/core';
import {
  ArrowLeftIcon,
  CrossIcon,
  HistoryIcon,
  RefreshIcon,
  ShoppingCartIcon,
  BoxIcon,
  TickIcon,
} from '@blueprintjs/icons';
import type { InvoiceMatch } from '@procure/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { RejectDialog } from '../../../components/RejectDialog';
import { paths } from '../../../config/paths';
import { EMPTY_VALUE, formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import {
  useApproveInvoiceMutation,
  useInvoiceHistoryQuery,
  useInvoiceMatchQuery,
  useReextractInvoiceMutation,
  useRejectInvoiceMutation,
} from '../api/invoice-api';
import { MatchStatusTag } from '../review/InvoiceHistoryList';
import { demoConfidenceIntent, linesDisagree, PANEL_WIDTH } from '../review/review-rules';
import { SplitView } from '../review/SplitView';
import { useInvoiceReview } from '../review/use-invoice-review';
import '../review/review.css';
import { DEMO_ZOOM, LazyDocumentViewer } from '../viewer';
import { ExtractionTag } from './InvoiceBadges';

const CLOSED = new Set(['approved', 'rejected']);
const pretty = (value: string) => value.replace(/_/g, ' ');
const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? EMPTY_VALUE : `${value.toFixed(1)}%`;
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** The demo's status words for a PO (Active, Partially Used) and an MRN (Fully / Partially
 * Received), from the real PO and receipts. */
const PO_STATE = { active: 'Active', draft: 'Draft', reject: 'Rejected' } as const;
const PO_USAGE = { unused: 'Unused', partially_used: 'Partially Used', fully_used: 'Fully Used' };
const RECEIPT_STATE = {
  not_received: 'Not Received',
  partially_received: 'Partially Received',
  fully_received: 'Fully Received',
} as const;
const LINE_RECEIPT_INTENT = { complete: 'success', partial: 'warning', pending: 'none' } as const;

/** /invoices/ref/detail/{id}: the reference layout (spec part 2 §2 "Invoice reference demo")
 * fed by the real invoice, its history and its three-way match: viewer at 25-200 % reset 67,
 * panel at 60 % with confidence colours, validation summary, document metadata, working
 * Approve / Reject / Re-extract, and the history, purchase order and MRN dialogs. */
export function InvoiceReferencePage() {
  const t = useT('invoice');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const review = useInvoiceReview(id);
  const { invoice, cards } = review;
  const [width, setWidth] = useState<number>(PANEL_WIDTH.demo);
  const [hidden, setHidden] = useState(false);
  const [dialog, setDialog] = useState<'history' | 'po' | 'mrn' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const history = useInvoiceHistoryQuery({ params: { id } }, { skip: !review.valid });
  const match = useInvoiceMatchQuery({ params: { id } }, { skip: !review.valid });
  const [approve, { isLoading: approving }] = useApproveInvoiceMutation();
  const [reject, { isLoading: rejectBusy }] = useRejectInvoiceMutation();
  const [reextract, { isLoading: reextracting }] = useReextractInvoiceMutation();

  if (review.isLoading) return <PageSkeleton cards={2} />;
  if (!review.valid || review.isError || !invoice)
    return (
      <div className="page">
        <NonIdealState title={t('invoice_not_found', 'No invoice with this id')} />
      </div>
    );

  const closed = CLOSED.has(invoice.approvalStatus);
  const counts = {
    extracted: cards.filter((c) => c.status === 'extracted').length,
    corrected: cards.filter((c) => c.status === 'corrected').length,
    unmatched: cards.filter((c) => c.status === 'unmatched').length,
  };
  const linesOff = linesDisagree(review.lines, invoice.net_amount);
  const matchData = match.data?.data;
  const info = review.documentInfo;

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
                    <td>
                      {card.value === null || card.value === undefined
                        ? EMPTY_VALUE
                        : String(card.value)}
                    </td>
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
                <td>{info ? `${info.content_type} · ${kilobytes(info.size)}` : EMPTY_VALUE}</td>
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
        <Button
          icon={<RefreshIcon />}
          text={t('reextract', 'Re-extract')}
          loading={reextracting}
          disabled={closed || invoice.extraction_status === 'processing'}
          onClick={() => void reextract({ params: { id } })}
        />
        <Button
          intent="danger"
          icon={<CrossIcon />}
          text={t('reject', 'Reject')}
          disabled={closed}
          onClick={() => setRejecting(true)}
        />
        <Button
          intent="success"
          icon={<TickIcon />}
          text={t('approve', 'Approve')}
          disabled={closed}
          loading={approving}
          onClick={async () => {
            const result = await approve({ params: { id }, body: {} });
            if (!('error' in result))
              showToast(t('invoice_approved', 'Invoice approved'), 'success');
          }}
        />
      </div>
      <SplitView
        width={width}
        hidden={hidden}
        onWidth={setWidth}
        viewer={
          <LazyDocumentViewer
            docId={invoice.doc_id}
            contentType={info?.content_type}
            fileName={info?.file_name}
            zoomRange={DEMO_ZOOM}
          />
        }
        panel={panel}
      />
      <Dialog
        isOpen={dialog === 'history'}
        onClose={() => setDialog(null)}
        title={t('invoice_history', 'Invoice History')}
      >
        <DialogBody>
          <ol className="reference-timeline" data-testid="timeline">
            {(history.data?.data.timeline ?? []).map((step) => (
              <li key={step.stage} data-stage={step.stage} data-state={step.state}>
                <Tag
                  minimal={step.state === 'upcoming'}
                  intent={
                    step.state === 'done'
                      ? 'success'
                      : step.state === 'current'
                        ? 'primary'
                        : step.state === 'rejected'
                          ? 'danger'
                          : 'none'
                  }
                >
                  {t(`stage_${step.stage}`, pretty(step.stage))}
                </Tag>
                <span className={Classes.TEXT_MUTED}>
                  {step.at ? `${formatDate(step.at)} · ${step.by ?? ''}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </DialogBody>
      </Dialog>
      <ReferenceDialog
        kind={dialog === 'po' || dialog === 'mrn' ? dialog : null}
        match={matchData}
        onClose={() => setDialog(null)}
      />
      <RejectDialog
        title={t('reject_invoice', 'Reject invoice')}
        subject={rejecting ? String(invoice.invoice_number ?? invoice.id) : null}
        busy={rejectBusy}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          const result = await reject({ params: { id }, body: { reason } });
          if (!('error' in result)) setRejecting(false);
        }}
      />
    </div>
  );
}

/** The Purchase Order or Material Receipt Note references of the invoice: a dropdown to pick
 * one, its status and its lines (matched / unmatched, complete / partial / pending). */
function ReferenceDialog({
  kind,
  match,
  onClose,
}: {
  kind: 'po' | 'mrn' | null;
  match: InvoiceMatch | undefined;
  onClose: () => void;
}) {
  const t = useT('invoice');
  const [picked, setPicked] = useState(0);
  const po = match?.po ?? null;
  const mrns = match?.mrns ?? [];
  const title =
    kind === 'po'
      ? t('purchase_order_references', 'Purchase Order references')
      : t('mrn_references', 'Material Receipt Note references');
  let body;
  if (kind === 'po') {
    body = !po ? (
      <NonIdealState description={t('no_po', 'This invoice is not linked to a purchase order.')} />
    ) : (
      <>
        <HTMLSelect
          value={po.id}
          options={[{ value: po.id, label: po.number }]}
          aria-label={title}
        />
        <p className="reference-tags">
          <Tag intent="primary">PO {PO_STATE[po.tab]}</Tag>
          <Tag intent="warning" minimal>
            {PO_USAGE[po.usage]}
          </Tag>
          <span>
            {po.vendor_name} · {formatDate(po.doc_date)}
          </span>
        </p>
        <HTMLTable compact className="match-table" data-testid="po-lines">
          <thead>
            <tr>
              <th>{t('description', 'Description')}</th>
              <th className="is-number">{t('ordered', 'Ordered')}</th>
              <th className="is-number">{t('received', 'Received')}</th>
              <th className="is-number">{t('invoiced', 'Invoiced')}</th>
              <th>{t('match', 'Match')}</th>
              <th>{t('receipt', 'Receipt')}</th>
            </tr>
          </thead>
          <tbody>
            {po.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.description ?? EMPTY_VALUE}</td>
                <td className="is-number">{line.quantity}</td>
                <td className="is-number">{line.received_quantity}</td>
                <td className="is-number">{line.invoiced_quantity}</td>
                <td>
                  <Tag minimal intent={line.match === 'matched' ? 'success' : 'danger'}>
                    {line.match}
                  </Tag>
                </td>
                <td>
                  <Tag minimal intent={LINE_RECEIPT_INTENT[line.receipt]}>
                    {line.receipt}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <HTMLTable compact className="match-table" data-testid="match-lines">
          <tbody>
            {match?.lines.map((line) => (
              <tr key={line.line_id}>
                <td>{line.description ?? EMPTY_VALUE}</td>
                <td>
                  <MatchStatusTag status={line.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <p>
          {t('receipt_rate', 'Receipt rate')}: <strong>{percent(match?.receipt_rate)}</strong> ·{' '}
          {t('match_rate', 'Match rate')}: <strong>{percent(match?.match_rate)}</strong>
        </p>
      </>
    );
  } else if (kind === 'mrn') {
    const mrn = mrns[Math.min(picked, mrns.length - 1)];
    body = !mrn ? (
      <NonIdealState
        description={t('no_mrn', 'Nothing has been received against this order yet.')}
      />
    ) : (
      <>
        <HTMLSelect
          value={mrns.indexOf(mrn)}
          aria-label={title}
          options={mrns.map((m, index) => ({ value: index, label: m.number }))}
          onChange={(event) => setPicked(Number(event.currentTarget.value))}
        />
        <p className="reference-tags">
          <Tag intent={mrn.status === 'fully_received' ? 'success' : 'warning'}>
            MRN {RECEIPT_STATE[mrn.status]}
          </Tag>
          <span>{formatDate(mrn.date)}</span>
        </p>
        <HTMLTable compact className="match-table" data-testid="mrn-lines">
          <thead>
            <tr>
              <th>{t('description', 'Description')}</th>
              <th className="is-number">{t('ordered', 'Ordered')}</th>
              <th className="is-number">{t('received', 'Received')}</th>
              <th>{t('receipt', 'Receipt')}</th>
            </tr>
          </thead>
          <tbody>
            {mrn.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.description ?? EMPTY_VALUE}</td>
                <td className="is-number">{line.ordered_quantity ?? EMPTY_VALUE}</td>
                <td className="is-number">{line.quantity}</td>
                <td>
                  <Tag minimal intent={LINE_RECEIPT_INTENT[line.receipt]}>
                    {line.receipt}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </>
    );
  }
  return (
    <Dialog isOpen={kind !== null} onClose={onClose} title={title} style={{ width: 720 }}>
      <DialogBody>{body}</DialogBody>
    </Dialog>
  );
}
