import type { Line } from '../layout/lines.js';
import { LINE_COLUMN_WORDS } from '../lexicon/line-terms.js';
import { roundCents, sameCents } from '../parse/normalize.js';
import type { Box, LineItem } from '../types.js';
import { itemField } from './arithmetic-item.js';
import type { ArithmeticLines } from './arithmetic-lines.js';
import { printedAfter } from './printed-after.js';
import {
  cardsOf,
  cardSpans,
  figureOf,
  MAX_NAME_LINES,
  nameAbove,
  labelCounts,
  labelledFigures,
  valueOf,
  type Card,
  type Labelled,
} from './card-lines.js';
import { labelledRows } from './totals-labels.js';
import { lineNumbers, looksLikeMoney, type RowNumber } from './row-numbers.js';

/**
 * Items printed as cards rather than as a table (issue 23 §1): each item's name on a line of its
 * own, and under it its figures, each after its own label ("Qty: 2", "Unit price: 12.50",
 * "Amount: 25.00"), one per line or side by side, the label beside its value or a column away.
 * Online shops, marketplaces and some billing services print items this way. No table header
 * exists, so the labels are read as the cards print them: the labels that recur card after card
 * are the fields, and which of them is the quantity, the price and the amount is what multiplies
 * (quantity × price = amount on every card), whatever their words; the lexicon names them only
 * where nothing multiplies (a price per base quantity). The sum printed below confirms.
 */

/** Which label's figure is the quantity, the price and the amount. */
interface Roles {
  quantity: string | null;
  price: string | null;
  amount: string;
}

/** A card prints a handful of figures; more labels than this recurring is no card layout. */
const MAX_CARD_LABELS = 12;

interface CardReading {
  priced: Card[];
  roles: Roles;
  sum: number;
  confirmed: boolean;
  /** Cards whose quantity × price = amount holds. */
  products: Card[];
}

/**
 * A label the lexicon names: the label, or a word of it ("Preis/Einheit", "Montant HT"), is one
 * of the column words, or a compound ends with one of five letters or more ("Gesamtbetrag").
 */
function labelWords(words: readonly string[]): { test: (label: string) => boolean } {
  const whole = new RegExp(`^(?:${words.join('|')})$`);
  const long = words.filter((w) => /^\p{L}{5,}$/u.test(w));
  const ending = new RegExp(`\\p{L}(?:${long.join('|')})$`, 'u');
  return {
    test: (label) =>
      whole.test(label) || label.split(/[\s/.:-]+/).some((w) => whole.test(w) || ending.test(w)),
  };
}
export const AMOUNT_LABEL = labelWords(LINE_COLUMN_WORDS.amount);
const QUANTITY_LABEL = labelWords(LINE_COLUMN_WORDS.quantity);
const PRICE_LABEL = labelWords(LINE_COLUMN_WORDS.unit_price);

/** Printed before: on a line above, or left of it on the same line. */
const before = (a: Labelled, b: Labelled): boolean =>
  a.line < b.line || (a.line === b.line && a.num.right < b.num.left);

const multiplies = (q: RowNumber, p: RowNumber, a: RowNumber): boolean =>
  looksLikeMoney(a) &&
  !q.percent &&
  !p.percent &&
  sameCents(roundCents((q.values[0] ?? NaN) * (p.values[0] ?? NaN)), a.values[0] ?? NaN);

/** Readings of the cards' labels, surest first: labels whose figures multiply, into the one
 * printed after them, on the most cards that print all three (on half of them at least: a price
 * per base quantity or a line discount multiplies to another amount), then the labels the
 * lexicon names, then any label of money alone. The sums printed below decide between them
 * (cardLineItems). */
function rolesOf(cards: Card[]): Roles[] {
  // The most printed labels, a card's few (the search below is cubic in them).
  const recurring = [...labelCounts(cards.map((c) => c.figures))]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_CARD_LABELS)
    .map(([label]) => label);
  const found: Array<{ roles: Roles; holds: number }> = [];
  for (const amount of recurring)
    for (const quantity of recurring)
      for (const price of recurring) {
        if (new Set([amount, quantity, price]).size < 3) continue;
        const full = cards.filter((c) =>
          [amount, quantity, price].every((l) => valueOf(c, l) !== undefined),
        );
        // With a quantity of 1, price and amount are one another's product: the amount is the
        // one printed after the figures it is the product of.
        const holds = full.filter((c) => {
          const [q, p, a] = [quantity, price, amount].map((l) => figureOf(c, l)!);
          return before(q!, a!) && before(p!, a!) && multiplies(q!.num, p!.num, a!.num);
        }).length;
        if (full.length >= 2 && holds && holds * 2 >= full.length)
          found.push({ roles: { quantity, price, amount }, holds });
      }
  const named = namedRoles(recurring);
  // Last, each label whose figures are all money as the amount alone: a price per base quantity
  // in words no lexicon holds multiplies to nothing, and only its sum tells the amount.
  const money = recurring.filter((label) =>
    cards.every((c) => {
      const n = valueOf(c, label);
      return !n || looksLikeMoney(n);
    }),
  );
  return [
    ...found.sort((a, b) => b.holds - a.holds).map((f) => f.roles),
    ...(named ? [named] : []),
    ...money.map((amount) => ({ quantity: null, price: null, amount })),
  ];
}

