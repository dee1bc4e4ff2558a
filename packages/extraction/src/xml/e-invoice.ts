import { deriveDueDate } from '../fields/payment-terms.js';
import { readCiiDocument } from './cii.js';
import { readXmlTerms } from './payment-terms.js';
import { readUblDocument } from './ubl.js';
import { applyCreditSign, type XmlExtraction } from './xml-fields.js';
import { parseXml } from './xml-tree.js';

export type { XmlExtraction } from './xml-fields.js';

/**
 * Reads an e-invoice: ZUGFeRD 1.0, ZUGFeRD 2.x / Factur-X / XRechnung CII, or XRechnung / Peppol
 * UBL (Invoice and CreditNote). Returns null for well-formed XML of another kind; throws on
 * malformed XML. Credit notes come back with negative amounts (see applyCreditSign).
 */
export function readEInvoice(xml: string): XmlExtraction | null {
  const { name, root } = parseXml(xml);
  const read = readCiiDocument(name, root) ?? readUblDocument(name, root);
  if (!read) return null;
  read.payment_terms = readXmlTerms(name, root);
  deriveDueDate(read.fields, read.payment_terms);
  return applyCreditSign(read);
}
