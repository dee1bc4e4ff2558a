import type { Token } from '../types.js';

/** How far apart, in points, two prints of the same text may stand and still be one print at
 * least: fake bold and shadow copies stand 0.2–0.6 pt apart; two real words of a page never this
 * close. */
const OVERPRINT_TOLERANCE = 1;

/** How far apart, as a share of the font size, two starts (or ends) may stand and still be one
 * print. A copy's offset scales with the size, and where pdfjs joined a copy with the next word,
 * that word's start is only estimated from a print of it elsewhere (another weight of the font
 * measures a word of three glyphs 1 pt wider at 9 pt). */
const OVERPRINT_EM = 0.2;

/** A space's width as a share of the font size at most (Helvetica 0.28, Times 0.25). */
const SPACE_EM = 0.28;
/** The widest space of a common font, as a share of the size (Courier's 0.6). */
const WIDEST_SPACE_EM = 0.6;

const within = (a: number, b: number): boolean => Math.abs(a - b) <= OVERPRINT_TOLERANCE;
const sameRow = (a: Token, b: Token): boolean => within(a.y, b.y) && within(a.height, b.height);
/** How far apart two prints' starts (or ends) may stand: a share of the size, but never half the
 * narrower print's width or more, so two prints that close overlap by most of their width. Text in
 * cells of its own never does: distinct words side by side are never taken for copies. */
const reach = (a: Token, b: Token): number =>
  Math.max(
    OVERPRINT_TOLERANCE,
    Math.min(OVERPRINT_EM * Math.min(a.height, b.height), Math.min(a.width, b.width) / 2),
  );
const startsNear = (a: Token, b: Token): boolean =>
  sameRow(a, b) && Math.abs(a.x - b.x) <= reach(a, b);
const endsNear = (a: Token, b: Token): boolean =>
  sameRow(a, b) && Math.abs(a.x + a.width - (b.x + b.width)) <= reach(a, b);

/** Widths of the texts printed as tokens of their own, by row, size and text, and by size and text
 * on the page: where a copy joined the next text, that text's own print says how wide it is, best
 * in the same row (a total printed bold elsewhere measures the same word wider). */
type Widths = Map<string, number>;
const widthKey = (height: number, text: string, row = ''): string =>
  `${row}|${Math.round(height)}|${text}`;
const rowOf = (t: Token, d = 0): string => `${t.page}@${Math.round(t.y) + d}`;

/** The width of `text` as printed in the token's row, else anywhere at its size. */
const printedWidth = (widths: Widths, token: Token, text: string): number | undefined =>
  [0, -1, 1]
    .map((d) => widths.get(widthKey(token.height, text, rowOf(token, d))))
    .find((w) => w !== undefined) ?? widths.get(widthKey(token.height, text));

/** What follows a copy of `copied` at the start of `token`: it ends where the token ends, and is
 * as wide as its own print elsewhere in the row (else on the page), else as the token less the
 * copy and the spaces it starts with (a space at most SPACE_EM of the size). */
function after(token: Token, copied: Token, widths: Widths): { rest: Token; slack: number } {
  const text = token.text.trim().slice(copied.text.trim().length);
  const rest = text.trimStart();
  const spaces = text.length - rest.length;
  const width = Math.max(0, token.width - copied.width);
  const space = Math.min(SPACE_EM * token.height, width / Math.max(1, text.length));
  const printed = printedWidth(widths, token, rest);
  const own = printed ?? Math.max(0, width - spaces * space);
  // Measured by the spaces alone, the word may start later by as much as wider spaces take
  // (a monospaced font's): its copy may stand that much further right.
  const slack = printed === undefined ? spaces * (WIDEST_SPACE_EM * token.height - space) : 0;
  return { rest: { ...token, text: rest, x: token.x + token.width - own, width: own }, slack };
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
  for (const t of tokens) {
    widths.set(widthKey(t.height, t.text.trim()), t.width);
    widths.set(widthKey(t.height, t.text.trim(), rowOf(t)), t.width);
  }
  const kept: Token[] = [];
  // How much later than estimated a word a copy was joined with may truly start.
  const slack = new Map<Token, number>();
  // A print `k` and a later token starting where it starts (or up to its slack further right).
  const startsAt = (k: Token, t: Token): boolean =>
    startsNear(k, t) ||
    (sameRow(k, t) && t.x > k.x && t.x - k.x <= reach(k, t) + (slack.get(k) ?? 0));
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
          (startsAt(k, current) && copied.startsWith(text)) ||
          (endsNear(k, current) && copied.endsWith(text))
        ) {
          rest = null;
          break;
        }
        if (!startsAt(k, current) || !text.startsWith(copied)) continue;
        const split = after(current, k, widths);
        rest = split.rest;
        if (split.slack > 0) slack.set(rest, split.slack);
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
