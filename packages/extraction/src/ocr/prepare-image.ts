import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ExtractionError } from '../errors.js';
import { readImageHeader } from './image-header.js';
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
 * huge scans only cost time). Returns PNG bytes, the factor from original pixels to these and
 * whether to read it as a page or as a till receipt.
 */
export async function prepareImage(
  bytes: Uint8Array,
  kind: 'png' | 'jpeg',
): Promise<{
  png: Uint8Array;
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
  const scale = Math.min(3, target / image.width);
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return {
    png: new Uint8Array(canvas.toBuffer('image/png')),
    scale,
    width: image.width,
    height: image.height,
    layout: receipt ? 'receipt' : 'page',
  };
}
