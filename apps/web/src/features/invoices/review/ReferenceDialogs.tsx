import {
  Callout,
  Classes,
  Dialog,
  DialogBody,
  HTMLSelect,
  HTMLTable,
  NonIdealState,
  Tag,
} from '@blueprintjs/core';
import type { InvoiceHistoryEvent, InvoiceMatch, TimelineStep } from '@procure/contract';
import { useState } from 'react';
import { EMPTY_VALUE, formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { InvoiceHistoryList, MatchStatusTag } from './InvoiceHistoryList';

const pretty = (value: string) => value.replace(/_/g, ' ');
/** A rate in percent with one decimal ("66.7%"). */
export const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? EMPTY_VALUE : `${value.toFixed(1)}%`;

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

const STEP_INTENT = {
  done: 'success',
  current: 'primary',
  rejected: 'danger',
  upcoming: 'none',
} as const;

/** The Invoice History dialog: the approval timeline submitted → received → under_review →
 * pending_approval → approved → payment, each reached stage with when and by whom, then every
 * history row (the same list as the detail page's History section). */
export function TimelineDialog({
  isOpen,
  timeline,
  events,
  onClose,
}: {
  isOpen: boolean;
  timeline: TimelineStep[] | undefined;
  events: InvoiceHistoryEvent[] | undefined;
  onClose: () => void;
}) {
  const t = useT('invoice');
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('invoice_history', 'Invoice History')}>
      <DialogBody>
        <ol className="reference-timeline" data-testid="timeline">
          {(timeline ?? []).map((step) => (
            <li key={step.stage} data-stage={step.stage} data-state={step.state}>
              <Tag minimal={step.state === 'upcoming'} intent={STEP_INTENT[step.state]}>
                {t(`timeline_${step.stage}`, pretty(step.stage))}
              </Tag>
              <span className={Classes.TEXT_MUTED}>
                {step.at ? `${formatDate(step.at)} · ${step.by ?? ''}` : ''}
              </span>
            </li>
          ))}
        </ol>
        <InvoiceHistoryList events={events} />
      </DialogBody>
    </Dialog>
  );
}

export /** The Purchase Order or Material Receipt Note references of the invoice: a dropdown to pick
 * one, its status and its lines (matched / unmatched, complete / partial / pending). */
function ReferenceDialog({
  kind,
  match,
  sample = false,
  onClose,
}: {
  kind: 'po' | 'mrn' | null;
  match: InvoiceMatch | undefined;
  /** The figures are the demo's sample, not this invoice's: said above them. */
  sample?: boolean;
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
      <DialogBody>
        {sample && (
          <Callout compact intent="primary" className="reference-sample">
            {t('reference_sample', 'Sample data: this server keeps no match of its own.')}
          </Callout>
        )}
        {body}
      </DialogBody>
    </Dialog>
  );
}
