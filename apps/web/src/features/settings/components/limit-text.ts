import { LIMIT_KINDS, type ApprovalLimits, type LimitKind } from '@procure/contract';

// Approval limits travel as base-currency cents (null: no limit); people type and read them
// in the base currency's units.

/** The field text of a limit: '' for no limit. */
export const limitToText = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toFixed(2);

/** What the server gets for a field: null when empty, cents when it reads as an amount with at
 * most 2 decimals, and otherwise the text's number (the server answers 400 with the field's
 * message, one place for the rule). */
export function textToLimit(text: string): number | null {
  const compact = text.replace(/[\s,]/g, '');
  if (compact === '') return null;
  if (/^\d+(\.\d{1,2})?$/.test(compact)) return Math.round(Number(compact) * 100);
  return Number(compact);
}

export type LimitTexts = Record<LimitKind, string>;
export const limitTexts = (limits: ApprovalLimits): LimitTexts =>
  Object.fromEntries(LIMIT_KINDS.map((kind) => [kind, limitToText(limits[kind])])) as LimitTexts;
export const limitsOf = (texts: LimitTexts): ApprovalLimits =>
  Object.fromEntries(LIMIT_KINDS.map((kind) => [kind, textToLimit(texts[kind])])) as ApprovalLimits;
