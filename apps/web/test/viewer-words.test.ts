import { describe, expect, it } from 'vitest';
import { rotateBox } from '../src/features/invoices/viewer/viewer-rules';
import {
  characterOffsets,
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

describe('words cut at the measured advances of their characters', () => {
  /** Advances (any unit) of a proportional font: 'M' wide, 'i' narrow. */
  const ADVANCES: Record<string, number> = { M: 16, a: 10, r: 6, c: 9, h: 10, i: 4, ' ': 5 };
  const measure = (text: string) => ADVANCES[text] ?? 10; // digits 10
  /** 'March 2024' at 10 points, 48 points wide: March 51 + space 5 + 2024 40 = 96 units. */
  const march = { ...run('March 2024', 100, 742), width: 48, fontName: 'g_d0_f1' };

  it('gives each word the measured share of the run, scaled to the run’s real width', () => {
    const fonts: (string | undefined)[] = [];
    const words = wordsOfRuns([march], UPRIGHT, (text, fontName) => {
      fonts.push(fontName);
      return measure(text);
    });
    expect(words.map((word) => word.text)).toEqual(['March', '2024']);
    const [month, year] = words;
    // Half a point a unit: March ends at 51 units, 2024 starts after the space at 56.
    expect(month!.x).toBeCloseTo(100);
    expect(month!.width).toBeCloseTo(25.5);
    expect(year!.x).toBeCloseTo(128);
    expect(year!.width).toBeCloseTo(20);
    expect(month).toMatchObject({ y: 92, height: 10 });
    // Evenly (4.8 points a character) March would end 1.5 points early, before its "h".
    const [evenMonth, evenYear] = wordsOfRuns([march], UPRIGHT);
    expect(evenMonth!.width).toBeCloseTo(24);
    expect(evenYear!.x).toBeCloseTo(128.8);
    expect(new Set(fonts)).toEqual(new Set(['g_d0_f1']));
  });

  it('narrows the words of narrow characters', () => {
    // 'Mini' is 16 + 4 + 10 + 4 = 34 units, 'MMMM' 64: the same four characters, twice as wide.
    const [mini, mmmm] = wordsOfRuns(
      [{ ...run('Mini MMMM', 0, 742), width: 103 }],
      UPRIGHT,
      measure,
    );
    expect(mini!.width).toBeCloseTo(34);
    expect(mmmm!.x).toBeCloseTo(39);
    expect(mmmm!.width).toBeCloseTo(64);
  });

  it('splits evenly without a measure, or when it measures nothing usable', () => {
    const even = [0, 4.8, 9.6, 14.4, 19.2, 24, 28.8, 33.6, 38.4, 43.2, 48];
    const close = (offsets: number[]) => offsets.map((offset) => Math.round(offset * 1e6) / 1e6);
    expect(close(characterOffsets('March 2024', 48, undefined))).toEqual(even);
    expect(close(characterOffsets('March 2024', 48, 'f', () => 0))).toEqual(even);
    expect(close(characterOffsets('March 2024', 48, 'f', (t) => (t === 'a' ? NaN : 1)))).toEqual(
      even,
    );
    expect(close(characterOffsets('March 2024', 48, 'f', (t) => (t === 'a' ? -1 : 1)))).toEqual(
      even,
    );
    // The same advance for every character is the even split.
    expect(close(characterOffsets('March 2024', 48, 'f', () => 7))).toEqual(even);
  });

  it('measures a character outside the BMP once, both its code units starting where it does', () => {
    expect(characterOffsets('\u{1D7CF}a', 30, 'f', (t) => (t === 'a' ? 1 : 2))).toEqual([
      0, 0, 20, 30,
    ]);
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
