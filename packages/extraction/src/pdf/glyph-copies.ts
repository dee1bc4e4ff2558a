import type { Token } from '../types.js';

/** How far a token must start before the previous one ends to overlap it (points): glyphs of one
 * word touch, copies printed over them overlap by nearly a glyph. */
const OVERLAP = 0.1;
/** How far apart two prints of one row may stand vertically (points): a shadow is offset by
 * a fraction of a point. */
const SAME_ROW = 1;

/** The text with each glyph printed `times` times in a row, once each (spaces, which producers
 * do not print, stay single); null where the text is not so. */
function once(text: string, times: number): string | null {
  let out = '';
  for (let i = 0; i < text.length;) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      if (!out.endsWith(' ')) out += ' ';
      i += 1;
      continue;
    }
    if (text.slice(i, i + times) !== ch.repeat(times)) return null;
    out += ch;
    i += times;
  }
  return out.trim() ? out.trim() : null;
}

/**
 * Joins text printed glyph by glyph with every glyph printed two or three times over itself
 * (fake bold by a producer that places each glyph). pdfjs reports such a row as overlapping
 * pieces ("C", "Co", "on", … or "ullt" where a narrow glyph's copies join the next glyph) whose
 * texts, read in print order, are every glyph two or three times in turn: "CCoonnssuullt…". A
 * run of overlapping tokens on one row whose joined text is so is one token of the text once,
 * spanning them all. Runs printed over themselves whole ("Amount", "Amount") are left to
 * dropOverprints.
 */
export function joinGlyphCopies(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length;) {
    let j = i + 1;
    let right = tokens[i]!.x + tokens[i]!.width;
    while (j < tokens.length) {
      const prev = tokens[j - 1]!;
      const next = tokens[j]!;
      const overlaps =
        next.page === prev.page &&
        Math.abs(next.y - prev.y) <= SAME_ROW &&
        next.x < prev.x + prev.width - OVERLAP &&
        next.x > prev.x;
      if (!overlaps) break;
      right = Math.max(right, next.x + next.width);
      j += 1;
    }
    const run = tokens.slice(i, j);
    const joined = run.map((t) => t.text).join('');
    const text = run.length > 1 ? (once(joined, 3) ?? once(joined, 2)) : null;
    if (text) {
      const first = run[0]!;
      out.push({ ...first, text, width: right - first.x });
    } else out.push(...run);
    i = j;
  }
  return out;
}
