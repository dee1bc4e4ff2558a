/** Business constants from the specification, shared by the web app and the server. */

export const PAGE_SIZE_OPTIONS = [5, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 5;
export const INVOICE_PAGE_SIZE = 12;
export const DEFAULT_PAYMENT_TERMS = 'Net 30';
export const SUPPORTED_LANGUAGES = ['en'] as const;
export const FALLBACK_LANGUAGE = 'en';
export const DROPDOWN_SEARCH_DEBOUNCE_MS = 300;
export const APP_VERSION = '1.0.0';

/** Remember me keeps the session for 30 days; otherwise a working day. */
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/** Uploads: the stored document types the server accepts (sniffed from magic bytes). */
export const ACCEPTED_UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type AcceptedUploadType = (typeof ACCEPTED_UPLOAD_TYPES)[number];

/** An invoice may also be an e-invoice alone: a UBL 2.1 Invoice or CreditNote, or a UN/CEFACT CII
 * invoice (Peppol BIS 3.0, XRechnung, EN 16931, Factur-X/ZUGFeRD XML), checked by content. */
export const E_INVOICE_UPLOAD_TYPE = 'application/xml';
export const INVOICE_UPLOAD_TYPES = [...ACCEPTED_UPLOAD_TYPES, E_INVOICE_UPLOAD_TYPE] as const;
export type InvoiceUploadType = (typeof INVOICE_UPLOAD_TYPES)[number];
/** What the invoice file pickers offer: the types, plus the names browsers give XML files. */
export const INVOICE_FILE_ACCEPT = [...INVOICE_UPLOAD_TYPES, 'text/xml', '.xml'];
/** The upload form whose file is an invoice (and may be an e-invoice). */
export const INVOICE_UPLOAD_FORM = 'invoice_upload_modal';

/** Master category icons offered by the create/edit dialog. */
export const MASTER_ICONS = [
  'landmark',
  'file-text',
  'receipt',
  'user-circle',
  'building-2',
  'users',
  'store',
  'truck',
] as const;

/** The two master data sets; each is served under its own API root. */
export const MASTER_SETS = ['invoice', 'vendor'] as const;
export type MasterSet = (typeof MASTER_SETS)[number];

/** Where each master set lives on this server (its API root, relative to the origin). */
export const MASTER_SET_ROOTS: Record<MasterSet, string> = {
  invoice: '/masters/invoice',
  vendor: '/masters/vendor',
};

/** Confidence bands on the invoice detail screen: above 0.7 high, above 0.4 medium. */
export const CONFIDENCE_HIGH = 0.7;
export const CONFIDENCE_MEDIUM = 0.4;
