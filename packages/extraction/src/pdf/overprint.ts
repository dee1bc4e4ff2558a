import type { Token } from '../types.js';

/** How far apart, in points, two prints of the same text may stand and still be one print: fake
 * bold and shadow copies stand 0.2–0.6 pt apart; two real words of a page never this close. */
const OVERPRINT_TOLERANCE = 1;

/** A space's width as a share of the font size at most (Helvetica 0.28, Times 0.25). */
const SPACE_EM = 0.28;

const within = (a: number, b: number): boolean => Math.abs(a - b) <= OVERPRINT_TOLERANCE;
const sameRow = (a: Token, b: Token): boolean => within(a.y, b.y) && within(a.height, b.height);
const startsNear = (a: Token, b: Token): boolean => sameRow(a, b) && within(a.x, b.x);
const endsNear = (a: Token, b: Token): boolean =>
  sameRow(a, b) && within(a.x + a.width, b.x + b.width);

/** Widths of the texts printed as tokens of their own, by size and text: where a copy joined the
 * next text, that text's own print says how wide it is. */
type Widths = Map<string, number>;
const widthKey = (height: number, text: string): string => `${Math.round(height)}|${text}`;

/** What follows a copy of `copied` at the start of `token`: it ends where the token ends, and is
 * as wide as its own print elsewhere in the row, else as the token less the copy and the spaces
 * it starts with (a space at most SPACE_EM of the size). */
function after(token: Token, copied: Token, widths: Widths): Token {
  const text = token.text.trim().slice(copied.text.trim().length);
  const rest = text.trimStart();
  const spaces = text.length - rest.length;
  const width = Math.max(0, token.width - copied.width);
  const space = Math.min(SPACE_EM * token.height, width / Math.max(1, text.length));
  const own = widths.get(widthKey(token.height, rest)) ?? Math.max(0, width - spaces * space);
  return { ...token, text: rest, x: token.x + token.width - own, width: own };
}

/**
 * Drops the copies of text printed again over itself. Producers that fake bold or a shadow
 * (Crystal Reports, ERP print drivers, "print to PDF") draw a run two or three times a fraction of
 * a point apart, and pdfjs reports each copy, which lines would then read as "1212" or as the
 * same amount twice. Where every glyph is printed twice in turn, pdfjs joins each copy with the
 * next glyph or word ("D", "De", "es", …): a token starting where an earlier one starts, with
 * that token's text first, keeps only what follows the copy, ending where it ends. The first
 * print of each text is kept.
 */
export function dropOverprints(tokens: Token[]): Token[] {
  const widths: Widths = new Map();
  for (const t of tokens) widths.set(widthKey(t.height, t.text.trim()), t.width);
  const kept: Token[] = [];
  const byRow = new Map<string, Token[]>();
  const rowKey = (page: number, y: number): string => `${page}|${Math.round(y)}`;
  const neighbours = (t: Token): Token[] =>
    [-1, 0, 1].flatMap((d) => byRow.get(rowKey(t.page, t.y + d)) ?? []);
  for (const token of tokens) {
    let rest: Token | null = token;
    for (let found = true; rest && found;) {
      found = false;
      const current: Token = rest;
      const text = current.text.trim();
      for (const k of neighbours(current)) {
        const copied = k.text.trim();
        // The whole token repeats an earlier print, its start or its end: nothing new in it.
        if (
          (startsNear(k, current) && copied.startsWith(text)) ||
          (endsNear(k, current) && copied.endsWith(text))
        ) {
          rest = null;
          break;
        }
        if (!startsNear(k, current) || !text.startsWith(copied)) continue;
        rest = after(current, k, widths);
        found = true;
        break;
      }
    }
    if (!rest || !rest.text.trim()) continue;
    kept.push(rest);
    const key = rowKey(rest.page, rest.y);
    byRow.set(key, [...(byRow.get(key) ?? []), rest]);
  }
  return kept;
}