/** The cards read with these roles: those with an amount, their sum, and whether it is printed
 * below the last amount (a card of one item runs on into the totals under it). */
function readCards(cards: Card[], roles: Roles, nums: RowNumber[][]): CardReading {
  const amountOf = (c: Card): RowNumber | undefined => {
    const a = valueOf(c, roles.amount);
    return a && looksLikeMoney(a) ? a : undefined;
  };
  const priced = cards.filter((c) => amountOf(c));
  const sum = roundCents(priced.reduce((s, c) => s + (amountOf(c)?.values[0] ?? 0), 0));
  const last = priced.length ? figureOf(priced.at(-1) as Card, roles.amount) : undefined;
  const products = priced.filter((c) => {
    const q = valueOf(c, roles.quantity);
    const p = valueOf(c, roles.price);
    return q && p && multiplies(q, p, amountOf(c)!);
  });
  const confirmed = last !== undefined && printedAfter(nums, last.line, sum);
  return { priced, roles, sum, confirmed, products };
}

/** Roles by the lexicon's words: an amount, and a quantity or a price beside it. */
function namedRoles(labels: string[]): Roles | null {
  const amount = labels.find((l) => AMOUNT_LABEL.test(l));
  const quantity = labels.find((l) => QUANTITY_LABEL.test(l)) ?? null;
  const price = labels.find((l) => PRICE_LABEL.test(l)) ?? null;
  return amount && (quantity || price) ? { quantity, price, amount } : null;
}

/** A product with a factor of 1 holds for any figure printed twice ("Invoice 1" over a total and
 * the amount due): 'none' where the lexicon names all three; 'weak' where no figure of it is on
 * a totals line (a card in words no lexicon holds: "Mennyiség 1.000", "Egységár 800.00", "Érték
 * 800.00"), read but not counted as a product; 'totals' (no product) where one is. */
function trivial(
  q: Labelled,
  p: Labelled,
  a: Labelled,
  totals: ReadonlySet<number>,
): 'none' | 'weak' | 'totals' {
  const one = q.num.values[0] === 1 || p.num.values[0] === 1;
  const named =
    QUANTITY_LABEL.test(q.label) && PRICE_LABEL.test(p.label) && AMOUNT_LABEL.test(a.label);
  if (!one || named) return 'none';
  return [q, p, a].some((f) => totals.has(f.line)) ? 'totals' : 'weak';
}

interface ProductRoles {
  roles: Roles;
  first: number;
  /** A factor of 1 in words no lexicon holds: the sum must confirm it, and it is no product. */
  weak: boolean;
}

/** Each figure of the card (not zero) that two figures printed before it multiply to, with
 * them, in print order. */
function productRoles(card: Card, totals: ReadonlySet<number>): ProductRoles[] {
  const out: ProductRoles[] = [];
  for (const a of card.figures)
    for (const q of card.figures)
      for (const p of card.figures) {
        if (q === p || !a.num.values[0] || !before(q, a) || !before(p, a)) continue;
        if (!multiplies(q.num, p.num, a.num)) continue;
        const factor = trivial(q, p, a, totals);
        if (factor === 'totals') continue;
        out.push({
          roles: { quantity: q.label, price: p.label, amount: a.label },
          first: Math.min(q.line, p.line),
          weak: factor === 'weak',
        });
      }
  return out;
}

/**
 * An invoice of one item printed as a card (no second card to agree with): every labelled line
 * may be one of its lines; the amount is the first figure that two figures printed before it
 * multiply to, whatever the labels ("Menge", "Preis/Einheit", "Gesamtbetrag"), else the one the
 * lexicon names beside a quantity or price; and it must be printed again below.
 */
