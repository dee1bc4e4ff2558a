import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';
import type { PageSize } from './PdfPage';
// The worker is a file of this app's build (never a CDN): the viewer works offline.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

import type * as PdfJsModule from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;
let library: Promise<PdfJs> | undefined;
let worker: PDFWorker | undefined;
/** The worker's thread, started before pdf.js itself is loaded (startWorkerThread). */
let thread: Worker | undefined;

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

/** Starts pdf.js's worker thread from its script's address, which is known without pdf.js: its
 * ~1 MB of script is fetched and compiled beside pdf.js's own chunk instead of after it. pdf.js
 * talks to it through its `port` option (messages wait until the script runs). A thread that
 * fails to start is forgotten, so pdf.js starts its own. */
function startWorkerThread(): Worker | undefined {
  if (thread || worker || typeof Worker === 'undefined') return thread;
  try {
    performance.mark('viewer:worker-thread');
    const started = new Worker(workerUrl, { type: 'module' });
    started.addEventListener('error', () => {
      if (thread !== started) return;
      thread = undefined;
      started.terminate();
      // A document opened on it fails ('Failed to load PDF.'); the next one starts afresh.
      if (worker?.port === started) worker.destroy();
    });
    thread = started;
  } catch {
    thread = undefined;
  }
  return thread;
}

/** One pdf.js worker for the whole app, started once: starting it (fetching and compiling
 * about 1 MB of script) costs more than opening a document, so the next invoice reuses it.
 * It logs errors only: a worker made before getDocument takes the default level (warnings),
 * and leaving a page while it draws would log 'Worker task was terminated' as a warning. */
function sharedWorker(pdfjs: PdfJs): PDFWorker {
  if (!worker || worker.destroyed) {
    const port = thread;
    thread = undefined;
    worker = pdfjs.PDFWorker.create({ port, verbosity: pdfjs.VerbosityLevel.ERRORS });
  }
  return worker;
}

/** The standard fonts most invoices use without embedding them (Helvetica and its bold, which
 * pdf.js draws with Liberation Sans): read while pdf.js warms up, beside the document, rather
 * than one after the other once the first page is being drawn. */
const EARLY_FONTS = ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'];
const fontFiles = new Map<string, Promise<Uint8Array>>();

/** A standard font file, read once per address (a failed read is forgotten). */
function readFontFile(url: string): Promise<Uint8Array> {
  let file = fontFiles.get(url);
  if (!file) {
    file = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Unable to load font data at: ${url}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    file.catch(() => fontFiles.delete(url));
    fontFiles.set(url, file);
  }
  return file;
}

/** pdf.js's reader of font data (its BinaryDataFactory option) with the files kept in memory:
 * those read ahead are there when a page asks for them. Each answer is a copy, since pdf.js
 * hands it over to its worker. Only standard fonts are served (no CMap or wasm address is
 * given, as before). */
class KeptFontDataFactory {
  private readonly base: string | null;
  constructor({ standardFontDataUrl = null }: { standardFontDataUrl?: string | null }) {
    this.base = standardFontDataUrl;
  }
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    if (kind !== 'standardFontDataUrl' || !this.base)
      throw new Error(`Ensure that the \`${kind}\` API parameter is provided.`);
    return (await readFontFile(`${this.base}${filename}`)).slice();
  }
}

/** Starts loading pdf.js, its worker and the usual standard fonts ahead of a document (a page
 * that will show one was entered); nothing happens when they are loaded already. */
export function warmUpPdfJs(): void {
  startWorkerThread();
  loadPdfJs().then(
    (pdfjs) => {
      sharedWorker(pdfjs);
      for (const name of EARLY_FONTS)
        readFontFile(`${standardFontDataUrl(pdfjs)}${name}`).catch(() => undefined);
    },
    () => undefined,
  );
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
 * everywhere; the usual ones were read ahead (warmUpPdfJs). Nothing is evaluated as code (the page's Content-Security-Policy allows no eval).
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
    BinaryDataFactory: KeptFontDataFactory,
    useWorkerFetch: false,
    useSystemFonts: false,
    verbosity: 0,
  });
}

/** Page 1 drawn ahead, before the viewer that shows it is mounted (drawFirstPageAhead). */
export interface FirstPageAhead {
  /** CSS pixels per PDF point it is drawn at, unrotated. */
  scale: number;
  /** The device pixel ratio it is drawn for. */
  ratio: number;
  /** The drawing, handed over once (later calls answer null); null when it failed or was
   * cancelled. */
  take: () => Promise<HTMLCanvasElement | null> | null;
  /** Stops it and lets its canvas go (the viewer draws the page itself). */
  cancel: () => void;
}

/** A PDF being opened: `opened` settles with the document and its first page's size (the
 * first page read), or fails on a broken file; `close` ends it (or stops it opening). */
export interface OpenedPdf {
  url: string;
  opened: Promise<{ doc: PDFDocumentProxy; first: PageSize }>;
  close: () => void;
  /** Page 1 being drawn ahead, when it is (drawFirstPageAhead). */
  firstPage?: FirstPageAhead;
}

/** Opens the PDF at `url` (openPdf) and reads its first page, which is drawn before any other. */
export function openFirstPage(pdfjs: PdfJs, url: string): OpenedPdf {
  performance.mark('viewer:pdfjs-ready');
  const task = openPdf(pdfjs, url);
  const opened = task.promise.then(async (doc) => {
    const page = await doc.getPage(1);
    const { width, height } = page.getViewport({ scale: 1 });
    performance.mark('viewer:document-open');
    return { doc, first: { width, height } };
  });
  // Closed before it opened: nobody waits for it any more.
  opened.catch(() => undefined);
  return { url, opened, close: () => void task.destroy() };
}

/**
 * Draws page 1 of `pdf` on a canvas of its own at `scale` (unrotated, at the screen's pixel
 * density) as soon as it is open, while the page that will show it is still mounting its
 * viewer: the viewer's first page then copies these pixels instead of starting to draw
 * (PdfPage). The worker reads the page and the main thread draws it between the page's own
 * renders.
 */
export function drawFirstPageAhead(pdf: OpenedPdf, scale: number): void {
  const ratio = window.devicePixelRatio || 1;
  let cancelled = false;
  let task: { cancel: () => void } | undefined;
  let drawing: Promise<HTMLCanvasElement | null> | null = pdf.opened.then(async ({ doc }) => {
    const page = await doc.getPage(1);
    if (cancelled) return null;
    const viewport = page.getViewport({ scale, rotation: page.rotate });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    const render = page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    task = render;
    await render.promise;
    if (cancelled) return null;
    performance.mark('viewer:first-page-ahead');
    return canvas;
  });
  drawing = drawing.catch(() => null); // a broken file or a closed document: drawn by nobody
  pdf.firstPage = {
    scale,
    ratio,
    take: () => {
      const taken = drawing;
      drawing = null;
      return taken;
    },
    cancel: () => {
      cancelled = true;
      drawing = null;
      task?.cancel();
    },
  };
}

export type { PDFDocumentProxy };
