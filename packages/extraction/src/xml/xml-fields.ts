import type {
  DocumentType,
  ExtractedField,
  ExtractedTerms,
  FieldSource,
  HeaderFieldName,
  LineItem,
  RuleProblem,
} from '../types.js';
import { attrOf, textOf, type XmlNode } from './xml-tree.js';

export type { DocumentType };

export interface XmlExtraction {
  source: 'xml-cii' | 'xml-ubl';
  document_type: DocumentType;
  fields: Record<HeaderFieldName, ExtractedField | null>;
  line_items: LineItem[];
  vendor_iban: ExtractedField | null;
  /** The buyer (BT-44 name, BT-48 VAT id): which of the buying organisation's companies the
   * invoice is addressed to. */
  buyer_name?: ExtractedField | null;
  buyer_tax_id?: ExtractedField | null;
  /** Due date and discounts (xml/payment-terms.ts). */
  payment_terms?: ExtractedTerms | null;
  allowance_total_amount: ExtractedField | null;
  charge_total_amount: ExtractedField | null;
  prepaid_amount: ExtractedField | null;
  rounding_amount: ExtractedField | null;
  /** The EN 16931 calculation rules the document breaks (checked on its amounts as stated). */
  arithmetic: RuleProblem[];
}

/** Values read from structured XML are exact; confidence reflects that. */
export const XML_CONFIDENCE = 0.99;

export const xmlField = (
  value: string | number | null,
  source: FieldSource,
): ExtractedField | null =>
  value === null || value === '' || (typeof value === 'number' && !Number.isFinite(value))
    ? null
    : { value, confidence: XML_CONFIDENCE, page: 1, box: null, source };

export const num = (s: string | null): number | null => {
  if (s === null) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/** A plausible calendar date (an unset "00010101" is no date). */
const plausible = (iso: string): string | null => {
  const year = Number(iso.slice(0, 4));
  return year >= 1900 && year <= 2200 && !Number.isNaN(Date.parse(iso)) ? iso : null;
};

/** CII dates are "format 102" (YYYYMMDD); UBL dates are ISO already. */
export function isoDate(s: string | null): string | null {
  if (!s) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (compact) return plausible(`${compact[1]}-${compact[2]}-${compact[3]}`);
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(s);
  return iso?.[1] ? plausible(iso[1]) : null;
}

/**
 * An amount in the invoice currency: where an element repeats with different currencyID
 * attributes (tax total in the invoice and in the accounting currency), the invoice's one wins.
 */
export function amountIn(nodes: XmlNode[], currency: string | null): number | null {
  const chosen =
    nodes.find((n) => currency !== null && attrOf(n, 'currencyID') === currency) ??
    nodes.find((n) => attrOf(n, 'currencyID') === null) ??
    nodes[0];
  return num(textOf(chosen));
}

/**
 * UNTDID 1001 codes EN 16931 lists as credit notes. 389 is a self-billed *invoice* there, and
 * 384 a corrected invoice whose amounts carry their own sign, so neither is flipped.
 */
const CREDIT_NOTE_CODES = new Set([
  '81',
  '83',
  '261',
  '262',
  '296',
  '308',
  '381',
  '396',
  '420',
  '458',
  '532',
]);
export const isCreditNoteCode = (code: string | null): boolean =>
  code !== null && CREDIT_NOTE_CODES.has(code.trim());

const MONEY: HeaderFieldName[] = ['net_amount', 'tax_amount', 'total_amount', 'amount_due'];

const negate = (f: ExtractedField | null): void => {
  if (f && typeof f.value === 'number' && f.value !== 0) f.value = -f.value;
};

/**
 * Sign convention: a credit note is money owed back to the buyer, so its amounts are reported
 * negative, whatever the syntax (UBL and CII carry them positive and let the type code say
 * "credit"), the same as a credit note printed with minus signs. Line amounts and quantities turn
 * negative too; unit prices stay positive, so quantity × price = amount still holds. A credit
 * note whose XML already signs its total negative is left as it is.
 */
export function applyCreditSign(x: XmlExtraction): XmlExtraction {
  const total = x.fields.total_amount?.value ?? x.fields.amount_due?.value;
  if (x.document_type !== 'credit_note' || typeof total !== 'number' || total < 0) return x;
  for (const f of MONEY) negate(x.fields[f]);
  negate(x.allowance_total_amount);
  negate(x.charge_total_amount);
  negate(x.prepaid_amount);
  negate(x.rounding_amount);
  for (const line of x.line_items) {
    negate(line.amount);
    negate(line.quantity);
  }
  return x;
}
