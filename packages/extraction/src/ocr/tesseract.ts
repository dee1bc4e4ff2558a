import { mkdir, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { Token } from '../types.js';
import { restoreDecimalPoints } from './decimal-points.js';
import { keepOcrWord } from './word-filter.js';

const require = createRequire(import.meta.url);

/**
 * A shipped model file; models are read from disk, never downloaded. `4.0.0_best_int` is the LSTM
 * model alone (2.9 MB for eng); `4.0.0` is the same LSTM plus the legacy engine's model (10.9 MB),
 * which LSTM-only OCR never uses but had to unpack at every worker start. The OCR text is the same
 * with either (compared on corpus pages and receipts).
 */
const modelFile = (lang: string): string =>
  join(
    dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
    '4.0.0_best_int',
    `${lang}.traineddata.gz`,
  );

export const SHIPPED_LANGUAGES = ['eng', 'fra'] as const;

/**
 * Workers are costly to start: the model load and the first recognition (the engine's code is
 * compiled then) cost 2–4 s of CPU more than later pages. One worker per language set is kept
 * until it has been idle this long, so the pages of a batch of uploads share one start.
 */
const IDLE_MS = 60_000;
/**
 * How tesseract segments the image. A page (an invoice, a PDF render) has columns and blocks, so
 * it is analysed as such (automatic). A till receipt is one narrow column of lines printed
 * top to bottom: read as one uniform block of text, tesseract keeps faint lines (a date, a total)
 * that its block analysis drops as noise; measured on the receipt scans in the README.
 */
export type OcrLayout = 'page' | 'receipt';
const PAGE_SEGMENTATION: Record<OcrLayout, PSM> = {
  page: PSM.AUTO,
  receipt: PSM.SINGLE_BLOCK,
};

interface Pooled {
  worker: Promise<Worker>;
  /** The segmentation mode last set on the worker (set again only when it changes). */
  layout: OcrLayout;
  idle: NodeJS.Timeout | null;
  busy: Promise<unknown>;
}
const pool = new Map<string, Pooled>();

/**
 * tesseract.js reads every language from one folder, but each model ships in its own package:
 * for one language use its folder; for several, a temp folder of symlinks to the shipped files.
 */
async function modelFolder(languages: string[]): Promise<string> {
  const [only] = languages;
  if (languages.length === 1 && only) return dirname(modelFile(only));
  const folder = join(tmpdir(), `procure-tessdata-${languages.join('+')}`);
  await mkdir(folder, { recursive: true });
  for (const lang of languages) {
    await symlink(modelFile(lang), join(folder, `${lang}.traineddata.gz`)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      },
    );
  }
  return folder;
}

let workerStarts = 0;
/** How many OCR workers this process has started (the bench marks pages that paid for one). */
export const ocrWorkerStarts = (): number => workerStarts;

/**
 * Set when the model loads (tesseract reads these only then). The language's word lists (the
 * system and frequent-word dictionaries) are not loaded: an invoice is names, numbers, codes
 * and amounts rather than dictionary words, and without them the LSTM's beam search has no
 * word graph to walk. The text read was the same on the corpus's page images and receipts, the
 * start is lighter and a page's recognition ~5–10 % cheaper (README, OCR speed).
 */
const INIT_PARAMETERS = { load_system_dawg: '0', load_freq_dawg: '0' };

async function startWorker(languages: string[]): Promise<Worker> {
  workerStarts += 1;
  const worker = await createWorker(
    languages,
    OEM.LSTM_ONLY,
    {
      langPath: await modelFolder(languages),
      gzip: true,
      cacheMethod: 'none',
      // Without a handler tesseract.js throws worker errors asynchronously and crashes the process.
      errorHandler: () => undefined,
    },
    INIT_PARAMETERS,
  );
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: '1',
    user_defined_dpi: '300',
  });
  return worker;
}

function acquire(languages: string[]): Pooled {
  const key = languages.join('+');
  let entry = pool.get(key);
  if (!entry) {
    entry = {
      worker: startWorker(languages),
      layout: 'page',
      idle: null,
      busy: Promise.resolve(),
    };
    pool.set(key, entry);
  }
  if (entry.idle) clearTimeout(entry.idle);
  entry.idle = null;
  return entry;
}

function release(languages: string[], entry: Pooled): void {
  entry.idle = setTimeout(() => void terminateWorker(languages.join('+')), IDLE_MS);
  // An idle worker must not keep the process alive.
  entry.idle.unref();
}

async function terminateWorker(key: string): Promise<void> {
  const entry = pool.get(key);
  if (!entry) return;
  pool.delete(key);
  if (entry.idle) clearTimeout(entry.idle);
  await (await entry.worker.catch(() => null))?.terminate();
}

/** Stops every OCR worker (call at shutdown or after tests so the process can exit). */
export async function terminateOcr(): Promise<void> {
  await Promise.all([...pool.keys()].map(terminateWorker));
}

/**
 * Starts the OCR worker for these languages if none is running and waits until it is ready. A
 * page's OCR time limit is counted from then: loading the model is not the page's work (on a
 * loaded machine it alone can take most of a page's limit); the document's hard limit still
 * bounds it (extractInvoiceIsolated).
 */
/** How long starting the OCR worker may take (not counted in a page's limit). */
export const OCR_START_LIMIT_MS = 60_000;
export async function ocrWorkerReady(languages: string[]): Promise<void> {
  const entry = acquire(languages);
  try {
    await entry.worker;
  } finally {
    release(languages, entry);
  }
}

/** Drops a worker that timed out: its job cannot be cancelled, so the thread is ended. */
export const abandonOcr = (languages: string[]): Promise<void> =>
  terminateWorker(languages.join('+'));

/**
 * Recognises one image (PNG/JPEG/PNM bytes, see pnm.ts) into word tokens. Each word gets its line's height so the
 * layout code can tell word gaps from column gaps. `scale` maps image pixels back to page units;
 * `layout` chooses the page segmentation (see OcrLayout).
 */
export async function ocrImage(
  image: Uint8Array,
  page: number,
  languages: string[],
  scale = 1,
  layout: OcrLayout = 'page',
): Promise<{ tokens: Token[]; confidence: number }> {
  const entry = acquire(languages);
  const run = entry.busy.then(async () => {
    const worker = await entry.worker;
    if (entry.layout !== layout) {
      await worker.setParameters({ tessedit_pageseg_mode: PAGE_SEGMENTATION[layout] });
      entry.layout = layout;
    }
    return worker.recognize(Buffer.from(image), {}, { blocks: true, text: false });
  });
  entry.busy = run.catch(() => undefined);
  try {
    const { data } = await run;
    const tokens: Token[] = [];
    for (const block of data.blocks ?? []) {
      for (const para of block.paragraphs) {
        for (const line of para.lines) {
          const height = (line.bbox.y1 - line.bbox.y0) / scale;
          for (const word of line.words) {
            const text = word.text.trim();
            if (!keepOcrWord(text, word.confidence)) continue;
            tokens.push({
              text,
              page,
              x: word.bbox.x0 / scale,
              y: line.bbox.y0 / scale,
              width: (word.bbox.x1 - word.bbox.x0) / scale,
              height,
            });
          }
        }
      }
    }
    return { tokens: restoreDecimalPoints(tokens), confidence: data.confidence / 100 };
  } finally {
    release(languages, entry);
  }
}
