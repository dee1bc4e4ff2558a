import type { Line } from '../layout/lines.js';
import type { ExtractedField, LineItem } from '../types.js';
import { roundCents, sameCents } from '../parse/normalize.js';
import { arithmeticLineItems, type ArithmeticLines } from './arithmetic-lines.js';
import { amountOnlyCard } from './card-amount-only.js';
import { cardLineItems } from './card-items.js';
import { withLaterSections } from './later-sections.js';
import { extractLineItems } from './line-items.js';
import { sumOnlyLineItems } from './sum-lines.js';
import { lineNumbers, type RowNumber } from './row-numbers.js';
import { loneRowAtNet } from './lone-row.js';
import { wholeMoneyTable } from './whole-money.js';

export interface ItemTable {
  items: LineItem[];
  /** The items' amounts added up (null without items): the header's net total is checked against it. */
  sum: number | null;
}

const cents = (v: unknown): number => Math.round(Number(v) * 100);

/** A description that names something: a column of position numbers ("Item": 1, 2…) does not. */
const named = (f: ExtractedField | null): boolean => /\p{L}{2}/u.test(String(f?.value ?? ''));

const sameLine = (a: ExtractedField | null, b: ExtractedField | null): boolean =>
  Boolean(
    a?.box &&
    b?.box &&
    a.page === b.page &&
    Math.abs(a.box.y - b.box.y) < 2 &&
    a.box.x < b.box.x + b.box.width &&
    b.box.x < a.box.x + a.box.width,
  );

/**
 * The header reading's words for an item the arithmetic found (same amount, in table order): the
 * column words name the description and the rate, which arithmetic cannot; figures stay as the
 * arithmetic read them.
 */
function withHeaderWords(found: ArithmeticLines, byHeader: LineItem[]): LineItem[] {
  // A header item printed on the row of an item the arithmetic read is that item's words, and
  // never another's of the same amount (the header reading may stop at a group's subtotal and
  // start again at a later header, so a later line of that amount can stand first in its pool).
  const pool = byHeader.map((h) => ({
    h,
    onRow: found.items.some((item) => sameLine(h.amount, item.amount)),
  }));
  return found.items.map((item) => {
    // The same row: its amount printed on the same line (arithmetic may have folded an
    // allowance printed under it into the amount), else the same amount on no item's row.
    const sameRow = pool.findIndex(({ h }) => sameLine(h.amount, item.amount));
    const at =
      sameRow >= 0
        ? sameRow
        : pool.findIndex(
            ({ h, onRow }) => !onRow && cents(h.amount?.value) === cents(item.amount?.value),
          );
    if (at < 0) return item;
    const match = pool.splice(0, at + 1).at(-1)?.h;
    if (!match) return item;
    return {
      ...item,
      // The header reading joins wrapped lines under a row; names the layout placed are not its.
      description:
        found.namesByLayout || !named(match.description)
          ? (item.description ?? match.description)
          : match.description,
      tax_rate: item.tax_rate ?? match.tax_rate,
      quantity: item.quantity ?? match.quantity,
      unit_price: item.unit_price ?? match.unit_price,
    };
  });
}

/** How many of the items' amounts are among the others' (each of those vouching for one). */
function sharedAmounts(items: LineItem[], others: LineItem[]): number {
  const pool = others.map((i) => cents(i.amount?.value));
  return items.filter((i) => {
    const at = pool.indexOf(cents(i.amount?.value));
    return at >= 0 && pool.splice(at, 1).length === 1;
  }).length;
}

/** A confirmed table reads every line the header reading found, and more (the header reading
 * stops at a group's subtotal), or the same lines with names the layout placed. */
function readsMore(found: ArithmeticLines, byHeader: LineItem[]): boolean {
  const all = sharedAmounts(byHeader, found.items) === byHeader.length;
  return all && (found.items.length > byHeader.length || found.namesByLayout);
}

/**
 * Products whose amounts add up to nothing printed yield to rows whose amounts do: in a row
 * "2  800.00  400.00" (a price per base quantity of 4) quantity × amount = price holds, and only
 * the sums tell the amount column (400 + 400 with the charges is the net total, 800 + 800 is not).
 */
