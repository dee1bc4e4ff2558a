import { sampleInvoices } from '@procure/fixtures/invoices';
import {
  BASELINE_TRAITS,
  layoutOfSample,
  renderLayoutPdf,
  type LayoutTraits,
} from '@procure/fixtures/layouts';
import { describe, expect, it } from 'vitest';
import { buildLines } from '../src/layout/lines.js';
import { joinGlyphCopies } from '../src/pdf/glyph-copies.js';
import { dropOverprints } from '../src/pdf/overprint.js';
import { openPdf } from '../src/pdf/pdfjs.js';
import { readTextTokens } from '../src/pdf/text-layer.js';
import type { Token } from '../src/types.js';

/** The first page's tokens of the first sample printed with one `producer` value. */
async function tokensOf(
  producer: LayoutTraits['producer'],
  variant = 0,
  text: LayoutTraits['text'] = 'cell-runs',
): Promise<Token[]> {
  const invoice = layoutOfSample(sampleInvoices()[0]!);
  const bytes = await renderLayoutPdf(invoice, { ...BASELINE_TRAITS, producer, text }, { variant });
  const doc = await openPdf(bytes);
  try {
    return await readTextTokens(await doc.getPage(1), 1);
  } finally {
    await doc.destroy();
  }
}

const at = (t: Token): [string, number, number, number] => [
  t.text,
  Math.round(t.x),
  Math.round(t.y),
  Math.round(t.height),
];

/** Text layers of real PDF producers read as pdf-lib's clean runs (issue 23 §1). */
describe('text layers of other PDF producers', () => {
  it.each([0, 1])(
    'reads a run printed two or three times over itself once (variant %i)',
    async (v) => {
      const plain = (await tokensOf('plain', v)).map(at);
      expect((await tokensOf('overprint', v)).map(at)).toEqual(plain);
    },
  );

  it('keeps the same word printed apart, and a different text at the same place', () => {
    const token = (text: string, x: number, y = 100): Token => ({
      text,
      page: 1,
      x,
      y,
      width: 20,
      height: 9,
    });
    const tokens = [token('12', 40), token('12', 40.5), token('12', 80), token('13', 40.3)];
    expect(dropOverprints(tokens).map((t) => [t.text, t.x])).toEqual([
      ['12', 40],
      ['12', 80],
      ['13', 40.3],
    ]);
    expect(dropOverprints([token('12', 40), { ...token('12', 40), page: 2 }])).toHaveLength(2);
  });

  it('splits a glyph printed twice in turn from the next glyph pdfjs joined it with', () => {
    // "Des" with every glyph printed again 0.4 pt to the right: pdfjs reports "D", "De", "es", "s".
    const glyph = (text: string, x: number, width: number): Token => ({
      text,
      page: 1,
      x,
      y: 100,
      width,
      height: 9,
    });
    const read = dropOverprints([
      glyph('D', 42, 6.5),
      glyph('De', 42.4, 11.1),
      glyph('es', 48.9, 9.6),
      glyph('s', 53.9, 5),
    ]);
    expect(read.map((t) => [t.text, Math.round(t.x)])).toEqual([
      ['D', 42],
      ['e', 49],
      ['s', 54],
    ]);
  });

  it('places a word a copy was joined with where its own print is (Courier, three prints)', () => {
    // "Printer paper 500", each word printed at +0, +0.25 and +0.5 pt: pdfjs joins each third
    // print with the next word, whose own start is only known from its own print's width.
    const word = (text: string, x: number, width: number): Token => ({
      text,
      page: 1,
      x,
      y: 100,
      width,
      height: 8,
    });
    const read = dropOverprints([
      word('Printer', 42, 33.6),
      word('Printer', 42.25, 33.6),
      word('Printer paper', 42.5, 61.9),
      word('paper', 80.65, 24),
      word('paper 500', 80.9, 42.7),
      word('500', 109.45, 14.4),
      word('500', 109.7, 14.4),
    ]);
    expect(read.map((t) => [t.text, Math.round(t.x * 10) / 10])).toEqual([
      ['Printer', 42],
      ['paper', 80.4],
      ['500', 109.2],
    ]);
  });

  it.each([0, 1])(
    'reads glyphs placed one by one and each printed again over itself once (variant %i)',
    async (v) => {
      // pdfjs joins each copy with the next glyph: "C", "Co", "on", … and "ullt" after a narrow l.
      const lines = (tokens: Token[]): string[] => buildLines(tokens).map((l) => l.text);
      const plain = lines(await tokensOf('plain', v, 'glyph-runs'));
      expect(lines(await tokensOf('overprint', v, 'glyph-runs'))).toEqual(plain);
    },
  );

  it('joins only overlapping pieces whose glyphs are all printed again', () => {
    const piece = (text: string, x: number, width: number): Token => ({
      text,
      page: 1,
      x,
      y: 100,
      width,
      height: 9,
    });
    // "Ball" overprinted glyph by glyph, then a word of its own touching it, not overlapping.
    const read = joinGlyphCopies([
      piece('B', 42, 6),
      piece('Ba', 42.4, 11),
      piece('al', 48.4, 7),
      piece('ll', 53.4, 2.4),
      piece('l', 55.4, 2),
      piece('ll', 57.4, 4),
    ]);
    expect(read.map((t) => [t.text, t.x, Math.round(t.width * 10) / 10])).toEqual([
      ['Ball', 42, 15.4],
      ['ll', 57.4, 4],
    ]);
    // Overlapping pieces of other text (a kerned pair) stay as they are.
    const kerned = [piece('AV', 42, 12), piece('Va', 53.5, 11)];
    expect(joinGlyphCopies(kerned)).toEqual(kerned);
  });

  it('takes the font size from the vertical scale: condensed text (Tz 85) stands where it did', async () => {
    const plain = (await tokensOf('plain')).map(at);
    for (const variant of [0, 1])
      expect((await tokensOf('char-spacing', variant)).map(at)).toEqual(plain);
  });

  it.each([0, 1, 2, 3])(
    'reads a page stored turned by /Rotate 90 or 270 as seen (variant %i)',
    async (v) => {
      // Odd variants also move the media box off 0,0.
      expect((await tokensOf('rotated-page', v)).map(at)).toEqual(
        (await tokensOf('plain', v)).map(at),
      );
    },
  );

  it('reads a page drawn as a scaled form XObject at its scaled size and place', async () => {
    const plain = await tokensOf('plain');
    const form = await tokensOf('form-xobject');
    expect(form.map((t) => t.text)).toEqual(plain.map((t) => t.text));
    // Drawn at 0.94 from (18, 25) on a page of the same size: y from the top moves accordingly.
    const height = 841.89;
    for (const [i, t] of form.entries()) {
      const p = plain[i]!;
      expect(t.height).toBeCloseTo(p.height * 0.94, 2);
      expect(t.x).toBeCloseTo(18 + p.x * 0.94, 1);
      const baseline = p.y + p.height * 0.8;
      expect(t.y + t.height * 0.8).toBeCloseTo(height - (25 + (height - baseline) * 0.94), 1);
    }
  });

  it('reads rows whose words are placed by TJ kerning as the same words', async () => {
    const words = (tokens: Token[]): string[] =>
      tokens.flatMap((t) => t.text.split(/\s+/)).filter(Boolean);
    for (const variant of [0, 1])
      expect(words(await tokensOf('tj-spacing', variant))).toEqual(
        words(await tokensOf('plain', variant)),
      );
  });
});
