import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
// The worker is a file of this app's build (never a CDN): the viewer works offline.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

import type * as PdfJsModule from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;
let library: Promise<PdfJs> | undefined;

/** pdf.js, loaded on first use with its worker (a chunk of its own: the list never loads it).
 * A failed load is forgotten so the next document tries again. */
export function loadPdfJs(): Promise<PdfJs> {
  library ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/** Opens a PDF by its address. Pages are fetched by range as they are shown, so a long file's
 * first page comes without reading the rest; nothing is evaluated as code (the page's
 * Content-Security-Policy allows no eval). */
export function openPdf(pdfjs: PdfJs, url: string): PDFDocumentLoadingTask {
  return pdfjs.getDocument({
    url,
    isEvalSupported: false,
    disableAutoFetch: true,
    rangeChunkSize: 128 * 1024,
    verbosity: 0,
  });
}

export type { PDFDocumentProxy };
