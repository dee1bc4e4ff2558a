import { ExtractionError } from '../errors.js';
import { MAX_DECODED_PIXELS } from './pixel-limits.js';

/**
 * Checks that an image's header is complete before any native decoder sees it: the canvas
 * decoder crashes the whole process (not an exception) on a PNG cut before its IHDR chunk.
 * Returns the pixel size declared by the header; an image larger than MAX_DECODED_PIXELS is
 * refused here, before its decoder allocates memory for it.
 */
export function readImageHeader(
  bytes: Uint8Array,
  kind: 'png' | 'jpeg',
): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const corrupt = (why: string): never => {
    throw new ExtractionError('corrupt', `The image is damaged: ${why}`);
  };
  if (kind === 'png') {
    if (bytes.length < 33) corrupt('PNG header is incomplete');
    const type = String.fromCharCode(...bytes.subarray(12, 16));
    if (type !== 'IHDR' || view.getUint32(8) !== 13) corrupt('PNG has no IHDR chunk');
    const size = { width: view.getUint32(16), height: view.getUint32(20) };
    if (!size.width || !size.height) corrupt('PNG size is invalid');
    refuseHuge(size);
    if (
      !String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 4096))).includes('IDAT') &&
      !hasChunk(bytes, 'IDAT')
    )
      corrupt('PNG has no image data');
    return size;
  }
  // JPEG: walk the marker segments up to a start-of-frame, which carries the size.
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) corrupt('JPEG marker expected');
    const marker = bytes[at + 1] ?? 0;
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const size = { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      if (!size.width || !size.height) corrupt('JPEG size is invalid');
      refuseHuge(size);
      if (bytes.length < at + 2 + length + 64) corrupt('JPEG is truncated');
      return size;
    }
    at += 2 + length;
  }
  return corrupt('JPEG has no frame header');
}

function refuseHuge({ width, height }: { width: number; height: number }): void {
  if (width * height <= MAX_DECODED_PIXELS) return;
  throw new ExtractionError(
    'unsupported',
    `The image is too large to read: ${width} × ${height} pixels (at most ${MAX_DECODED_PIXELS / 1e6} megapixels; scan at 600 dpi or less)`,
  );
}

function hasChunk(bytes: Uint8Array, name: string): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === name) return true;
    at += 12 + length;
  }
  return false;
}
