import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { canvasToPnm } from '../src/ocr/pnm.js';
import { ocrImage, terminateOcr } from '../src/ocr/tesseract.js';

afterAll(async () => {
  await terminateOcr();
});

describe('OCR input as raw pixels (PNM)', () => {
  it('is a P6 header and the RGB of every pixel when any pixel has colour, alpha dropped', () => {
    const canvas = createCanvas(2, 1);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ff8000';
    ctx.fillRect(0, 0, 1, 1);
    ctx.fillStyle = '#0000ff';
    ctx.fillRect(1, 0, 1, 1);
    const pnm = canvasToPnm(ctx, 2, 1);
    const header = 'P6\n2 1\n255\n';
    expect(new TextDecoder().decode(pnm.subarray(0, header.length))).toBe(header);
    expect([...pnm.subarray(header.length)]).toEqual([255, 128, 0, 0, 0, 255]);
  });

  it('is a P5 header and one byte a pixel when every pixel is grey', () => {
    const canvas = createCanvas(3, 1);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 3, 1);
    ctx.fillStyle = '#000000';
    ctx.fillRect(1, 0, 1, 1);
    ctx.fillStyle = '#808080';
    ctx.fillRect(2, 0, 1, 1);
    const pnm = canvasToPnm(ctx, 3, 1);
    const header = 'P5\n3 1\n255\n';
    expect(new TextDecoder().decode(pnm.subarray(0, header.length))).toBe(header);
    expect([...pnm.subarray(header.length)]).toEqual([255, 0, 128]);
  });

  it.each([
    ['grey print (P5)', '#000000'],
    ['coloured print (P6)', '#1a3c8c'],
  ])(
    'reads the same words from %s as from a PNG of the same pixels',
    { timeout: 120_000 },
    async (_kind, ink) => {
      const canvas = createCanvas(900, 260);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, 900, 260);
      ctx.fillStyle = ink;
      ctx.font = '40px sans-serif';
      ctx.fillText('Invoice number INV-2041', 40, 90);
      ctx.fillText('Total due 1,234.50 EUR', 40, 190);
      const fromPnm = await ocrImage(canvasToPnm(ctx, 900, 260), 1, ['eng']);
      const fromPng = await ocrImage(new Uint8Array(canvas.toBuffer('image/png')), 1, ['eng']);
      expect(fromPnm.tokens.map((t) => t.text).join(' ')).toContain('INV-2041');
      expect(fromPnm.tokens).toEqual(fromPng.tokens);
      expect(fromPnm.confidence).toBe(fromPng.confidence);
    },
  );
});