function oneCard(
  labelled: Array<Labelled[] | null>,
  nums: RowNumber[][],
  totals: ReadonlySet<number>,
): CardReading | null {
  const found = cardsOf(labelled, () => true).flatMap((card) => {
    const named = namedRoles(card.figures.map((f) => f.label));
    // The card starts at its figures read: a name with figures in it ("50 ML") is text.
    const readings = [
      ...productRoles(card, totals),
      ...(named ? [{ roles: named, first: card.first, weak: false }] : []),
    ].map(({ roles, first, weak }) => {
      const read = readCards([{ ...card, first }], roles, nums);
      return weak ? { ...read, products: [] } : read;
    });
    return readings.filter((r) => r.confirmed).slice(0, 1);
  });
  return found.length === 1 ? (found[0] as CardReading) : null;
}

const boxOf = (n: RowNumber): Box => ({
  x: n.left,
  y: n.seg.y,
  width: n.right - n.left,
  height: n.seg.height,
});

/**
 * Items printed as cards, or null where the page prints none: two cards or more whose figures
 * multiply or whose amounts add up to a figure printed after them, or one card that multiplies
 * and adds up.
 */
export function cardLineItems(
  lines: Line[],
  source: 'text' | 'ocr',
  nums: RowNumber[][] = lineNumbers(lines),
): ArithmeticLines | null {
  const labelled = lines.map((line, i) => labelledFigures(line, i, nums[i] ?? []));
  const counts = labelCounts(labelled);
  // A card prints several figures: a label printed twice alone ("VAT" on a card and in the
  // totals, "Übertrag" at a page break) makes no cards.
  const cards = cardsOf(labelled, (label) => (counts.get(label) ?? 0) >= 2).filter(
    (c) => c.figures.length > 1,
  );
  const readings = (cards.length >= 2 ? rolesOf(cards) : []).map((roles) =>
    readCards(cards, roles, nums),
  );
  // One card alone is looked for only where cards do not recur.
  const reading =
    readings.find((r) => r.confirmed) ??
    readings.find((r) => r.products.length >= 2) ??
    (cards.length < 2 ? oneCard(labelled, nums, labelledRows(lines).totals) : null);
  if (!reading) return null;
  const { priced, roles, sum, confirmed, products } = reading;
  // The label whose figures are all rates ("VAT: 19 %") names each item's tax rate.
  const all = priced.flatMap((c) => c.figures);
  const rateLabel =
    [...new Set(all.map((f) => f.label))].find((label) =>
      all.filter((f) => f.label === label).every((f) => f.num.percent),
    ) ?? null;
  // Each card from its first figure read to its last: a name with a number in it ("Zboží 1",
  // recurring as a label) is printed above them, and is the name.
  const read = [roles.quantity, roles.price, roles.amount, rateLabel];
  const spans = cardSpans(priced, read);
  // How many name lines the cards after the first print: the first card's name takes as many (a
  // heading over the items is no part of it).
  const between = spans.slice(1).map((c, k) => c.first - (spans[k] as Card).last - 1);
  // (One card alone: its name is the lines right above it, up to a blank line.)
  const firstNameLines = between.length
    ? Math.min(MAX_NAME_LINES, Math.max(1, ...between))
    : MAX_NAME_LINES;
  const items = priced.map((card, k): LineItem => {
    const amount = valueOf(card, roles.amount) as RowNumber;
    const product = products.includes(card);
    const confidence = product && confirmed ? 0.95 : product || confirmed ? 0.85 : 0.6;
    const page = lines[card.first]?.page ?? 1;
    const figure = (n: RowNumber | undefined, sure: number) =>
      n ? itemField(n.values[0] ?? 0, page, boxOf(n), source, sure) : null;
    const factor = product ? confidence : 0.6;
    const floor = k ? (spans[k - 1] as Card).last : -1;
    const above = priced.slice(0, k).map((c) => valueOf(c, roles.amount)?.values[0] ?? 0);
    const count = k ? MAX_NAME_LINES : firstNameLines;
    const name = nameAbove(lines, nums, spans[k] as Card, floor, count, above);
    return {
      description: name ? itemField(name.text, page, name.box, source, 0.7) : null,
      quantity: figure(valueOf(card, roles.quantity), factor),
      unit_price: figure(valueOf(card, roles.price), factor),
      tax_rate: figure(valueOf(card, rateLabel), 0.75),
      amount: figure(amount, confidence)!,
    };
  });
  return { items, sum, confirmed, products: products.length, namesByLayout: true };
}
