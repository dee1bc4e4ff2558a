/** Invoice extraction: embedded e-invoice XML, PDF text layer, and OCR for images and scans. */
export { extractInvoice } from './extract-invoice.js';
export {
  DEFAULT_ISOLATED_TIMEOUT_MS,
  extractInvoiceIsolated,
  type IsolatedOptions,
} from './isolated/extract-isolated.js';
export { ExtractionError, type ExtractionErrorCode } from './errors.js';
export { terminateOcr } from './ocr/tesseract.js';
export { DEFAULT_MAX_OCR_PAGES } from './pdf/read-pages.js';
export { MAX_DECODED_PIXELS, MAX_OCR_PIXELS } from './ocr/pixel-limits.js';
export {
  HEADER_FIELDS,
  LINE_FIELDS,
  type Box,
  type DocumentType,
  type ExtractedField,
  type ExtractedTerms,
  type ExtractionResult,
  type ExtractionSource,
  type ExtractOptions,
  type FieldSource,
  type HeaderFieldName,
  type LineFieldName,
  type LineItem,
  type Token,
} from './types.js';
export { findAmounts, parseAmount, parseNumber } from './parse/amount.js';
export { findDates } from './parse/date.js';
export { detectCurrency } from './parse/currency.js';
export { readEInvoice } from './xml/e-invoice.js';
export {
  learnHeaderLayout,
  LEARNED_FIELDS,
  type HeaderLayout,
  type HeaderValues,
  type ReviewedValues,
  type LearnedPlace,
  type PickedWords,
} from './learn/header-layout.js';
export * from './match/index.js';
