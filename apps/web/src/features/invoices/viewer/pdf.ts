import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';
// The worker is a file of this app's build (never a CDN): the viewer works offline.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

import type * as PdfJsModule from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;
let library: Promise<PdfJs> | undefined;
let worker: PDFWorker | undefined;

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

/** One pdf.js worker for the whole app, started once: starting it (fetching and compiling
 * about 1 MB of script) costs more than opening a document, so the next invoice reuses it.
 * It logs errors only: a worker made before getDocument takes the default level (warnings),
 * and leaving a page while it draws would log 'Worker task was terminated' as a warning. */
function sharedWorker(pdfjs: PdfJs): PDFWorker {
  if (!worker || worker.destroyed)
    worker = new pdfjs.PDFWorker({ verbosity: pdfjs.VerbosityLevel.ERRORS });
  return worker;
}

/** Starts loading pdf.js and its worker ahead of a document (a page that will show one was
 * entered); nothing happens when they are loaded already. */
export function warmUpPdfJs(): void {
  loadPdfJs().then(sharedWorker, () => undefined);
}

/** Where the build serves pdf.js's standard font data (build/pdfjs-assets.ts writes it there,
 * under the library's version). */
function standardFontDataUrl(pdfjs: PdfJs): string {
  return `${import.meta.env.BASE_URL}assets/pdfjs-${pdfjs.version}/standard_fonts/`;
}

/**
 * Opens a PDF by its address in the shared worker. Pages are fetched by range as they are
 * shown (no streaming of the whole file, no fetching ahead), so a long file's first page comes
 * without reading the rest. Fonts a PDF uses without embedding them come from the app's own
 * standard font data, never from whatever the machine has installed, so a page looks the same
 * everywhere. Nothing is evaluated as code (the page's Content-Security-Policy allows no eval).
 */
export function openPdf(pdfjs: PdfJs, url: string): PDFDocumentLoadingTask {
  return pdfjs.getDocument({
    url,
    worker: sharedWorker(pdfjs),
    isEvalSupported: false,
    disableAutoFetch: true,
    disableStream: true,
    rangeChunkSize: 128 * 1024,
    standardFontDataUrl: standardFontDataUrl(pdfjs),
    useSystemFonts: false,
    verbosity: 0,
  });
}

export type { PDFDocumentProxy };
