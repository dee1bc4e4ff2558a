import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { withTimeout } from '../errors.js';
import { abandonOcr, OCR_START_LIMIT_MS, ocrImage, ocrWorkerReady } from '../ocr/tesseract.js';
import type { ExtractOptions, Token } from '../types.js';
import { unionBox } from '../layout/box.js';
import { renderPageForOcr } from './render-page.js';
import { readTextTokens } from './text-layer.js';
import { fewAmountsInText, inside, unreadImageRegions, type Region } from './image-regions.js';
import { judgeTextLayer } from './unreadable-text.js';

/** A page with fewer printable characters than this is treated as a scan and OCR'd. */
const MIN_TEXT_CHARS = 20;
/** Pages OCR'd per document unless the caller says otherwise (ExtractOptions.maxOcrPages): OCR
 * costs seconds a page, so a long scan would otherwise hold an extraction slot to its limit. */
export const DEFAULT_MAX_OCR_PAGES = 50;

export interface PagesRead {
  tokens: Token[];
  /** The tokens of the pages that were OCR'd (words, see ExtractionResult.words). */
  ocrTokens: Token[];
  perPageMs: number[];
  ocrMs: number;
  ocrPages: number;
  /** Of the OCR'd pages, those that kept their text layer and added OCR's words of their images. */
  mixedPages: number;
  ocrConfidence: number | null;
  /** Pages that needed OCR but were past the document's OCR page limit, and the sentence
   * that says so (also among the warnings). */
  unreadPages: number[];
  unreadNote: string | null;
}

/** Reads every page's text layer; pages without one, or whose text layer cannot be read, are
 * rendered and OCR'd, and so are images the text layer does not reach (PDF points throughout). */
export async function readPages(
  doc: PDFDocumentProxy,
  timeoutMs: number,
  languages: string[],
  warnings: string[],
  {
    maxOcrPages = DEFAULT_MAX_OCR_PAGES,
    ocrWords,
  }: Pick<ExtractOptions, 'maxOcrPages' | 'ocrWords'> = {},
): Promise<PagesRead> {
  // Pages read by OCR before (ExtractOptions.ocrWords) are not OCR'd again.
  const known = new Map<number, Token[]>();
  for (const word of ocrWords ?? []) {
    const page = known.get(word.page) ?? [];
    page.push(word);
    known.set(word.page, page);
  }
  const out: PagesRead = {
    tokens: [],
    ocrTokens: [],
    perPageMs: [],
    ocrMs: 0,
    ocrPages: 0,
    mixedPages: 0,
    ocrConfidence: null,
    unreadPages: [],
    unreadNote: null,
  };
  let ocrAttempts = 0;
  const confidences: number[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const started = performance.now();
    const page = await withTimeout(doc.getPage(n), timeoutMs, `Reading page ${n}`);
    let tokens = await withTimeout(
      readTextTokens(page, n),
      timeoutMs,
      `Reading the text of page ${n}`,
    );
    const chars = tokens.reduce((s, t) => s + t.text.replace(/\s/g, '').length, 0);
    // A text layer of glyph ids (fonts without a text map) is read like a scan: its tokens are
    // garbage that would only mislead the field rules, so none of them is kept.
    const unreadable = chars >= MIN_TEXT_CHARS && judgeTextLayer(tokens).unreadable;
    if (unreadable) tokens = [];
    const scan = chars < MIN_TEXT_CHARS || unreadable;
    // Text drawn as pixels beside a real text layer (a table pasted as a picture): OCR reads
    // the images the text layer does not reach, and the page keeps its text tokens. Looked for
    // only where the text prints too few amounts to hold the page's figures.
    const images =
      scan || !fewAmountsInText(tokens)
        ? []
        : await withTimeout(
            unreadImageRegions(page, tokens),
            timeoutMs,
            `Reading the images of page ${n}`,
          );
    const needsOcr = scan || images.length > 0;
    const before = needsOcr ? known.get(n) : undefined;
    if (before) {
      tokens = [...tokens, ...before];
      out.ocrTokens.push(...before);
      out.ocrPages += 1;
      if (images.length) out.mixedPages += 1;
    } else if (needsOcr && ocrAttempts >= maxOcrPages) out.unreadPages.push(n);
    else if (needsOcr) {
      ocrAttempts += 1;
      const ocrStarted = performance.now();
      try {
        await withTimeout(ocrWorkerReady(languages), OCR_START_LIMIT_MS, 'Starting OCR');
        const ocr = await withTimeout(
          (async () => {
            // A page with text beside its images: only the images' span is drawn and read.
            const span = spanOf(images);
            const { image, scale } = await renderPageForOcr(page, undefined, span);
            const read = await ocrImage(image, n, languages, scale);
            if (span)
              for (const word of read.tokens) {
                word.x += span.x;
                word.y += span.y;
              }
            return read;
          })(),
          timeoutMs,
          `OCR of page ${n}`,
        );
        // A page with a short text layer ("Amount due 801.78" alone on a last page) is OCR'd
        // in case more of it is drawn as pixels, but OCR's own reading of the printed words
        // would stand beside them twice ("AmountAmount duedue"): the text layer wins there too.
        const words = images.length
          ? wordsInImages(ocr.tokens, images, tokens)
          : wordsBesideText(ocr.tokens, tokens);
        // A page OCR added nothing to is read from its text layer alone: no OCR'd page.
        const addedNothing = tokens.length > 0 && words.length === 0;
        tokens = [...tokens, ...words];
        out.ocrTokens.push(...words);
        if (!addedNothing) {
          confidences.push(ocr.confidence);
          out.ocrPages += 1;
        }
        if (images.length) out.mixedPages += 1;
        if (unreadable) warnings.push(`${unreadableNote(n)}; read by OCR`);
        if (images.length) warnings.push(`Page ${n}: ${IMAGE_TEXT_NOTE}`);
      } catch (error) {
        await abandonOcr(languages);
        if (unreadable) warnings.push(unreadableNote(n));
        warnings.push(`Page ${n}: ${(error as Error).message}`);
      }
      out.ocrMs += performance.now() - ocrStarted;
    }
    page.cleanup();
    out.tokens.push(...tokens);
    out.perPageMs.push(Math.round(performance.now() - started));
  }
  if (out.unreadPages.length) {
    out.unreadNote = unreadPagesNote(out.unreadPages, maxOcrPages);
    warnings.push(out.unreadNote);
  }
  if (confidences.length)
    out.ocrConfidence = confidences.reduce((a, b) => a + b, 0) / confidences.length;
  return out;
}

