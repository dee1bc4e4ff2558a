import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HotkeysContext,
  HotkeysProvider,
  HTMLTable,
  NonIdealState,
  Section,
  SectionCard,
  TextArea,
  Tooltip,
  useHotkeys,
} from '@blueprintjs/core';
import {
  ArrowLeftIcon,
  DownloadIcon,
  KeyCommandIcon,
  MenuClosedIcon,
  MenuOpenIcon,
  TickIcon,
  CrossIcon,
} from '@blueprintjs/icons';
import { InvoiceApproveSchema, type InvoiceLineItem } from '@procure/contract';
import { useContext, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { RejectDialog } from '../../../components/RejectDialog';
import { paths, links } from '../../../config/paths';
import type { ContractError } from '../../../lib/contract-query';
import { EMPTY_VALUE } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import {
  invoiceApi,
  useApproveInvoiceMutation,
  useDownloadInvoiceMutation,
  useInvoiceHistoryQuery,
  useInvoiceMatchQuery,
  useRejectInvoiceMutation,
  useReviewInvoiceMutation,
} from '../api/invoice-api';
import { FieldCard } from '../review/FieldCard';
import { InvoiceHistoryList, MatchStatusTag } from '../review/InvoiceHistoryList';
import { LineItemsTable } from '../review/LineItemsTable';
import { PANEL_WIDTH, reviewOrder, toSavedValue } from '../review/review-rules';
import { SplitView } from '../review/SplitView';
import { useInvoiceReview } from '../review/use-invoice-review';
import '../review/review.css';
import { DETAIL_ZOOM, LazyDocumentViewer } from '../viewer';
import { ExtractionTag, InvoiceMarkers } from './InvoiceBadges';

const CLOSED = new Set(['approved', 'rejected']);

/** /invoices/detail/{id}: the invoice's document beside its extraction panel. The reviewer
 * walks the field cards (low confidence and unmatched first), corrects values inline, fixes
 * the lines, and approves or rejects; every edit is saved on the server and kept in the
 * invoice's history. */
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
  const { invoice, cards } = review;
  const [panelWidth, setPanelWidth] = useState<number>(PANEL_WIDTH.detail);
  const [panelHidden, setPanelHidden] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [blockers, setBlockers] = useState<string[] | null>(null);
  const cardRefs = useRef(new Map<string, HTMLDivElement>());
  const [, dispatchHotkeys] = useContext(HotkeysContext);

  const [saveReview, { isLoading: saving }] = useReviewInvoiceMutation();
  const [download, { isLoading: downloading }] = useDownloadInvoiceMutation();
  const [approve, { isLoading: approving }] = useApproveInvoiceMutation();
  const [reject, { isLoading: rejectingBusy }] = useRejectInvoiceMutation();
  const [findNext] = invoiceApi.useLazyListInvoicesQuery();
  const history = useInvoiceHistoryQuery({ params: { id } }, { skip: !review.valid });
  const match = useInvoiceMatchQuery({ params: { id } }, { skip: !invoice?.po_id });

  // The walk order is fixed when the invoice is first shown: a corrected card keeps its place.
  const [frozen, setFrozen] = useState<{ id: number; order: string[] } | null>(null);
  if (cards.length && frozen?.id !== id)
    setFrozen({ id, order: reviewOrder(cards).map((card) => card.name) });
  const order = frozen?.order ?? [];
  const closed = invoice ? CLOSED.has(invoice.approvalStatus) : true;

  const focusCard = (name: string | undefined) => {
    if (name) cardRefs.current.get(name)?.focus();
  };
  const onCardKey = (name: string) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const next = order[order.indexOf(name) + (event.shiftKey ? -1 : 1)];
    if (!next) return; // past the last card, Tab leaves the cards
    event.preventDefault();
    focusCard(next);
  };

  const saveField = async (name: string, text: string, numeric: boolean) => {
    const value = toSavedValue(text, numeric);
    const result = await saveReview({ params: { id }, body: { header: { [name]: value } } });
    if ('error' in result) return;
    setEditing(null);
    focusCard(name);
  };
  const saveLines = async (lines: InvoiceLineItem[]) => {
    const result = await saveReview({ params: { id }, body: { line_items: lines } });
    return !('error' in result);
  };

  /** After an approval, the next invoice waiting for review, or the list. */
  const openNext = async () => {
    const { data } = await findNext({
      query: {
        type: 'draft',
        extraction_status: 'extracted',
        approval_status: 'pending',
        page: 1,
        page_size: 12,
      },
    });
    const next = data?.data.find((row) => row.id !== id);
    navigate(next ? links.invoiceDetail(next.id) : paths.invoicesAll);
  };
  const onApprove = async (overrideReason?: string) => {
    const result = await approve({
      params: { id },
      body: overrideReason ? { override_reason: overrideReason } : {},
    });
    if ('error' in result) {
      const error = result.error as ContractError;
      if (error.status === 400 && !overrideReason)
        setBlockers(
          error.issues.length ? error.issues.map((issue) => issue.message) : [error.message],
        );
      return;
    }
    setBlockers(null);
    showToast(t('invoice_approved', 'Invoice approved'), 'success');
    await openNext();
  };
  const onReject = async (reason: string) => {
    const result = await reject({ params: { id }, body: { reason } });
    if ('error' in result) return;
    setRejecting(false);
    showToast(t('invoice_rejected', 'Invoice rejected'), 'success');
  };

  const hotkeys = useMemo(
    () => [
      {
        combo: 'shift+a',
        global: true,
        group: t('review', 'Review'),
        label: t('approve_and_next', 'Approve and open the next invoice'),
        disabled: closed,
        onKeyDown: () => void onApprove(),
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

  const matchData = match.data?.data;
  const panel = (
    <div className="review-panel">
      {invoice.remarks && (
        <Callout intent={invoice.extraction_status === 'failed' ? 'danger' : 'warning'} compact>
          {invoice.remarks}
        </Callout>
      )}
      <Section
        title={t('header_section', 'Header')}
        collapsible
        compact
        data-testid="header-section"
      >
        <SectionCard className="field-cards" data-testid="field-cards">
          {cards.map((card) => (
            <FieldCard
              key={card.name}
              ref={(element) => {
                if (element) cardRefs.current.set(card.name, element);
                else cardRefs.current.delete(card.name);
              }}
              field={card}
              selected={selected === card.name}
              editing={editing === card.name}
              saving={saving && editing === card.name}
              tabIndex={order[0] === card.name ? 0 : -1}
              onSelect={() => setSelected(card.name)}
              onEdit={() => {
                if (closed) return;
                setSelected(card.name);
                setEditing(card.name);
              }}
              onSave={(text) => void saveField(card.name, text, card.numeric)}
              onCancel={() => {
                setEditing(null);
                focusCard(card.name);
              }}
              onKeyDown={onCardKey(card.name)}
            />
          ))}
        </SectionCard>
      </Section>
      <Section
        title={t('line_items_section', 'Line items')}
        collapsible
        compact
        data-testid="lines-section"
      >
        <SectionCard padded={false}>
          <LineItemsTable
            lines={review.lines}
            columns={review.columns}
            netAmount={invoice.net_amount}
            saving={saving}
            readOnly={closed}
            onSave={saveLines}
          />
        </SectionCard>
      </Section>
      {matchData?.po && (
        <Section
          title={`${t('three_way_match', 'Three-way match')} · ${matchData.po.number}`}
          collapsible
          compact
          data-testid="match-section"
        >
          <SectionCard padded={false}>
            <HTMLTable compact className="match-table">
              <thead>
                <tr>
                  <th>{t('description', 'Description')}</th>
                  <th className="is-number">{t('ordered', 'Ordered')}</th>
                  <th className="is-number">{t('received', 'Received')}</th>
                  <th className="is-number">{t('invoiced', 'Invoiced')}</th>
                  <th>{t('status', 'Status')}</th>
                </tr>
              </thead>
              <tbody>
                {matchData.lines.map((line) => (
                  <tr key={line.line_id}>
                    <td>{line.description ?? EMPTY_VALUE}</td>
                    <td className="is-number">
                      {line.ordered_quantity ?? EMPTY_VALUE} × {line.ordered_price ?? EMPTY_VALUE}
                    </td>
                    <td className="is-number">{line.received_quantity ?? EMPTY_VALUE}</td>
                    <td className="is-number">
                      {line.invoiced_quantity ?? EMPTY_VALUE} × {line.invoiced_price ?? EMPTY_VALUE}
                    </td>
                    <td>
                      <MatchStatusTag status={line.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </SectionCard>
        </Section>
      )}
      <Section
        title={t('history', 'History')}
        collapsible
        collapseProps={{ defaultIsOpen: false }}
        compact
        data-testid="history-section"
      >
        <SectionCard>
          <InvoiceHistoryList
            events={history.data?.data.events ?? (history.isError ? [] : undefined)}
          />
        </SectionCard>
      </Section>
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
        <span className="review-approval" data-testid="approval-status">
          {t(`approval_${invoice.approvalStatus}`, invoice.approvalStatus.replace(/_/g, ' '))}
        </span>
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
          onClick={() => void onApprove()}
        />
      </div>
      <SplitView
        width={panelWidth}
        hidden={panelHidden}
        onWidth={setPanelWidth}
        viewer={
          <LazyDocumentViewer
            docId={invoice.doc_id}
            contentType={review.documentInfo?.content_type}
            fileName={review.documentInfo?.file_name}
            zoomRange={DETAIL_ZOOM}
            highlight={review.highlightOf(selected)}
          />
        }
        panel={panel}
      />
      <RejectDialog
        title={t('reject_invoice', 'Reject invoice')}
        subject={rejecting ? String(invoice.invoice_number ?? invoice.id) : null}
        busy={rejectingBusy}
        onClose={() => setRejecting(false)}
        onReject={(reason) => void onReject(reason)}
      />
      <OverrideDialog
        blockers={blockers}
        busy={approving}
        onClose={() => setBlockers(null)}
        onApprove={(reason) => void onApprove(reason)}
      />
    </div>
  );
}

/** Approval was refused: what blocks it, and a reason to approve anyway. */
function OverrideDialog({
  blockers,
  busy,
  onClose,
  onApprove,
}: {
  blockers: string[] | null;
  busy: boolean;
  onClose: () => void;
  onApprove: (reason: string) => void;
}) {
  const t = useT('invoice');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const parsed = InvoiceApproveSchema.safeParse({ override_reason: reason });
    if (!parsed.success || !parsed.data.override_reason) {
      setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
      return;
    }
    onApprove(parsed.data.override_reason);
  };
  return (
    <Dialog
      isOpen={blockers !== null}
      onClose={onClose}
      title={t('approve_override', 'Approve despite problems')}
      onOpening={() => {
        setReason('');
        setError(null);
      }}
    >
      <DialogBody>
        <Callout intent="warning" compact>
          <ul className="override-blockers" data-testid="approve-blockers">
            {blockers?.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </Callout>
        <FormGroup
          label={t('override_reason', 'Reason to approve anyway')}
          labelFor="override-reason"
          labelInfo="*"
          intent={error ? 'danger' : 'none'}
          helperText={error}
        >
          <TextArea
            id="override-reason"
            fill
            autoFocus
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel', 'Cancel')} onClick={onClose} />
            <Button
              intent="success"
              loading={busy}
              text={t('approve', 'Approve')}
              onClick={confirm}
            />
          </>
        }
      />
    </Dialog>
  );
}
