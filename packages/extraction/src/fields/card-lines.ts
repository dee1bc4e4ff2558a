import { unionBox } from '../layout/box.js';
import type { Line } from '../layout/lines.js';
import { isCurrencyWord } from '../parse/currency.js';
import { fold, roundCents, sameCents } from '../parse/normalize.js';
import type { Box } from '../types.js';
import { looksLikeMoney, sharesWords, wordsOf, type RowNumber } from './row-numbers.js';

/**
 * The lines of items printed as cards (card-items.ts): figures each printed after its own label
 * ("Qty: 2", "Unit price  12.50"), the runs of such lines that make one item's card, and the
 * name printed above a card.
 */

/** A figure and the words printed before it since the line's previous figure. */
export interface Labelled {
  label: string;
  num: RowNumber;
  line: number;
}

export interface Card {
  figures: Labelled[];
  /** The card's first and last line (indices into the page's lines). */
  first: number;
  last: number;
}

/** A label is a few words ("Unit price", "Montant HT"); more is a sentence or an item's name. */
const MAX_LABEL_WORDS = 4;

const isUnitOrCurrency = (word: string): boolean => isCurrencyWord(word) || word === '%';

/** The numbers of a line, each once: a space-grouped number ("1 234,56") over its pieces. */
function wholeNumbers(nums: RowNumber[]): RowNumber[] {
  const longestFirst = [...nums].sort(
    (a, b) => b.lastWord - b.firstWord - (a.lastWord - a.firstWord) || a.firstWord - b.firstWord,
  );
  const kept: RowNumber[] = [];
  for (const n of longestFirst) if (!kept.some((k) => sharesWords(n, k))) kept.push(n);
  return kept.sort((a, b) => a.firstWord - b.firstWord);
}

/**
 * The line's figures with their labels, or null where it is no card line: a figure without a
 * label (a table row's second figure), or a label too long to be one. A unit or currency printed
 * after a figure ("2 pcs", "25.00 EUR") is left out of the next label.
 */
export function labelledFigures(line: Line, index: number, nums: RowNumber[]): Labelled[] | null {
  const words = wordsOf(line);
  const figures = wholeNumbers(nums);
  if (!figures.length) return null;
  const out: Labelled[] = [];
  let from = 0;
  for (const num of figures) {
    let taken = words.slice(from, num.firstWord).map((w) => w.text);
    // The unit of the figure before: short words without a colon.
    if (from > 0)
      while (taken.length > 1 && /^\p{L}{1,4}\.?$/u.test(taken[0] ?? '')) taken = taken.slice(1);
    taken = taken.filter((w) => !isUnitOrCurrency(w));
    const label = fold(taken.join(' '))
      .replace(/[\s:.\-–]+$/u, '')
      .trim();
    if (!/\p{L}{2}/u.test(label) || taken.length > MAX_LABEL_WORDS) return null;
    out.push({ label, num, line: index });
    from = num.lastWord + 1;
  }
  // Words after the last figure other than its unit or currency: a sentence, not a card line.
  return words.slice(from).filter((w) => !isUnitOrCurrency(w.text)).length > 1 ? null : out;
}

export function labelCounts(figures: Array<Labelled[] | null>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of figures.flat()) if (f) counts.set(f.label, (counts.get(f.label) ?? 0) + 1);
  return counts;
}

/**
 * Runs of card lines, split where a label comes back (the next card) or a line without figures
 * (the next item's name) stands between them. Only lines whose labels all pass `cardLabel` are
 * card lines: where cards recur, a name with a figure in it ("Printer paper 500 sheets") or a
 * total printed once is text.
 */
