import { ExtractionError } from '../errors.js';
import type { ExtractedField } from '../types.js';
import { decodeXml } from './decode-xml.js';
import { readEInvoice } from './e-invoice.js';
import type { XmlExtraction } from './xml-fields.js';
import { inspectXmlProlog, NOT_AN_E_INVOICE } from './xml-prolog.js';

/** Bounds checked before the parser builds a tree: an e-invoice with an embedded PDF or two is a
 * few MB and some thousand elements; anything far past that is refused unread. (The parser
 * itself refuses nesting deeper than xml-tree's limit.) */
export const MAX_XML_BYTES = 30 * 1024 * 1024;
export const MAX_XML_ELEMENTS = 200_000;

/** A bare e-invoice is the invoice itself: its values are not read off a page, so they are
 * certain (an embedded XML keeps 0.99: the PDF beside it is what the sender printed). */
const BARE_XML_CONFIDENCE = 1;

const certain = (f: ExtractedField | null | undefined): ExtractedField | null =>
  f ? { ...f, confidence: BARE_XML_CONFIDENCE } : null;

/**
 * Reads a bare XML e-invoice (UBL Invoice or CreditNote, CII) with the same readers as an
 * embedded one. Refuses, as `unsupported`, XML that is not an e-invoice or declares a DOCTYPE;
 * as `corrupt`, XML that is not well-formed UTF-8 XML or passes the bounds. Nothing outside the
 * document is fetched: entities are never expanded and no schema is loaded.
 */
export function readBareEInvoice(bytes: Uint8Array): XmlExtraction {
  if (bytes.length > MAX_XML_BYTES)
    throw new ExtractionError(
      'corrupt',
      `The XML file is larger than ${MAX_XML_BYTES / 1024 / 1024} MB`,
    );
  let text: string;
  try {
    text = decodeXml(bytes, true);
  } catch (error) {
    throw new ExtractionError('corrupt', 'The XML file is not valid text in its encoding', {
      cause: error,
    });
  }
  const prolog = inspectXmlProlog(text);
  if (!prolog.ok) throw new ExtractionError('unsupported', prolog.message);
  let elements = 0;
  for (let i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i + 1))
    if (++elements > MAX_XML_ELEMENTS)
      throw new ExtractionError(
        'corrupt',
        `The XML file has more than ${MAX_XML_ELEMENTS.toLocaleString('en')} elements`,
      );
  let read: XmlExtraction | null;
  try {
    read = readEInvoice(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ExtractionError('corrupt', `The XML file is not well-formed: ${why}`, {
      cause: error,
    });
  }
  if (!read) throw new ExtractionError('unsupported', NOT_AN_E_INVOICE);
  return {
    ...read,
    fields: Object.fromEntries(
      Object.entries(read.fields).map(([name, f]) => [name, certain(f)]),
    ) as XmlExtraction['fields'],
    line_items: read.line_items.map(
      (line) =>
        Object.fromEntries(
          Object.entries(line).map(([name, f]) => [name, certain(f)]),
        ) as XmlExtraction['line_items'][number],
    ),
    vendor_iban: certain(read.vendor_iban),
    allowance_total_amount: certain(read.allowance_total_amount),
    charge_total_amount: certain(read.charge_total_amount),
    prepaid_amount: certain(read.prepaid_amount),
    rounding_amount: certain(read.rounding_amount),
  };
}
