import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { decodeXml } from '../xml/decode-xml.js';
import { readEInvoice, type XmlExtraction } from '../xml/e-invoice.js';

/** Names under which Factur-X, ZUGFeRD and XRechnung hybrids attach their XML: tried first. */
const PREFERRED = /^(factur-x|zugferd-invoice|zugferd|xrechnung)\.xml$/i;
/** An e-invoice is a few MB at most; anything larger is not read as one. */
const MAX_XML_BYTES = 20_000_000;

interface Attachment {
  filename: string;
  content: Uint8Array;
}

/**
 * Whether bytes look like XML, whatever the file is called: producers attach the invoice as
 * "invoice.dat", "attachment-1" or with a wrong mime type, so the content decides.
 */
function looksLikeXml(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, '');
  return /^\s*</.test(head);
}

/** Files in the document's EmbeddedFiles tree and in file-attachment annotations of any page. */
async function attachmentsOf(doc: PDFDocumentProxy): Promise<Attachment[]> {
  const out: Attachment[] = [];
  const tree = (await doc.getAttachments().catch(() => null)) as Record<string, Attachment> | null;
  out.push(...Object.values(tree ?? {}));
  for (let n = 1; n <= Math.min(doc.numPages, 3); n += 1) {
    const page = await doc.getPage(n).catch(() => null);
    const annotations = ((await page?.getAnnotations().catch(() => [])) ?? []) as Array<{
      file?: Attachment;
    }>;
    for (const a of annotations) if (a.file?.content) out.push(a.file);
  }
  return out.filter((a) => a.content instanceof Uint8Array && a.content.length <= MAX_XML_BYTES);
}

/** Reads an e-invoice attached to the PDF, if any. Unreadable XML yields a warning, not a failure. */
export async function readEmbeddedXml(
  doc: PDFDocumentProxy,
  warnings: string[],
): Promise<XmlExtraction | null> {
  const files = (await attachmentsOf(doc))
    .filter((a) => looksLikeXml(a.content))
    .sort((a, b) => Number(PREFERRED.test(b.filename)) - Number(PREFERRED.test(a.filename)));
  for (const file of files) {
    try {
      const result = readEInvoice(decodeXml(file.content));
      if (result) return result;
    } catch (error) {
      warnings.push(`Embedded ${file.filename} could not be read: ${(error as Error).message}`);
    }
  }
  return null;
}
