import { numericFieldValue, type FieldStatus, type FieldValue } from '@procure/contract';
import {
  CURRENCIES,
  DEFAULT_INVOICE_CURRENCY,
  EMPTY_VALUE,
  formatCurrency,
} from '../../../lib/format';

/** Extraction panel widths in percent of the page (spec part 2 §9 "Extraction panel"). */
export const PANEL_WIDTH = {
  min: 25,
  max: 60,
  detail: 50,
  demo: 60,
  /** The width the panel comes back at after it was hidden: detail, demo. */
  showAgainDetail: 50,
  showAgainDemo: 40,
} as const;

/** Line-item panel max height: 40vh, 85vh in fullscreen. */
export const LINE_PANEL_MAX_HEIGHT = { normal: '40vh', fullscreen: '85vh' } as const;

/** A panel width kept inside the drag range. */
export const clampPanelWidth = (percent: number) =>
  Math.min(PANEL_WIDTH.max, Math.max(PANEL_WIDTH.min, percent));

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** Detail screen: above 0.7 is high, above 0.4 is medium, otherwise low; null when the
 * confidence is not a number. */
export function confidenceLevel(confidence: unknown): ConfidenceLevel | null {
  if (typeof confidence !== 'number' || !Number.isFinite(confidence)) return null;
  if (confidence > 0.7) return 'high';
  if (confidence > 0.4) return 'medium';
  return 'low';
}

/** The badge is hidden when the field is unmatched or its confidence is not numeric. */
export function shownConfidence(
  status: FieldStatus | null | undefined,
  confidence: unknown,
): ConfidenceLevel | null {
  return status === 'unmatched' ? null : confidenceLevel(confidence);
}

/** A value shows the learned mark while it is the one read where the vendor's reviewed invoices
 * taught (our server's extra); a reviewer's own value is no longer what was learned. */
export const showsLearned = (
  where: { learned?: boolean } | undefined,
  status: FieldStatus | null | undefined,
): boolean => where?.learned === true && status !== 'corrected';

/** A value shows the confirmed mark while a reviewer's click on its words vouches for it as read
 * (our server's extra); a value typed over it is a correction, not a confirmation. */
export const showsConfirmed = (
  where: { confirmed?: boolean } | null | undefined,
  status: FieldStatus | null | undefined,
): boolean => where?.confirmed === true && status !== 'corrected';

export const CONFIDENCE_INTENT = { high: 'success', medium: 'warning', low: 'danger' } as const;

/** The status icon: extracted = valid, corrected = warning, unmatched = error. A field not read
 * yet has none. */
export function statusIcon(status: FieldStatus | null | undefined) {
  switch (status) {
    case 'extracted':
      return { kind: 'valid', intent: 'success' } as const;
    case 'corrected':
      return { kind: 'warning', intent: 'warning' } as const;
    case 'unmatched':
      return { kind: 'error', intent: 'danger' } as const;
    default:
      return null;
  }
}

/** "A saved value is converted to a number if numeric": a number field's typed text that reads
 * as a number (thousands commas and spaces aside) is saved as that number, by the contract's own
 * rule; empty is null. Text fields keep what was typed, so an invoice number like 00123 keeps
 * its zeros. */
export function toSavedValue(text: string, numeric: boolean): FieldValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return numeric ? numericFieldValue(trimmed) : trimmed;
}

/** A value as an edit box shows it. */
export const editText = (value: unknown) =>
  value === null || value === undefined ? '' : String(value);

/** A card's value as shown: a numeric field's number as money in the invoice's currency (the
 * list's default when it has none), like every amount of the app; anything else as stored. */
export function shownValue(
  field: { numeric: boolean; value: unknown },
  currency: string | null | undefined,
): string {
  if (field.numeric && typeof field.value === 'number')
    return formatCurrency(field.value, currency || DEFAULT_INVOICE_CURRENCY);
  return editText(field.value);
}

/** The currency card's choices: empty, the currency table's codes, and a stored code outside
 * the table (as read from the document) so it is not lost by opening the edit. */
export function currencyOptions(current: string): { value: string; label: string }[] {
  const codes: string[] = Object.keys(CURRENCIES);
  const known = current === '' || codes.includes(current);
  return [
    { value: '', label: EMPTY_VALUE },
    ...(known ? [] : [{ value: current, label: current }]),
    ...codes.map((code) => ({ value: code, label: code })),
  ];
}

