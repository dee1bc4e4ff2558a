import { ExtractionError, withTimeout } from './errors.js';
import { statedDocumentType } from './fields/document-type.js';
import { fromTokens } from './from-tokens.js';
import {
  abandonOcr,
  OCR_START_LIMIT_MS,
  ocrImage,
  ocrWorkerReady,
  SHIPPED_LANGUAGES,
} from './ocr/tesseract.js';
import { prepareImage } from './ocr/prepare-image.js';
import { readEmbeddedXml } from './pdf/embedded-xml.js';
import { readBareEInvoice } from './xml/bare-xml.js';
import { openPdf } from './pdf/pdfjs.js';
import { readPages } from './pdf/read-pages.js';
import { sniffKind } from './sniff.js';
import type { ExtractionResult, ExtractOptions, Token } from './types.js';

const DEFAULT_TIMEOUT_MS = 20_000;

/** Only models shipped in node_modules may be used; English alone is the fast default. */
function ocrLanguages(requested: string[] | undefined, warnings: string[]): string[] {
  const wanted = requested?.length ? requested : ['eng'];
  const usable = wanted.filter((l) => (SHIPPED_LANGUAGES as readonly string[]).includes(l));
  for (const l of wanted)
    if (!usable.includes(l)) warnings.push(`OCR language "${l}" is not installed; ignored`);
  return usable.length ? usable : ['eng'];
}

/**
 * Extracts an invoice's header fields and line items. Pure: no state is kept between calls except
 * an idle OCR worker (see terminateOcr), so it can run in a worker thread off the request path.
 * Throws ExtractionError (empty, corrupt, encrypted, unsupported, timeout) for unreadable input.
 */
export async function extractInvoice(
  bytes: Uint8Array,
  contentType: string,
  options: ExtractOptions = {},
): Promise<ExtractionResult> {
  const started = performance.now();
  const timeoutMs = options.timeoutMsPerPage ?? DEFAULT_TIMEOUT_MS;
  const warnings: string[] = [];
  const languages = ocrLanguages(options.languages, warnings);
  const kind = sniffKind(bytes, contentType);
  const finish = (
    partial: Omit<ExtractionResult, 'warnings' | 'timings' | 'words'>,
    words: Token[],
    perPageMs: number[],
    ocrMs: number,
  ): ExtractionResult => ({
    ...partial,
    document_type_field: partial.document_type_field ?? statedDocumentType(partial),
    warnings,
    words,
    timings: {
      total_ms: Math.round(performance.now() - started),
      per_page_ms: perPageMs,
      ocr_ms: Math.round(ocrMs),
    },
  });

  if (kind === 'xml') {
    return finish(
      { ...readBareEInvoice(bytes), pages: 1 },
      [],
      [Math.round(performance.now() - started)],
      0,
    );
  }

  if (kind !== 'pdf' && options.ocrWords?.length) {
    // Read before: its words are what OCR would give again.
    const words = options.ocrWords;
    return finish(
      { source: 'ocr', pages: 1, ...fromTokens(words, 'ocr', options) },
      words,
      [Math.round(performance.now() - started)],
      0,
    );
  }

  if (kind !== 'pdf') {
    const { image, scale, layout } = await prepareImage(bytes, kind);
    const ocrStarted = performance.now();
    let ocr;
    try {
      await withTimeout(ocrWorkerReady(languages), OCR_START_LIMIT_MS, 'Starting OCR');
      ocr = await withTimeout(
        ocrImage(image, 1, languages, scale, layout),
        timeoutMs,
        'OCR of the image',
      );
    } catch (error) {
      await abandonOcr(languages);
      throw error;
    }
    const ocrMs = performance.now() - ocrStarted;
    if (ocr.tokens.length === 0) warnings.push('OCR found no text in the image');
    return finish(
      { source: 'ocr', pages: 1, ...fromTokens(ocr.tokens, 'ocr', options) },
      ocr.tokens,
      [Math.round(performance.now() - started)],
      ocrMs,
    );
  }

  const doc = await withTimeout(openPdf(bytes), timeoutMs, 'Opening the PDF');
  try {
    if (doc.numPages === 0) throw new ExtractionError('corrupt', 'The PDF has no pages');
    const xml = await readEmbeddedXml(doc, warnings);
    if (xml) {
      const hasNumber = xml.fields.invoice_number && xml.fields.total_amount;
      if (hasNumber) return finish({ ...xml, pages: doc.numPages }, [], [], 0);
      warnings.push(
        'Embedded e-invoice XML lacks an invoice number or total; reading the pages instead',
      );
    }
    const read = await readPages(doc, timeoutMs, languages, warnings, {
      maxOcrPages: options.maxOcrPages,
      ocrWords: options.ocrWords,
    });
    if (read.tokens.length === 0) warnings.push('No text found on any page');
    const textPages = doc.numPages - read.ocrPages - read.unreadPages.length;
    // A page that kept its text layer and added OCR's words of its images makes it mixed.
    const source =
      read.ocrPages === 0 ? 'text' : textPages === 0 && !read.mixedPages ? 'ocr' : 'mixed';
    const extracted = fromTokens(read.tokens, source === 'text' ? 'text' : 'ocr', options);
    const unread = read.unreadNote
      ? { unread_pages: { pages: read.unreadPages, note: read.unreadNote } }
      : {};
    return finish(
      { source, pages: doc.numPages, ...extracted, ...unread },
      read.ocrTokens,
      read.perPageMs,
      read.ocrMs,
    );
  } finally {
    await doc.destroy();
  }
}
