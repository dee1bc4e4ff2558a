import { documentAddress } from '../../../lib/document-link';
import { drawFirstPageAhead, loadPdfJs, openFirstPage, warmUpPdfJs, type OpenedPdf } from './pdf';
import { documentKind, PDF_POINT_TO_CSS } from './viewer-rules';

/** A document whose reading started before its viewer was shown. */
export interface EarlyDocument {
  /** Its file address (GET /r/{docId}). */
  address: Promise<string>;
  /** The PDF opened from that address with its first page read; null when the file is not a
   * PDF or did not open (the viewer then opens it itself and shows why it failed). */
  pdf: Promise<OpenedPdf | null>;
}

/** How long a document read ahead waits for its viewer before it is closed. */
const UNCLAIMED_MS = 60_000;
const started = new Map<string, EarlyDocument>();

/**
 * Starts reading a document that a page is about to show, before the page has drawn its
 * viewer: its file address at once, then, once its type (`contentType`, read beside it) says
 * PDF and pdf.js is loaded, the PDF itself with its first page, which is drawn at once at the
 * viewer's starting `zoom` (percent) for the viewer to show when it mounts. The viewer of
 * `docId` takes it over (takeEarlyDocument); one nobody takes within a minute is closed.
 * Starting a document already started does nothing.
 */
export function startEarlyDocument(
  docId: string,
  contentType: Promise<string | undefined>,
  zoom: number,
): void {
  if (started.has(docId)) return;
  warmUpPdfJs();
  const address = documentAddress(docId);
  const pdf = Promise.all([address, contentType]).then(
    async ([url, type]) => {
      if (documentKind(type) !== 'pdf') return null;
      const opened = openFirstPage(await loadPdfJs(), url);
      drawFirstPageAhead(opened, (zoom / 100) * PDF_POINT_TO_CSS);
      return opened;
    },
    () => null,
  );
  // A refused address is the viewer's to show ('Unable to load'), when it takes it.
  address.catch(() => undefined);
  const early = { address, pdf };
  started.set(docId, early);
  setTimeout(() => {
    if (started.get(docId) !== early) return;
    started.delete(docId);
    void pdf.then((opened) => opened?.close());
  }, UNCLAIMED_MS);
}

/** The document read ahead for `docId`, handed over once: the caller closes its PDF. */
export function takeEarlyDocument(docId: string): EarlyDocument | null {
  const early = started.get(docId) ?? null;
  started.delete(docId);
  return early;
}
