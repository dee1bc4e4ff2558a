import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readEInvoice, type XmlExtraction } from '../xml/e-invoice.js';

/** Names under which Factur-X, ZUGFeRD and XRechnung hybrids attach their XML. */
const PREFERRED = /^(factur-x|zugferd-invoice|zugferd|xrechnung|order-x)\.xml$/i;

/** Reads an e-invoice attached to the PDF, if any. Unreadable XML yields a warning, not a failure. */
export async function readEmbeddedXml(
  doc: PDFDocumentProxy,
  warnings: string[],
): Promise<XmlExtraction | null> {
  const attachments = (await doc.getAttachments().catch(() => null)) as Record<
    string,
    { filename: string; content: Uint8Array }
  > | null;
  if (!attachments) return null;
  const files = Object.values(attachments)
    .filter((a) => /\.xml$/i.test(a.filename))
    .sort((a, b) => Number(PREFERRED.test(b.filename)) - Number(PREFERRED.test(a.filename)));
  for (const file of files) {
    try {
      const result = readEInvoice(new TextDecoder('utf-8').decode(file.content));
      if (result) return result;
    } catch (error) {
      warnings.push(`Embedded ${file.filename} could not be read: ${(error as Error).message}`);
    }
  }
  return null;
}
