import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { eraseSlantedLines } from '../ocr/prepare-image.js';
import { scaleToFit } from '../ocr/pixel-limits.js';
import { canvasToPnm } from '../ocr/pnm.js';
import type { Region } from './image-regions.js';

/** Draws one PDF page (or only `region` of it, in points from its top left) on white at `dpi`
 * (less for a page larger than MAX_OCR_PIXELS allows at it) and erases slanted strokes (the
 * image OCR reads). */
async function renderPage(page: PDFPageProxy, dpi: number, region?: Region) {
  const size = page.getViewport({ scale: 1 });
  const scale = scaleToFit(size.width, size.height, dpi / 72);
  const viewport = page.getViewport({ scale });
  const area = region ?? { x: 0, y: 0, width: size.width, height: size.height };
  const canvas = createCanvas(Math.ceil(area.width * scale), Math.ceil(area.height * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(-area.x * scale, -area.y * scale);
  // pdfjs types the canvas as a DOM canvas; @napi-rs/canvas implements the same 2D API in Node.
  type RenderArgs = Parameters<PDFPageProxy['render']>[0];
  await page.render({ canvas, canvasContext: context, viewport } as unknown as RenderArgs).promise;
  context.setTransform(1, 0, 0, 1, 0, 0);
  eraseSlantedLines(context, canvas.width, canvas.height);
  return { canvas, context, scale };
}

/** Rasterizes one PDF page to PNG bytes (as OCR would see it). */
export async function renderPageToPng(
  page: PDFPageProxy,
  dpi = 200,
): Promise<{ png: Uint8Array; scale: number }> {
  const { canvas, scale } = await renderPage(page, dpi);
  return { png: new Uint8Array(canvas.toBuffer('image/png')), scale };
}

/**
 * Rasterizes a page without a text layer (or the `region` of it that holds text drawn as images)
 * for OCR, as raw pixels (see canvasToPnm). 200 dpi: the
 * 8–9 pt print of an invoice's item table has an x-height of ~12 px there; at 150–170 dpi
 * tesseract still read the header fields of such a page but lost item lines (measured on the
 * corpus's outline-only page), so the page is not rendered smaller to save time.
 */
export async function renderPageForOcr(
  page: PDFPageProxy,
  dpi = 200,
  region?: Region,
): Promise<{ image: Uint8Array; scale: number }> {
  const { canvas, context, scale } = await renderPage(page, dpi, region);
  return { image: canvasToPnm(context, canvas.width, canvas.height), scale };
}
