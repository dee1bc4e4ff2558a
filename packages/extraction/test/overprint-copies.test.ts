import { describe, expect, it } from 'vitest';
import { dropOverprints } from '../src/pdf/overprint.js';
import type { Token } from '../src/types.js';

const word = (text: string, x: number, width: number, y = 100, height = 9): Token => ({
  text,
  page: 1,
  x,
  y,
  width,
  height,
});

const read = (tokens: Token[]): Array<[string, number]> =>
  dropOverprints(tokens).map((t) => [t.text, Math.round(t.x * 10) / 10]);

/**
 * A price "100,00 SEK" and an amount "100,00 SEK" in cells side by side, every word printed again
 * 0.4 pt to the right (fake bold, Times 9 pt): pdfjs joins each copy with the next word, so the
 * copy of "SEK" reads "SEK 100,00" over two cells, and where each joined word starts is only
 * known from a print of it elsewhere.
 */
const fakeBoldCells = (): Token[] => [
  word('100,00', 459, 24.75),
  word('100,00 SEK', 459.4, 43.6),
  word('SEK 100,00', 486.4, 45.86),
  word('100,00 SEK', 507.9, 43.6),
];

/** Copies of text printed over itself are dropped, whatever the page's other prints (issue 23 §1). */
describe('fake bold copies', () => {
  it('drops a copy standing a sixth of the size from where its word was estimated', () => {
    // "SEK" measured on the page only in the bold total (18.01 pt, 17.00 pt regular): its print
    // in the row is estimated 1.4 pt left of where its copy starts.
    const bold = word('SEK', 534.4, 18.01, 451);
    expect(read([...fakeBoldCells(), bold])).toEqual([
      ['100,00', 459],
      ['SEK', 485],
      ['100,00', 507.5],
      ['SEK', 533.5],
      ['SEK', 534.4],
    ]);
  });

  it('measures a word a copy was joined with by its print in the same row first', () => {
    const own = word('SEK', 534.9, 17);
    const bold = word('SEK', 534.4, 18.01, 451);
    expect(read([...fakeBoldCells(), own, bold]).slice(0, 2)).toEqual([
      ['100,00', 459],
      ['SEK', 486],
    ]);
  });

  it('drops the copy of a word measured by the spaces alone, in a monospaced font', () => {
    // "Printer paper 500" in Courier 8 pt (every glyph and space 4.8 pt), each word printed again
    // 0.4 pt to the right and joined by pdfjs with the next word; "paper" has no print of its own.
    expect(
      read([
        word('Printer', 42, 33.6, 100, 8),
        word('Printer paper', 42.4, 62, 100, 8),
        word('paper 500', 80.8, 42.8, 100, 8),
        word('500', 109.6, 14.4, 100, 8),
      ]).map(([text]) => text),
    ).toEqual(['Printer', 'paper', '500']);
  });

  it('keeps distinct glyphs side by side: a tightly tracked heading placed glyph by glyph', () => {
    // "Hill" at 24 pt with a letter spacing of -1 pt: the two l (5.3 pt wide) start 4.3 pt apart,
    // less than a fifth of the size, but overlap by less than half their width.
    const glyphs = [word('H', 40, 17.3, 60, 24), word('i', 56.3, 5.3, 60, 24)];
    const ls = [word('l', 60.6, 5.3, 60, 24), word('l', 64.9, 5.3, 60, 24)];
    expect(read([...glyphs, ...ls]).map(([text]) => text)).toEqual(['H', 'i', 'l', 'l']);
    // A quantity "1" and a price "1,00" side by side at 12 pt.
    const cells = [word('1', 300, 6.7, 100, 12), word('1,00', 308, 23.4, 100, 12)];
    expect(read(cells)).toEqual([
      ['1', 300],
      ['1,00', 308],
    ]);
  });
});
