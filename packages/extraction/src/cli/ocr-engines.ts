import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ocrImage } from '../ocr/tesseract.js';
import { prepareImage } from '../ocr/prepare-image.js';
import type { Token } from '../types.js';

/** One OCR engine as the comparison sees it: image bytes in, positioned word tokens out. */
export interface OcrEngine {
  name: string;
  read(bytes: Uint8Array, kind: 'png' | 'jpeg', path: string): Promise<Token[]>;
  close(): Promise<void>;
}

export const tesseractEngine: OcrEngine = {
  name: 'tesseract.js',
  async read(bytes, kind) {
    const { image, scale, layout } = await prepareImage(bytes, kind);
    return (await ocrImage(image, 1, ['eng'], scale, layout)).tokens;
  },
  close: async () => undefined,
};

interface PaddleLine {
  text: string;
  box?: number[][];
}
interface PaddleOcr {
  detect(path: string): Promise<PaddleLine[]>;
}

/** A PaddleOCR line becomes word tokens, each word given a share of the line box by its length. */
function lineTokens(line: PaddleLine): Token[] {
  const xs = (line.box ?? []).map((p) => p[0] ?? 0);
  const ys = (line.box ?? []).map((p) => p[1] ?? 0);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const width = Math.max(...xs) - x0;
  const height = Math.max(...ys) - y0;
  const words = line.text.trim().split(/\s+/).filter(Boolean);
  const perChar = width / Math.max(1, line.text.trim().length);
  let at = 0;
  const out: Token[] = [];
  for (const word of words) {
    const start = line.text.trim().indexOf(word, at);
    out.push({
      text: word,
      page: 1,
      x: x0 + start * perChar,
      y: y0,
      width: word.length * perChar,
      height,
    });
    at = start + word.length;
  }
  return out;
}

/**
 * PaddleOCR (PP-OCRv4 through onnxruntime-node, as @gutenye/ocr-node packages it), loaded from a
 * node_modules folder outside the project: it is measured, not shipped (see the README).
 */
export async function paddleEngine(nodeModules: string): Promise<OcrEngine> {
  const require = createRequire(join(nodeModules, 'noop.js'));
  const entry = require.resolve('@gutenye/ocr-node');
  const module = (await import(entry)) as { default: { create(): Promise<PaddleOcr> } };
  const ocr = await module.default.create();
  return {
    name: 'paddleocr (@gutenye/ocr-node)',
    read: async (_bytes, _kind, path) => (await ocr.detect(path)).flatMap(lineTokens),
    close: async () => undefined,
  };
}
