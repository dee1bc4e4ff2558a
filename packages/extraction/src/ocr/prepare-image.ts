import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { ExtractionError } from '../errors.js';
import { readImageHeader } from './image-header.js';
import { scaleToFit } from './pixel-limits.js';
import { canvasToPnm } from './pnm.js';
import { removeSlantedLines } from './slanted-lines.js';
import type { OcrLayout } from './tesseract.js';

/** Width tesseract reads invoices best at: about 200–250 dpi for an A4/Letter page. */
const PAGE_WIDTH = 2000;
/**
 * A till receipt is a strip of 58–80 mm paper: at the same print resolution it is about 1000 px
 * wide. Upscaling it to a page's width only costs time (tesseract's time grows with the pixels)
 * and measured no more characters right on the receipt scans.
 */
const RECEIPT_WIDTH = 1000;
const isReceiptStrip = (width: number, height: number): boolean =>
  height / width > 1.6 && width < 1300;

/**
 * Decodes an image and rescales it to a width tesseract reads well (small renders are too coarse,
 * huge scans only cost time), within MAX_OCR_PIXELS (a very tall image is drawn narrower). Returns the pixels for OCR (a PNM, see pnm.ts), the factor from
 * original pixels to these and whether to read it as a page or as a till receipt.
 */
export async function prepareImage(
  bytes: Uint8Array,
  kind: 'png' | 'jpeg',
): Promise<{
  image: Uint8Array;
  scale: number;
  width: number;
  height: number;
  layout: OcrLayout;
}> {
  readImageHeader(bytes, kind);
  let image;
  try {
    image = await loadImage(Buffer.from(bytes));
  } catch (error) {
    throw new ExtractionError('corrupt', 'The image could not be decoded', { cause: error });
  }
  if (!image.width || !image.height)
    throw new ExtractionError('corrupt', 'The image has no pixels');
  const receipt = isReceiptStrip(image.width, image.height);
  const target = receipt ? RECEIPT_WIDTH : PAGE_WIDTH;
  const scale = scaleToFit(image.width, image.height, Math.min(3, target / image.width));
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  eraseSlantedLines(context, width, height);
  return {
    image: canvasToPnm(context, width, height),
    scale,
    width: image.width,
    height: image.height,
    layout: receipt ? 'receipt' : 'page',
  };
}

/**
 * Erases lines struck across the page at a slant (see slanted-lines.ts) from a canvas about to be
 * read by OCR. Returns how many were erased.
 */
export function eraseSlantedLines(context: SKRSContext2D, width: number, height: number): number {
  const pixels = context.getImageData(0, 0, width, height);
  const rgba = pixels.data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i += 1)
    gray[i] =
      ((rgba[i * 4] as number) * 299 +
        (rgba[i * 4 + 1] as number) * 587 +
        (rgba[i * 4 + 2] as number) * 114) /
      1000;
  const before = gray.slice();
  const erased = removeSlantedLines({ width, height, data: gray });
  if (!erased) return 0;
  for (let i = 0; i < gray.length; i += 1) {
    if (gray[i] === before[i]) continue;
    rgba[i * 4] = 255;
    rgba[i * 4 + 1] = 255;
    rgba[i * 4 + 2] = 255;
  }
  context.putImageData(pixels, 0, 0);
  return erased;
}
