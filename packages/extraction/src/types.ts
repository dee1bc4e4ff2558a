import type { HeaderLayout, ReviewedValues } from './learn/header-layout.js';
import { INVOICE_HEADER_FIELDS } from '@procure/contract';
import type { PaymentTerms } from '@procure/payments/terms';

/** The header fields are the invoice form's control names, as the contract defines them. */
export const HEADER_FIELDS = INVOICE_HEADER_FIELDS;
export type HeaderFieldName = (typeof HEADER_FIELDS)[number];

export const LINE_FIELDS = ['description', 'quantity', 'unit_price', 'tax_rate', 'amount'] as const;
export type LineFieldName = (typeof LINE_FIELDS)[number];

export type ExtractionSource = 'xml-cii' | 'xml-ubl' | 'text' | 'ocr' | 'mixed';
export type FieldSource = 'xml-cii' | 'xml-ubl' | 'text' | 'ocr' | 'derived';

/** Page coordinates in PDF points (text) or image pixels (OCR), origin top-left. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ExtractedField {
  /** Dates are ISO YYYY-MM-DD strings, amounts are numbers, the rest strings. */
  value: string | number;
  /** 0..1; ≥ 0.9 is meant to be right at least 95 % of the time. */
  confidence: number;
  /** 1-based page number. */
  page: number;
  box: Box | null;
  source: FieldSource;
  /** Read at the place a reviewer's earlier corrections taught for this vendor (issue 23 §4). */
  learned?: boolean;
}

/** A line's fields; `unit` (a UN/ECE Rec. 20 code such as C62 or HUR) only where the document
 * states one (e-invoice XML). */
export type LineItem = Record<LineFieldName, ExtractedField | null> & {
  unit?: ExtractedField | null;
};

/** Payment terms as the document states them (net days or a due date, discount tiers), with the
 * words they were read from and where (fields/payment-terms.ts, xml/payment-terms.ts). */
export interface ExtractedTerms {
  terms: PaymentTerms;
  text: string;
  confidence: number;
  page: number;
  box: Box | null;
  source: FieldSource;
}

/** An EN 16931 calculation rule the document breaks (see xml/en16931-rules.ts). */
export interface RuleProblem {
  rule: string;
  message: string;
}

export interface ExtractionTimings {
  total_ms: number;
  /** Time spent per page (text layer read or OCR), in page order. */
  per_page_ms: number[];
  ocr_ms: number;
}

/** A credit note's amounts are reported negative (see docs/decisions.md, "Invoice extraction"). */
export type DocumentType = 'invoice' | 'credit_note';

export interface ExtractionResult {
  source: ExtractionSource;
  /** Set when the document says what it is (an e-invoice type code, a printed title). */
  document_type?: DocumentType;
  /** The document type as a field (issue 23 §2): its value (a DocumentType), confidence and the
   * title's place; for e-invoices the stated type at confidence 1. */
  document_type_field?: ExtractedField;
  pages: number;
  fields: Record<HeaderFieldName, ExtractedField | null>;
  line_items: LineItem[];
  /** The payment terms (due date, early-payment discounts), where the document states them. */
  payment_terms?: ExtractedTerms | null;
  /** The seller's bank account (IBAN, BT-84), where the document states it (e-invoice XML). */
  vendor_iban?: ExtractedField | null;
  /** The buyer's name (BT-44) and VAT id (BT-48), where the document states them (e-invoice
   * XML): which of the buying organisation's companies the invoice is addressed to. */
  buyer_name?: ExtractedField | null;
  buyer_tax_id?: ExtractedField | null;
  /** EN 16931 calculation rules the document breaks; set (maybe empty) only when its totals were
   * checked, which is for e-invoice XML, whose amounts are stated exactly. */
  arithmetic?: RuleProblem[];
  /** The document's allowances (BT-107) and charges (BT-108) beside its lines, where it states
   * them (e-invoice XML): lines − allowances + charges = net amount. */
  allowance_total_amount?: ExtractedField | null;
  charge_total_amount?: ExtractedField | null;
  /** Paid in advance (BT-113) and the rounding (BT-114) between the total and the amount due,
   * where the document states them (e-invoice XML): due = total − prepaid + rounding. */
  prepaid_amount?: ExtractedField | null;
  rounding_amount?: ExtractedField | null;
  warnings: string[];
  timings: ExtractionTimings;
  /** The words OCR read (image documents and the pages of a PDF that had no text layer), each
   * with its page and box in the units of the field boxes: what a reviewer picks from on the
   * page. Pages read from a text layer are not here (a viewer has their text already). */
  words: Token[];
  /** Scanned pages left unread because the document passed its OCR page limit
   * (ExtractOptions.maxOcrPages), and the sentence that tells a reviewer so. */
  unread_pages?: { pages: number[]; note: string };
  /** Set when ExtractOptions.learnFrom was given: where this document prints those values. */
  learned_layout?: HeaderLayout;
}

export interface ExtractOptions {
  /** Upper bound for reading or OCR-ing one page; default 20 s. */
  timeoutMsPerPage?: number;
  /** OCR languages (tesseract codes); default ['eng', 'fra'] limited to the shipped models. */
  languages?: string[];
  /** Pages without a text layer OCR'd per document (default 50); later ones are left unread and
   * listed in the result's `unread_pages`. */
  maxOcrPages?: number;
  /** The vendor's learned header layout: its fields are read there first (learn/header-layout.ts). */
  learned?: HeaderLayout;
  /** A reviewer's confirmed values for this document: the result then carries the layout they
   * teach (`learned_layout`), built on `learned` when given. */
  learnFrom?: ReviewedValues;
  /** Words OCR read on this document before (the invoice keeps them): a scanned page or image
   * with words here is read from them instead of OCR'd again, so a second reading (with a
   * vendor's learned layout, or to learn from a review) costs no OCR. */
  ocrWords?: Token[];
}

/** One word or phrase found on a page, with its box (top-left origin). */
export interface Token {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}
