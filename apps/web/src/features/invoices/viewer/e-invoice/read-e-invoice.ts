import type { EInvoiceModel } from './model';
import { readCii } from './read-cii';
import { readUbl } from './read-ubl';

/** Why an XML file is not shown as an invoice. */
export class EInvoiceReadError extends Error {}

/**
 * Reads an e-invoice's text for the view with the browser's own parser. A DOCTYPE is refused
 * before parsing (the server refuses one at upload too), so no entity is ever expanded and
 * nothing outside the document is loaded.
 */
export function readEInvoice(xml: string): EInvoiceModel {
  if (/<!(DOCTYPE|ENTITY)/i.test(xml))
    throw new EInvoiceReadError('This XML declares a DOCTYPE and is not shown');
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length)
    throw new EInvoiceReadError('This XML file is not well-formed');
  const root = doc.documentElement;
  if (root.localName === 'Invoice' || root.localName === 'CreditNote') return readUbl(root);
  if (root.localName === 'CrossIndustryInvoice' || root.localName === 'CrossIndustryDocument')
    return readCii(root);
  throw new EInvoiceReadError('This XML file is not an e-invoice');
}
