import { useEffect, useState } from 'react';
import { documentAddress } from '../../../../lib/document-link';
import { loadPdfJs, openPdf, type PDFDocumentProxy } from '../pdf';
import type { PageSize } from '../PdfPage';
import { documentKind } from '../viewer-rules';

/** The viewer's texts (spec part 2 §8 "Viewer"). */
export const VIEWER_TEXTS = {
  loading: 'Loading document...',
  noAddress: 'Unable to load',
  noLibrary: 'Failed to load PDF.js library',
  badPdf: 'Failed to load PDF.',
} as const;

export type DocumentLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'pdf'; doc: PDFDocumentProxy; first: PageSize }
  | { state: 'image'; url: string };

type Address = { url: string } | { error: true };

/**
 * The document behind `docId`: its file address (GET /r/{docId}), asked for at once, in parallel
 * with the file's type (`contentType`, undefined while the page reads it) and with pdf.js; then
 * the PDF opened with its first page read, or the image's address. Another document is another
 * viewer (the wrapper keys it by docId), so a document is opened once per viewer.
 */
export function useDocument(docId: string, contentType: string | undefined): DocumentLoad {
  const kind = documentKind(contentType);
  const [address, setAddress] = useState<Address | null>(null);
  const [opened, setOpened] = useState<{ from: Address; load: DocumentLoad } | null>(null);

  useEffect(() => {
    let live = true;
    performance.mark('viewer:start');
    documentAddress(docId).then(
      (url) => live && setAddress({ url }),
      () => live && setAddress({ error: true }),
    );
    return () => {
      live = false;
    };
  }, [docId]);

  useEffect(() => {
    if (kind !== 'pdf' || !address || 'error' in address) return;
    let live = true;
    let closeDoc: (() => void) | undefined;
    const settle = (load: DocumentLoad) => live && setOpened({ from: address, load });
    void (async () => {
      const pdfjs = await loadPdfJs().catch(() => null);
      if (!live) return;
      if (!pdfjs) return settle({ state: 'error', message: VIEWER_TEXTS.noLibrary });
      performance.mark('viewer:pdfjs-ready');
      const task = openPdf(pdfjs, address.url);
      closeDoc = () => void task.destroy();
      try {
        const doc = await task.promise;
        const page = await doc.getPage(1);
        const { width, height } = page.getViewport({ scale: 1 });
        performance.mark('viewer:document-open');
        settle({ state: 'pdf', doc, first: { width, height } });
      } catch {
        settle({ state: 'error', message: VIEWER_TEXTS.badPdf });
      }
    })();
    return () => {
      live = false;
      closeDoc?.();
    };
  }, [address, kind]);

  if (!contentType || !address) return { state: 'loading' };
  if ('error' in address) return { state: 'error', message: VIEWER_TEXTS.noAddress };
  if (kind !== 'pdf') return { state: 'image', url: address.url };
  return opened?.from === address ? opened.load : { state: 'loading' };
}
