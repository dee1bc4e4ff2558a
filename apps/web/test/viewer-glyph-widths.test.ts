import { afterAll, describe, expect, it, vi } from 'vitest';
import { glyphMeasure } from '../src/features/invoices/viewer/glyph-widths';

/** A canvas context that answers each font's advances (the font set when measured) and counts
 * what it is asked. */
const measured: string[] = [];
const context = {
  font: '10px sans-serif',
  measureText(text: string) {
    measured.push(`${this.font}|${text}`);
    return { width: (this.font.includes('g_d1_f1') ? 50 : 60) * (text === 'i' ? 0.5 : 1) };
  },
};
const createElement = document.createElement.bind(document);
vi.spyOn(document, 'createElement').mockImplementation((name: string) =>
  name === 'canvas'
    ? ({ getContext: () => context } as unknown as HTMLCanvasElement)
    : createElement(name),
);
// pdf.js's FontFace for the PDF's font g_d1_f1 (loaded) and one still loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: [
    { family: 'g_d1_f1', status: 'loaded' },
    { family: '"g_d1_f2"', status: 'loading' },
  ],
});
afterAll(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'fonts');
});

describe('measuring characters on a canvas', () => {
  const styles = {
    g_d1_f1: { fontFamily: 'sans-serif' },
    g_d1_f2: { fontFamily: 'serif' },
  };

  it('measures in the font pdf.js loaded for the run, else in the family its styles give', () => {
    const measure = glyphMeasure(styles)!;
    expect(measure('M', 'g_d1_f1')).toBe(50);
    expect(measure('i', 'g_d1_f1')).toBe(25);
    expect(measure('M', 'g_d1_f2')).toBe(60);
    expect(measure('M', undefined)).toBe(60);
    expect(measured).toEqual([
      '100px "g_d1_f1", sans-serif|M',
      '100px "g_d1_f1", sans-serif|i',
      '100px serif|M',
      '100px sans-serif|M',
    ]);
  });

  it('measures each character of a font once, across pages', () => {
    measured.length = 0;
    const page2 = glyphMeasure(styles)!;
    for (const text of ['M', 'i', 'M', 'i']) page2(text, 'g_d1_f1');
    page2('a', 'g_d1_f1');
    expect(measured).toEqual(['100px "g_d1_f1", sans-serif|a']);
  });
});