/** What the warning of a page whose text layer cannot be read says (the bench lists them). */
export const UNREADABLE_TEXT_NOTE = 'the text layer cannot be read (fonts without a text map)';
/** What the warning of a page whose images were read by OCR beside its text says. */
export const IMAGE_TEXT_NOTE = 'text drawn as images was read by OCR';

/** The rectangle around all the regions. */
const spanOf = (regions: Region[]): Region | undefined =>
  regions.reduce<Region | undefined>((span, r) => (span ? unionBox(span, r) : r), undefined);

/** OCR's words where no text token lies: the text layer wins where it has words. */
function wordsBesideText(words: Token[], tokens: Token[]): Token[] {
  const overlaps = (a: Token, b: Token): boolean =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  return words.filter((w) => !tokens.some((t) => overlaps(t, w)));
}

/** OCR's words inside the unread images, where no text token lies (the text layer wins). */
const wordsInImages = (words: Token[], images: Region[], tokens: Token[]): Token[] =>
  wordsBesideText(words, tokens).filter((w) => images.some((r) => inside(w, r)));

/** Why a page with text was read by OCR (or not read at all). */
const unreadableNote = (n: number): string => `Page ${n}: ${UNREADABLE_TEXT_NOTE}`;

/** What a reviewer is told about pages left unread: 'Pages 51–120 were not read: …'. */
function unreadPagesNote(pages: number[], maxOcrPages: number): string {
  const runs: string[] = [];
  for (let i = 0; i < pages.length;) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j]! + 1) j += 1;
    runs.push(i === j ? `${pages[i]}` : `${pages[i]}–${pages[j]}`);
    i = j + 1;
  }
  const which = pages.length === 1 ? `Page ${runs[0]} was` : `Pages ${runs.join(', ')} were`;
  return `${which} not read: OCR reads at most ${maxOcrPages} scanned pages of a document`;
}
