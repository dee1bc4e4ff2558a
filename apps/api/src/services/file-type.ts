import { E_INVOICE_UPLOAD_TYPE, type InvoiceUploadType } from '@procure/contract';
import { inspectXmlProlog, looksLikeXml } from '@procure/extraction/xml-prolog';
import { unsupportedMediaType } from '../http/errors';

const signatures: Array<{ type: InvoiceUploadType; ext: string; bytes: number[] }> = [
  { type: 'application/pdf', ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

/** The real type of a file from its first bytes; the name and the declared type are not trusted.
 * The signature must stand at offset 0. PDF readers tolerate up to 1024 bytes of junk before
 * `%PDF-`, but no real invoice has any, and accepting it lets a file that is something else
 * (HTML, a script) pass as a PDF.
 *
 * XML is an e-invoice or nothing: its prolog and root start tag (in `head`) must name a UBL or
 * CII root in its namespace, and a DOCTYPE is refused (415 with the reason), since the extractor
 * never expands entities or fetches anything and an e-invoice never needs them. */
export function sniffFileType(head: Uint8Array): { type: InvoiceUploadType; ext: string } | null {
  for (const sig of signatures) {
    if (sig.bytes.every((b, i) => head[i] === b)) return { type: sig.type, ext: sig.ext };
  }
  if (!looksLikeXml(head)) return null;
  const prolog = inspectXmlProlog(new TextDecoder('utf-8').decode(head));
  if (!prolog.ok) throw unsupportedMediaType(prolog.message);
  return { type: E_INVOICE_UPLOAD_TYPE, ext: 'xml' };
}
