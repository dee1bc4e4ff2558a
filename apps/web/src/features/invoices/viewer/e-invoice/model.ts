/** An e-invoice as a person reads it: what the XML view shows, syntax-free. Amounts stay as the
 * XML states them (a credit note's are positive there, and its title says "Credit note"). */

export interface EInvoiceParty {
  name: string | null;
  tradingName: string | null;
  address: string[];
  vatId: string | null;
  contact: string[];
}

export interface EInvoiceLine {
  id: string | null;
  description: string | null;
  detail: string | null;
  quantity: string | null;
  unit: string | null;
  price: string | null;
  taxRate: string | null;
  amount: string | null;
}

export interface EInvoiceAttachment {
  id: string | null;
  description: string | null;
  fileName: string | null;
  mimeCode: string | null;
  /** The embedded file, base64 as the XML carries it. */
  base64: string | null;
  /** An address instead of an embedded file (never fetched by the view). */
  uri: string | null;
}

export interface EInvoiceModel {
  syntax: 'UBL' | 'CII';
  /** The document type as a title ("Invoice", "Credit note") and its UNTDID 1001 code. */
  title: string;
  typeCode: string | null;
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  deliveryDate: string | null;
  currency: string | null;
  buyerReference: string | null;
  orderReference: string | null;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  allowancesAndCharges: { charge: boolean; reason: string | null; amount: string | null }[];
  vat: {
    category: string | null;
    rate: string | null;
    taxable: string | null;
    tax: string | null;
  }[];
  /** Document totals in the order EN 16931 lists them (BG-22), each with its label. */
  totals: { label: string; amount: string | null; grand?: boolean }[];
  paymentTerms: string[];
  payment: {
    iban: string | null;
    bic: string | null;
    accountName: string | null;
    reference: string | null;
  }[];
  notes: string[];
  attachments: EInvoiceAttachment[];
}

/** Child elements by local name (namespaces and prefixes vary between producers). */
export function kids(node: Element | null | undefined, name: string): Element[] {
  if (!node) return [];
  return Array.from(node.children).filter((child) => child.localName === name);
}

/** The first element along a path of local names ("A/B/C"). */
export function first(node: Element | null | undefined, path: string): Element | null {
  let current: Element | null = node ?? null;
  for (const step of path.split('/')) current = kids(current, step)[0] ?? null;
  return current;
}

/** Trimmed text at a path, or null when missing or empty. */
export function text(node: Element | null | undefined, path?: string): string | null {
  const target = path ? first(node, path) : (node ?? null);
  const value = target?.textContent?.trim();
  return value ? value : null;
}

export const texts = (node: Element | null | undefined, path: string): string[] => {
  const steps = path.split('/');
  const last = steps.pop()!;
  const parent = steps.length ? first(node, steps.join('/')) : (node ?? null);
  return kids(parent, last)
    .map((el) => text(el))
    .filter((v): v is string => v !== null);
};

/** CII dates are "format 102" (YYYYMMDD); UBL's are ISO already. */
export function isoDate(value: string | null): string | null {
  const compact = value && /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : value;
}

/** UN/ECE Recommendation 20 unit codes as words, for the common ones; others show their code. */
const UNITS: Record<string, string> = {
  C62: 'unit',
  H87: 'piece',
  EA: 'each',
  XPP: 'piece',
  NAR: 'articles',
  SET: 'set',
  PR: 'pair',
  HUR: 'hour',
  MIN: 'minute',
  DAY: 'day',
  WEE: 'week',
  MON: 'month',
  ANN: 'year',
  KGM: 'kg',
  GRM: 'g',
  TNE: 't',
  MTR: 'm',
  KMT: 'km',
  MTK: 'm²',
  MTQ: 'm³',
  LTR: 'l',
  KWH: 'kWh',
  LS: 'lump sum',
};
export const unitName = (code: string | null): string | null =>
  code ? (UNITS[code] ?? code) : null;

/** UNTDID 1001 document type names for the codes e-invoices use; others show "Invoice". */
const TYPE_NAMES: Record<string, string> = {
  '380': 'Invoice',
  '381': 'Credit note',
  '383': 'Debit note',
  '384': 'Corrected invoice',
  '386': 'Prepayment invoice',
  '389': 'Self-billed invoice',
  '326': 'Partial invoice',
  '751': 'Invoice information',
};
export const typeName = (code: string | null, creditNote: boolean): string =>
  (code && TYPE_NAMES[code]) ?? (creditNote ? 'Credit note' : 'Invoice');
