import {
  INVOICE_TIMELINE_STAGES,
  InvoiceHistoryActionSchema,
  type FieldValue,
  type InvoiceHistory,
  type InvoiceHistoryEvent,
  type TimelineStep,
} from '@procure/contract';
import type { AuditEventRow, InvoiceRecord } from '../db/schema';

const parsed = (text: string | null): FieldValue => {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? text : (value as FieldValue);
  } catch {
    return text;
  }
};

/** Audit rows of an invoice as its history events (values back to numbers and texts). */
export function toHistoryEvents(rows: AuditEventRow[]): InvoiceHistoryEvent[] {
  return rows.flatMap((row) => {
    const action = InvoiceHistoryActionSchema.safeParse(row.action);
    if (!action.success) return [];
    return [
      {
        id: row.id,
        action: action.data,
        by: row.user_name,
        at: row.at,
        reason: row.reason,
        field: row.field,
        old_value: parsed(row.old_value),
        new_value: parsed(row.new_value),
      },
    ];
  });
}

const REVIEW_ACTIONS = new Set(['edited', 'line_added', 'line_removed']);

/** The approval timeline from the invoice and its events. A stage is reached: submitted
 * always (the upload); received when extraction has read it (extracted or on hold);
 * under_review at the first saved edit; pending_approval when nothing blocks approval;
 * approved when approved; payment when paid (POST /invoice/{id}/pay, or seeded paid). Stages
 * before the last one reached count as done even when skipped (approved without an edit), the
 * next is current. A rejected invoice shows `rejected` at the approved stage. */
export function buildTimeline(
  invoice: InvoiceRecord & { created_by_name?: string | null },
  events: InvoiceHistoryEvent[],
  ready: boolean,
): TimelineStep[] {
  const last = (test: (e: InvoiceHistoryEvent) => boolean) =>
    [...events].reverse().find(test) ?? null;
  const first = (test: (e: InvoiceHistoryEvent) => boolean) => events.find(test) ?? null;
  const uploaded = first((e) => e.action === 'uploaded');
  const read = last((e) => e.action === 'extracted' || e.action === 'hold');
  const edited = first((e) => REVIEW_ACTIONS.has(e.action));
  const decided = last((e) => e.action === 'approved' || e.action === 'rejected');
  const paid = last((e) => e.action === 'paid');
  const approved = invoice.approval_status === 'approved';
  const rejected = invoice.approval_status === 'rejected';
  const extracted = ['extracted', 'hold'].includes(invoice.extraction_status);
  const stamps: Record<
    (typeof INVOICE_TIMELINE_STAGES)[number],
    { at: string | null; by: string | null }
  > = {
    submitted: uploaded ?? { at: invoice.created_at, by: invoice.created_by_name ?? null },
    received: read ?? { at: extracted ? invoice.extracted_at : null, by: null },
    under_review: edited ?? { at: null, by: null },
    pending_approval: { at: null, by: null },
    approved: decided ?? { at: null, by: null },
    payment: paid ?? { at: null, by: null },
  };
  const reached = [
    true,
    extracted,
    !!edited || invoice.approval_status !== 'pending',
    (ready && extracted && !rejected) || approved,
    approved,
    invoice.payment_status === 'paid',
  ];
  const lastReached = reached.lastIndexOf(true);
  return INVOICE_TIMELINE_STAGES.map((stage, index) => {
    const stamp = stamps[stage];
    const state: TimelineStep['state'] =
      rejected && stage === 'approved'
        ? 'rejected'
        : index <= lastReached
          ? 'done'
          : index === lastReached + 1 && !rejected
            ? 'current'
            : 'upcoming';
    return {
      stage,
      state,
      at: state === 'done' || state === 'rejected' ? stamp.at : null,
      by: state === 'done' || state === 'rejected' ? stamp.by : null,
    };
  });
}

export function invoiceHistory(
  invoice: InvoiceRecord & { created_by_name?: string | null },
  rows: AuditEventRow[],
  ready: boolean,
): InvoiceHistory {
  const events = toHistoryEvents(rows);
  return { events, timeline: buildTimeline(invoice, events, ready) };
}
