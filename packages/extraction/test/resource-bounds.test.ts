import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoice, ExtractionError, MAX_OCR_PIXELS, terminateOcr } from '../src/index.js';
import { createExtractionRunner } from '../src/isolated/index.js';
import { scaleToFit } from '../src/ocr/pixel-limits.js';
import { buildPdf } from './helpers/hand-made-pdfs.js';

/** Issue 21: what one small file may cost the server that reads it. */

afterAll(async () => {
  await terminateOcr();
});

/** A page of `size` points square with a framed "INV 7" drawn as strokes (straight-line
 * letters, no text layer, as a scan), so it is rendered and OCR'd. (A printed word would stay the
 * text layer's: OCR adds words only where the text layer has none.) */
function squarePagePdf(size: number): Uint8Array {
  const y = size / 2;
  const letters = [
    `400 ${y} m 400 ${y + 300} l`,
    `480 ${y} m 480 ${y + 300} l 680 ${y} l 680 ${y + 300} l`,
    `740 ${y + 300} m 840 ${y} l 940 ${y + 300} l`,
    `1100 ${y + 300} m 1280 ${y + 300} l 1160 ${y} l`,
  ].join(' ');
  const content = `30 w ${letters} S 50 50 ${size - 100} ${size - 100} re S`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size} ${size}] /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}

/** Blank pages (no text layer): each goes to OCR. */
function blankPagesPdf(count: number): Uint8Array {
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...Array.from(
      { length: count },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ),
  ]);
}

/** A JPEG that is only headers: a start-of-frame declaring `width` × `height`, then filler. */
function jpegHeader(width: number, height: number): Uint8Array {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255];
  const components = [0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return new Uint8Array([0xff, 0xd8, ...sof, ...components, ...new Array<number>(200).fill(0)]);
}

const rssMb = () => process.memoryUsage.rss() / 1048576;

const childPids = () =>
  readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean);

/** This process's RSS and its children's (the extraction runner reads in a child process). */
function treeRssMb(): number {
  let kb = 0;
  for (const pid of childPids()) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return rssMb() + kb / 1024;
}

describe('pixels drawn for OCR are bounded', () => {
  it('keeps A4 at 200 dpi as it was and fits a huge page within the limit', () => {
    expect(scaleToFit(595, 842, 200 / 72)).toBe(200 / 72);
    const scale = scaleToFit(3000, 3000, 200 / 72);
    expect(Math.ceil(3000 * scale) ** 2).toBeLessThanOrEqual(MAX_OCR_PIXELS);
    expect(Math.ceil(3000 * scale) ** 2).toBeGreaterThan(MAX_OCR_PIXELS * 0.99);
    // A thin, very tall page: few pixels, but no side past what a canvas holds.
    expect(Math.ceil(14_400 * scaleToFit(10, 14_400, 200 / 72))).toBeLessThanOrEqual(16_384);
  });

  it(
    'reads a small PDF with a 3,000 × 3,000 pt page with the processes under 700 MB more RSS',
    { timeout: 120_000 },
    async () => {
      const pdf = squarePagePdf(3000);
      expect(pdf.length).toBeLessThan(1024);
      // As the server runs it: in an extraction reader process (its RSS counts with ours).
      const runner = createExtractionRunner();
      const before = treeRssMb();
      let peak = before;
      const readers = new Set<string>();
      const sampler = setInterval(() => {
        peak = Math.max(peak, treeRssMb());
        for (const pid of childPids())
          try {
            readers.add(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
          } catch {
            // ended meanwhile
          }
      }, 20);
      try {
        const result = await runner.extract(pdf, 'application/pdf');
        expect(result.source).toBe('ocr');
        expect(result.words.map((w) => w.text).join(' ')).toMatch(/INV/);
      } finally {
        clearInterval(sampler);
        await runner.close();
      }
      // Unbounded, the 69-megapixel render took this from ~0.3 to ~1.8 GB (measured).
      expect(peak - before).toBeLessThan(700);
      // The reader ran with the default heap limits.
      const reader = [...readers].find((cmd) => cmd.includes('worker-entry.mjs'));
      expect(reader).toContain('--max-old-space-size=384');
    },
  );

  it('refuses an image whose header declares too many pixels, before decoding it', async () => {
    const started = rssMb();
    const error = await extractInvoice(jpegHeader(60_000, 60_000), 'image/jpeg').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).code).toBe('unsupported');
    expect((error as Error).message).toContain('too large');
    // Decoding 3.6 gigapixels would have taken 14 GB first.
    expect(rssMb() - started).toBeLessThan(50);
  });
});

describe('pages OCR’d per document are bounded', () => {
  it(
    'reads the first maxOcrPages scanned pages and names the rest',
    { timeout: 120_000 },
    async () => {
      const result = await extractInvoice(blankPagesPdf(5), 'application/pdf', { maxOcrPages: 2 });
      expect(result.pages).toBe(5);
      expect(result.timings.per_page_ms).toHaveLength(5);
      expect(result.unread_pages).toEqual({
        pages: [3, 4, 5],
        note: 'Pages 3–5 were not read: OCR reads at most 2 scanned pages of a document',
      });
      expect(result.warnings).toContain(result.unread_pages!.note);
    },
  );

  it('leaves nothing unread within the limit', { timeout: 120_000 }, async () => {
    const result = await extractInvoice(blankPagesPdf(2), 'application/pdf', { maxOcrPages: 2 });
    expect(result.unread_pages).toBeUndefined();
  });
});
