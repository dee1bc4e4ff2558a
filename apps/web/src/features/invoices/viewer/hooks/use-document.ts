import { useEffect, useRef, useState } from 'react';
import { documentAddress } from '../../../../lib/document-link';
import { takeEarlyDocument, type EarlyDocument } from '../early-document';
import { loadPdfJs, openFirstPage, type FirstPageAhead, type PDFDocumentProxy } from '../pdf';
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
  | {
      state: 'pdf';
      doc: PDFDocumentProxy;
      first: PageSize;
      /** Page 1 drawn ahead (a document read before the viewer mounted), for PdfPage to show. */
      ahead: FirstPageAhead | null;
    }
  | { state: 'image'; url: string };

type Address = { url: string } | { error: true };

/**
 * The document behind `docId`: its file address (GET /r/{docId}), asked for at once, in parallel
 * with the file's type (`contentType`, undefined while the page reads it) and with pdf.js; then
 * the PDF opened with its first page read, or the image's address. A page that read the
 * document ahead (early-document.ts, started beside the invoice's own request) hands it over
 * here, so the viewer starts where that reading is. Another document is another viewer (the
 * wrapper keys it by docId), so a document is opened once per viewer.
 */
export function useDocument(docId: string, contentType: string | undefined): DocumentLoad {
  const kind = documentKind(contentType);
  const [address, setAddress] = useState<Address | null>(null);
  const [opened, setOpened] = useState<{ from: Address; load: DocumentLoad } | null>(null);
  const early = useRef<EarlyDocument | null>(null);

  useEffect(() => {
    let live = true;
    performance.mark('viewer:start');
    early.current = takeEarlyDocument(docId);
    (early.current?.address ?? documentAddress(docId)).then(
      (url) => live && setAddress({ url }),
      () => live && setAddress({ error: true }),
    );
    return () => {
      live = false;
      // Read ahead but never opened here (the viewer left first): closed.
      void early.current?.pdf.then((pdf) => pdf?.close());
      early.current = null;
    };
  }, [docId]);

  useEffect(() => {
    if (kind !== 'pdf' || !address || 'error' in address) return;
    let live = true;
    let close: (() => void) | undefined;
    const settle = (load: DocumentLoad) => live && setOpened({ from: address, load });
    const ahead = early.current?.pdf;
    if (early.current) early.current = { ...early.current, pdf: Promise.resolve(null) };
    void (async () => {
      let pdf = (await ahead) ?? null;
      if (pdf && pdf.url !== address.url) pdf.close();
      if (!pdf || pdf.url !== address.url) {
        const pdfjs = await loadPdfJs().catch(() => null);
        if (!live) return;
        if (!pdfjs) return settle({ state: 'error', message: VIEWER_TEXTS.noLibrary });
        pdf = openFirstPage(pdfjs, address.url);
      }
      close = pdf.close;
      if (!live) return close();
      try {
        const { doc, first } = await pdf.opened;
        settle({ state: 'pdf', doc, first, ahead: pdf.firstPage ?? null });
      } catch {
        settle({ state: 'error', message: VIEWER_TEXTS.badPdf });
      }
    })();
    return () => {
      live = false;
      close?.();
    };
  }, [address, kind]);

  if (!contentType || !address) return { state: 'loading' };
  if ('error' in address) return { state: 'error', message: VIEWER_TEXTS.noAddress };
  if (kind !== 'pdf') return { state: 'image', url: address.url };
  return opened?.from === address ? opened.load : { state: 'loading' };
}