/** A line-item number input: decimals, NaN becomes 0 (spec part 2 §5). */
export function lineNumber(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isNaN(value) ? 0 : value;
}

/** The Total row: the amounts summed, with 2 decimals. */
export function linesTotal(lines: readonly { amount?: unknown }[]): number {
  const cents = lines.reduce(
    (sum, line) => sum + (typeof line.amount === 'number' ? Math.round(line.amount * 100) : 0),
    0,
  );
  return cents / 100;
}

export const formatTotal = (total: number) => total.toFixed(2);

/** True when the header's net amount is known and the lines add up to something else. */
export function linesDisagree(lines: readonly { amount?: unknown }[], net: unknown): boolean {
  if (typeof net !== 'number' || lines.length === 0) return false;
  return Math.round(linesTotal(lines) * 100) !== Math.round(net * 100);
}

/** The order Tab walks the field cards in: unmatched first, then by rising confidence (low
 * before medium before high, unknown last), the form's order among equals. */
export function reviewOrder<T extends { status: FieldStatus | null; confidence: unknown }>(
  cards: readonly T[],
): T[] {
  const rank = (card: T) => {
    if (card.status === 'unmatched') return -1;
    return typeof card.confidence === 'number' ? card.confidence : 2;
  };
  return cards
    .map((card, index) => ({ card, index }))
    .sort((a, b) => rank(a.card) - rank(b.card) || a.index - b.index)
    .map(({ card }) => card);
}

/** A new line: the next id and empty values (spec part 2 §4: count minus one, or 0, is the
 * create screens' rule; here ids must stay unique, so one past the highest). */
export function newLineId(lines: readonly { id: number }[]): number {
  return lines.reduce((max, line) => Math.max(max, line.id + 1), 0);
}

/** Reference demo colours: green at 90 percent or more, yellow at 80 or more, red below. */
export function demoConfidenceIntent(confidence: unknown): 'success' | 'warning' | 'danger' | null {
  if (typeof confidence !== 'number' || !Number.isFinite(confidence)) return null;
  const percent = confidence * 100;
  if (percent >= 90) return 'success';
  if (percent >= 80) return 'warning';
  return 'danger';
}

/** An approved or rejected invoice is decided: no more edits, approval or rejection. */
export const isDecided = (approvalStatus: string) =>
  approvalStatus === 'approved' || approvalStatus === 'rejected';

/** Only an approved invoice not yet paid can be marked paid. */
export const isPayable = (invoice: { approvalStatus: string; paymentStatus?: string | null }) =>
  invoice.approvalStatus === 'approved' && invoice.paymentStatus !== 'paid';

/** Labels of the invoice fields by control name (invoice_fm_header, invoice_fm_items; a label
 * falls back to the control name), the line items section, and "Line {n}". */
export interface FieldLabels {
  header: Readonly<Record<string, string>>;
  items: Readonly<Record<string, string>>;
  lines: string;
  line: (n: number) => string;
}

/** The label of a field path as the server names fields: `header.{control}` or `{control}`
 * (a header field), `line_items`, `line_items.{n}` and `line_items.{n}.{control}` (line n,
 * counted from 0, shown from 1). Null when the path names no field (a match line, a note). */
export function fieldPathLabel(path: string | null, labels: FieldLabels): string | null {
  if (!path) return null;
  const [head = '', ...rest] = path.split('.');
  if (head === 'line_items') {
    if (!rest.length) return labels.lines;
    const [n, control] = rest;
    const index = Number(n);
    if (!Number.isInteger(index) || index < 0) return null;
    const line = labels.line(index + 1);
    return control ? `${line} · ${labels.items[control] ?? control}` : line;
  }
  const control = head === 'header' ? rest.join('.') : path;
  return labels.header[control] ?? null;
}

/** One thing that blocks approval as the approve-anyway dialog lists it: the field's label,
 * then what is wrong ("Invoice Number: This field is unmatched"); the message alone when the
 * issue names no field. */
export function blockerText(issue: { path: string; message: string }, labels: FieldLabels) {
  const label = fieldPathLabel(issue.path, labels);
  return label ? `${label}: ${issue.message}` : issue.message;
}
