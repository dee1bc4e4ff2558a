import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { eraseSlantedLines } from '../ocr/prepare-image.js';

/** Rasterizes one PDF page to PNG bytes (for OCR of pages without a text layer). */
export async function renderPageToPng(
  page: PDFPageProxy,
  dpi = 200,
): Promise<{ png: Uint8Array; scale: number }> {
  const scale = dpi / 72;
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdfjs types the canvas as a DOM canvas; @napi-rs/canvas implements the same 2D API in Node.
  type RenderArgs = Parameters<PDFPageProxy['render']>[0];
  await page.render({ canvas, canvasContext: context, viewport } as unknown as RenderArgs).promise;
  eraseSlantedLines(context, canvas.width, canvas.height);
  return { png: new Uint8Array(canvas.toBuffer('image/png')), scale };
}