export function cardsOf(
  labelled: Array<Labelled[] | null>,
  cardLabel: (label: string) => boolean,
): Card[] {
  const cards: Card[] = [];
  let card: Card | null = null;
  for (const [i, figures] of labelled.entries()) {
    if (!figures || !figures.every((f) => cardLabel(f.label))) {
      if (card) cards.push(card);
      card = null;
      continue;
    }
    for (const f of figures) {
      if (card && card.figures.some((g) => g.label === f.label)) {
        cards.push(card);
        card = null;
      }
      card ??= { figures: [], first: i, last: i };
      card.figures.push(f);
      card.last = i;
    }
  }
  if (card) cards.push(card);
  return cards;
}

export const figureOf = (card: Card, label: string | null): Labelled | undefined =>
  label === null ? undefined : card.figures.find((f) => f.label === label);
export const valueOf = (card: Card, label: string | null): RowNumber | undefined =>
  figureOf(card, label)?.num;

/** Lines an item's name may wrap over above its card, and the gap (in text heights) a name may
 * stand above it. */
export const MAX_NAME_LINES = 3;
const NAME_GAP = 2;

/** The item's name: the lines between the card before and this one, up to `count` lines right
 * above the card; a line printing a sum of the amounts above (a subtotal) is none of it, though
 * a name may print money ("Incl. Thuiskopieheffing €3.50"). */
export function nameAbove(
  lines: Line[],
  nums: RowNumber[][],
  card: Card,
  floor: number,
  count: number,
  /** The amounts of the cards above, in print order. */
  above: number[],
): { text: string; box: Box } | null {
  const sums = above.map((_, j) => roundCents(above.slice(j).reduce((a, b) => a + b, 0)));
  const picked: Line[] = [];
  let below = lines[card.first] as Line;
  for (let i = card.first - 1; i > floor && picked.length < count; i -= 1) {
    const line = lines[i] as Line;
    if (line.page !== below.page || below.y - (line.y + line.height) > line.height * NAME_GAP)
      break;
    if (
      nums[i]?.some((n) => looksLikeMoney(n) && sums.some((x) => sameCents(x, n.values[0] ?? NaN)))
    )
      break;
    picked.unshift(line);
    below = line;
  }
  if (!picked.length) return null;
  const box = picked.flatMap((l) => l.segments as Box[]).reduce((a, b) => unionBox(a, b));
  return { text: picked.map((l) => l.text.trim()).join(' '), box };
}

/**
 * Where a card starts: its first figure read, or above it the lines that print figures under
 * labels every card prints ("Määrä: 2" over "Yks.hinta: 800.00" where a price per base quantity
 * multiplies to nothing and only the amount is read), as long as a line without figures is left
 * above them for the name ("Zboží 1" over the figures is the name, not a figure).
 */
function cardStart(card: Card, first: number, floor: number, everyCard: Set<string>): number {
  const labelledAt = (line: number, labels?: Set<string>): boolean =>
    card.figures.some((f) => f.line === line && (!labels || labels.has(f.label)));
  let start = first;
  while (start - 1 > floor && labelledAt(start - 1, everyCard)) start -= 1;
  return start - 1 > floor && !labelledAt(start - 1) ? start : first;
}

/**
 * Each card from its first figure read (`read`: the labels of the figures read) to its last,
 * started above them only where every card of two or more starts so (one layout for all: over
 * the first card a heading could pass for a name where the others print none).
 */
export function cardSpans(cards: Card[], read: Array<string | null>): Card[] {
  const everyCard = new Set(
    cards
      .flatMap((c) => c.figures.map((f) => f.label))
      .filter((l) => cards.every((c) => valueOf(c, l) !== undefined)),
  );
  const readSpans = cards.map((c) => {
    const at = c.figures.filter((f) => read.includes(f.label)).map((f) => f.line);
    return { ...c, first: Math.min(...at), last: Math.max(...at) };
  });
  const started = readSpans.map((c, k) =>
    cardStart(c, c.first, readSpans[k - 1]?.last ?? -1, everyCard),
  );
  return readSpans.length >= 2 && started.every((first, k) => first < (readSpans[k] as Card).first)
    ? readSpans.map((c, k) => ({ ...c, first: started[k] as number }))
    : readSpans;
}
