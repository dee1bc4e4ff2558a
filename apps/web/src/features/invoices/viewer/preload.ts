import { warmUpPdfJs } from './pdf';

/** Starts loading the document viewer's chunk, pdf.js and its worker (once; later calls do
 * nothing): call it when a document is about to be shown, e.g. when the pointer rests on an
 * invoice of the list. */
export function preloadDocumentViewer(): void {
  void import('./DocumentViewer').catch(() => undefined);
  warmUpPdfJs();
}
