/**
 * Bounds on the pixels OCR works with. Canvas and decoder memory is native (outside V8's heap),
 * so Node's heap limits do not bound it, and it grows with the square of a page's size: a
 * 331-byte PDF with a 3,000 × 3,000 pt page rendered at 200 dpi is 69 megapixels, and its canvas,
 * pixel copies and OCR buffers took a server from 0.5 to 1.9 GB (issue 21).
 */

/**
 * The most pixels a page or image is drawn at for OCR; larger ones are drawn smaller to fit. An
 * A4 page at the render's 200 dpi is 3.9 MP, Letter 3.7, Legal 4.8, A3 7.7, and an image is
 * drawn 2,000 px wide (an A4 scan: 5.7 MP), so every page up to A3 is read exactly as before.
 */
export const MAX_OCR_PIXELS = 8_000_000;

/** The longest side of an OCR canvas: a page 10 pt wide and 14,400 pt tall has few pixels but a
 * side far beyond what a canvas and tesseract handle. */
export const MAX_OCR_SIDE = 16_384;

/**
 * The most pixels an image may declare before it is decoded at all: the decoder allocates four
 * bytes a pixel at full size before anything can be scaled (200 MB at this limit). A 600-dpi
 * A4 scan is 35 MP and a 48-megapixel phone photo 48.8 MP; both are read. Also the largest image
 * pdf.js decodes inside a PDF (its `maxImageSize`; larger ones are left out of the render).
 */
export const MAX_DECODED_PIXELS = 50_000_000;

/**
 * The scale to draw a `width` × `height` surface at: `wanted`, or less when that would pass
 * `maxPixels` or the longest side, so the drawn canvas (rounded up to whole pixels) fits.
 */
export function scaleToFit(
  width: number,
  height: number,
  wanted: number,
  maxPixels = MAX_OCR_PIXELS,
): number {
  let scale = Math.min(wanted, MAX_OCR_SIDE / width, MAX_OCR_SIDE / height);
  const pixels = width * scale * height * scale;
  if (pixels > maxPixels) scale *= Math.sqrt(maxPixels / pixels);
  // Canvases are whole pixels: shave the scale until the rounded-up size fits too.
  while (Math.ceil(width * scale) * Math.ceil(height * scale) > maxPixels) scale *= 0.999;
  return scale;
}
