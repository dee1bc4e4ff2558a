import { describe, expect, it } from 'vitest';
import { rotateBox } from '../src/features/invoices/viewer/viewer-rules';
import {
  pickedText,
  uprightPoint,
  wordAt,
  wordsOfRuns,
} from '../src/features/invoices/viewer/words';

/** An A4 page's viewport transform at scale 1, as pdf.js gives it: PDF space (bottom-left
 * origin) to top-left points. */
const A4 = { width: 595, height: 842 };
const UPRIGHT = [1, 0, 0, -1, 0, A4.height];

/** A run of 10-point text starting at (x, baseline) in PDF space, 6 points per character. */
const run = (str: string, x: number, baseline: number) => ({
  str,
  transform: [10, 0, 0, 10, x, baseline],
  width: str.length * 6,
});

describe('words of a page', () => {
  it('splits a run at spaces, each word getting its share of the width', () => {
    const words = wordsOfRuns([run('Invoice No: INV-42', 100, 742)], UPRIGHT);
    expect(words.map((word) => word.text)).toEqual(['Invoice', 'No:', 'INV-42']);
    const [invoice, , number] = words;
    // 100 points from the left; the baseline 100 points from the top, the box from the ascent.
    expect(invoice).toMatchObject({ x: 100, width: 42, y: 92, height: 10 });
    expect(number!.x).toBeCloseTo(100 + 12 * 6);
    expect(number!.width).toBeCloseTo(36);
  });

  it('leaves out empty and turned runs', () => {
    const turned = { str: 'SIDEWAYS', transform: [0, 10, -10, 0, 50, 50], width: 48 };
    expect(wordsOfRuns([run('   ', 0, 0), turned, run('', 1, 1)], UPRIGHT)).toEqual([]);
  });

  it('reads a page the producer turned with /Rotate in upright coordinates', () => {
    // A landscape page stored portrait with /Rotate 90: pdf.js's viewport turns it.
    const turnedViewport = [0, 1, 1, 0, 0, 0];
    const sideways = { str: 'Total', transform: [0, 10, -10, 0, 200, 100], width: 30 };
    const [word] = wordsOfRuns([sideways], turnedViewport);
    expect(word).toMatchObject({ text: 'Total', x: 100, width: 30 });
  });
});

describe('the word under a click', () => {
  const words = wordsOfRuns([run('Total: 1,234.50 EUR', 300, 142)], UPRIGHT);

  it('finds the word whose box holds the point', () => {
    const amount = words[1]!;
    expect(wordAt(words, amount.x + 1, amount.y + 5)?.text).toBe('1,234.50');
  });

  it('takes the nearest word a few points away, and nothing farther', () => {
    const eur = words[2]!;
    expect(wordAt(words, eur.x + eur.width + 2, eur.y + 5)?.text).toBe('EUR');
    expect(wordAt(words, eur.x + eur.width + 10, eur.y + 5)).toBeNull();
    expect(wordAt([], 0, 0)).toBeNull();
  });

  it('turns a point on a rotated page back into upright coordinates', () => {
    const amount = words[1]!;
    const middle = { x: amount.x + amount.width / 2, y: amount.y + amount.height / 2 };
    for (const rotation of [0, 90, 180, 270]) {
      // Where the word's middle is shown at 150 %: the turned box, scaled.
      const scale = 1.5 * (96 / 72);
      const shown = rotateBox({ ...middle, width: 0, height: 0 }, A4.width, A4.height, rotation);
      const back = uprightPoint(
        shown.x * scale,
        shown.y * scale,
        scale,
        rotation,
        A4.width,
        A4.height,
      );
      expect(back.x).toBeCloseTo(middle.x);
      expect(back.y).toBeCloseTo(middle.y);
      expect(wordAt(words, back.x, back.y)?.text).toBe('1,234.50');
    }
  });

  it('puts the word in the field without the punctuation that ends a label', () => {
    expect(pickedText('Total:')).toBe('Total');
    expect(pickedText('1,234.50')).toBe('1,234.50');
    expect(pickedText('GmbH,')).toBe('GmbH');
  });
});
