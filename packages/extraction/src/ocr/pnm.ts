import type { SKRSContext2D } from '@napi-rs/canvas';

/**
 * The canvas's pixels as a binary PNM for tesseract (leptonica reads it directly): no PNG
 * compression here (0.15–0.5 s of CPU on a page) and no PNG decoding in the OCR worker. A canvas
 * whose every pixel is grey (a render of black print) is sent as greyscale (P5, one byte a
 * pixel), which tesseract reads in a third of the time of colour; any other as RGB (P6). Either
 * way tesseract sees the same values as from a PNG of the canvas, so it reads the same text.
 * Alpha is dropped: every canvas read by OCR is painted on white first.
 */
export function canvasToPnm(context: SKRSContext2D, width: number, height: number): Uint8Array {
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = isGrey(rgba);
  const header = new TextEncoder().encode(`${grey ? 'P5' : 'P6'}\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height * (grey ? 1 : 3));
  out.set(header);
  if (grey) {
    for (let i = 0, o = header.length; i < rgba.length; i += 4, o += 1) out[o] = rgba[i] as number;
    return out;
  }
  for (let i = 0, o = header.length; i < rgba.length; i += 4, o += 3) {
    out[o] = rgba[i] as number;
    out[o + 1] = rgba[i + 1] as number;
    out[o + 2] = rgba[i + 2] as number;
  }
  return out;
}

function isGrey(rgba: Uint8ClampedArray): boolean {
  for (let i = 0; i < rgba.length; i += 4)
    if (rgba[i] !== rgba[i + 1] || rgba[i] !== rgba[i + 2]) return false;
  return true;
}