function bySums(
  products: ArithmeticLines | null,
  sums: () => ArithmeticLines | null,
): ArithmeticLines | null {
  if (products?.confirmed) return products;
  const read = sums();
  if (!products) return read;
  if (!read?.confirmed) return products;
  // The sums read as many lines, or every product's amount among theirs (the products also took
  // a subtotal for an item where no total confirmed them).
  const covers =
    read.items.length >= products.items.length ||
    sharedAmounts(products.items, read.items) >= products.products;
  return covers ? read : products;
}

/**
 * The same rows read by the header with each amount its VAT more (the header took a gross column
 * whose title shares a cell with "Amount" in a tight print), while the other reading's amounts add
 * up to a total printed below: the line's net amount is the item's amount (BT-131), as where a row
 * multiplies to both.
 */
function headerReadGross(found: ArithmeticLines, byHeader: LineItem[]): boolean {
  const rows = found.items;
  if (!found.confirmed || !rows.length || rows.length !== byHeader.length) return false;
  return rows.every((item, k) => {
    const header = byHeader[k];
    const [a, b] = [item.amount, header?.amount ?? null];
    const rate = Number(item.tax_rate?.value ?? header?.tax_rate?.value ?? NaN);
    const net = Number(a?.value);
    return (
      a?.box &&
      b?.box &&
      a.page === b.page &&
      Math.abs(a.box.y - b.box.y) < 2 &&
      rate > 0 &&
      net !== 0 &&
      sameCents(roundCents(net * (1 + rate / 100)), Number(b.value))
    );
  });
}

/**
 * Item lines: found by arithmetic (rows whose quantity × price = amount, amounts adding up to a
 * total printed below), whatever the table's header says; the header words then name the
 * columns. Where the products add up to nothing printed, a reading by the sums may stand in
 * (bySums). The header reading alone is kept where neither finds a table, or where they find at
 * most one product row and no total while the header reading found a table (unless a table
 * confirmed by its sums reads all of the header reading's lines and more, or more lines than it).
 */
export function readLineItems(lines: Line[], source: 'text' | 'ocr'): ItemTable {
  const byHeader = extractLineItems(lines, source);
  // Each line's numbers, read once for every reader below.
  const nums = lineNumbers(lines);
  // Where no row multiplies with money printed as money, money printed whole may: by products
  // first (two cues with a sum, as printed money's), by sums where no sums of printed money hold
  // (whole-money.ts).
  const products = (n: RowNumber[][]): ArithmeticLines | null =>
    arithmeticLineItems(lines, source, n);
  const sums = (n: RowNumber[][]): ArithmeticLines | null => sumOnlyLineItems(lines, source, n);
  const printed = products(nums);
  const multiplied = printed ?? wholeMoneyTable(nums, products);
  let found = bySums(multiplied, () => sums(nums));
  if (!multiplied && !found?.confirmed) found = wholeMoneyTable(nums, sums) ?? found;
  const arithmeticWins =
    found !== null &&
    found.items.length > 0 &&
    (found.products >= 2 ||
      byHeader.items.length === 0 ||
      (found.confirmed && found.products > 0) ||
      (found.confirmed &&
        (readsMore(found, byHeader.items) || found.items.length > byHeader.items.length)) ||
      headerReadGross(found, byHeader.items));
  // Items printed as cards (no table): they stand where their sums hold and no other reading
  // with its sums holding reads more lines (read as rows, a card's figures side by side under
  // its name would take the labels for the name).
  const cards = cardLineItems(lines, source, nums);
  const cardsWin =
    cards?.confirmed &&
    cards.items.length >= byHeader.items.length &&
    (!found?.confirmed || cards.items.length >= found.items.length);
  if (cards && cardsWin) return { items: cards.items, sum: cards.sum };
  // A card of one item stating only its amount: only where nothing else reads an item.
  if (!cards?.items.length && !found?.items.length && !byHeader.items.length) {
    // A table of one row beside a totals box apart, no column titles, nothing multiplying.
    const alone = amountOnlyCard(lines, source, nums) ?? loneRowAtNet(lines, source, nums);
    if (alone) return { items: alone.items, sum: alone.sum };
  }
  if (!found || !arithmeticWins) return byHeader;
  const read = withLaterSections(found, byHeader.items, lines);
  return { items: withHeaderWords(read, byHeader.items), sum: read.sum };
}
