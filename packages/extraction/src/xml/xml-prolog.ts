/**
 * What an XML file is, from its first bytes alone (no parser): the upload checks it before the
 * file is kept, the extractor before it parses. Kept free of the parser so the API's thread can
 * import it cheaply.
 */

/** The e-invoice roots Procure reads, by namespace: UBL 2.x Invoice and CreditNote (Peppol BIS
 * 3.0, XRechnung UBL, EN 16931), UN/CEFACT CII D16B (Factur-X, ZUGFeRD 2.x, XRechnung CII) and
 * ZUGFeRD 1.0. Another XML with the same local name (a proprietary `<Invoice>`) is not read. */
const E_INVOICE_ROOTS: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'Invoice',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'CreditNote',
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'CrossIndustryInvoice',
  'urn:ferd:CrossIndustryDocument:invoice:1p0': 'CrossIndustryDocument',
};

export const NOT_AN_E_INVOICE =
  'This XML file is not an e-invoice: Procure reads UBL 2.1 Invoice and CreditNote and UN/CEFACT CII (Peppol BIS 3.0, XRechnung, EN 16931, Factur-X/ZUGFeRD)';
export const XML_DOCTYPE_REFUSED =
  'XML files with a DOCTYPE or entity declarations are not accepted: e-invoices never carry one, and it could make the reader expand or fetch content';

export type XmlProlog =
  { ok: true; root: string } | { ok: false; reason: 'doctype' | 'not-e-invoice'; message: string };

const BOM = '\uFEFF';

/** True when the bytes start like an XML document (after a UTF-8 byte order mark and blanks):
 * a declaration, a comment, a DOCTYPE or an element. */
export function looksLikeXml(head: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(head.subarray(0, 256)).replace(/^\xEF\xBB\xBF/, '');
  return /^\s*<(\?xml[\s?]|!--|!DOCTYPE|[A-Za-z_])/i.test(text);
}

/**
 * Reads the prolog (declaration, comments, processing instructions) and the root element's start
 * tag: a DOCTYPE anywhere before the root is refused, and the root must be an e-invoice root in
 * its own namespace. `text` is the start of the file (the root's start tag must be inside it).
 */
export function inspectXmlProlog(text: string): XmlProlog {
  if (/<!(DOCTYPE|ENTITY)/i.test(text))
    return { ok: false, reason: 'doctype', message: XML_DOCTYPE_REFUSED };
  let rest = text.startsWith(BOM) ? text.slice(1) : text;
  for (;;) {
    rest = rest.trimStart();
    const skip = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->)/.exec(rest);
    if (!skip) break;
    rest = rest.slice(skip[0].length);
  }
  const tag = /^<(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)([^<>]*)>/.exec(rest);
  if (!tag) return { ok: false, reason: 'not-e-invoice', message: NOT_AN_E_INVOICE };
  const [, prefix, local = '', attributes = ''] = tag;
  const nsAttr = prefix ? `xmlns:${prefix}` : 'xmlns';
  const ns = new RegExp(`(?:^|\\s)${nsAttr.replace(/\./g, '\\.')}\\s*=\\s*(["'])(.*?)\\1`).exec(
    attributes,
  )?.[2];
  if (!ns || E_INVOICE_ROOTS[ns.trim()] !== local)
    return { ok: false, reason: 'not-e-invoice', message: NOT_AN_E_INVOICE };
  return { ok: true, root: local };
}
