import type { Line, Segment } from '../layout/lines.js';
import { CURRENCY_SIGN, isCurrencyWord } from '../parse/currency.js';
import { subBox } from './label-finder.js';

/**
 * One number printed on an item row, with every value its print allows: "1.250" is 1250 in a
 * document with decimal commas but 1.25 in one with decimal points, "1,000" is a German quantity
 * of one or an English thousand. Arithmetic between the row's numbers decides which reading holds;
 * `values[0]` is the reading the document's own decimal mark prefers.
 */
export interface RowNumber {
  values: number[];
  /** Digits after the decimal mark of the preferred reading (0 for whole numbers). */
  decimals: number;
  currency: boolean;
  percent: boolean;
  /** Printed with its sign ("- 5,00", "+ €15.00"): an allowance or charge on a row. */
  signed: boolean;
  /** A unit glued to it ("5kg", "2x", "10h"): a quantity, never an amount. */
  unit: boolean;
  /** A bare whole number read as money printed without decimals (whole-money.ts): an amount
   * only where arithmetic confirms it. */
  whole?: boolean;
  seg: Segment;
  /** Position on the page (points or pixels), from the glyphs the number spans. */
  left: number;
  right: number;
  /** Word indices (within the line) the number spans: two numbers may not share a word. */
  firstWord: number;
  lastWord: number;
  /** For a word that is also part of a space-grouped number ("1 500,00"), that number's first
   * word: two such pieces are never two numbers of their own. */
  group?: number;
  /** Where its cell ends when a currency word follows it in the same run ("150,00 EUR"): a
   * right-aligned column aligns the cell, not the digits. */
  cellRight?: number;
}

export type DecimalMark = '.' | ',';

/** A number word: optional sign, currency sign (any, before or after) and parentheses around
 * digits with separators. */
const NUMBER_WORD = new RegExp(
  String.raw`^([-−–+]?)\(?([-−–]?)(${CURRENCY_SIGN}?)(\d{1,3}(?:[.,'\u00a0\u202f]\d{3})*(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(${CURRENCY_SIGN}?)\)?([-−]?)(%?)$`,
  'u',
);
/** The first and later pieces of a space-grouped number ("€1 234,56", "1 234,56€"). */
const GROUP_HEAD = new RegExp(String.raw`^[-−–(]?${CURRENCY_SIGN}?\d{1,3}$`, 'u');
const GROUP_TAIL = new RegExp(String.raw`^\d{3}([.,]\d+)?(?:${CURRENCY_SIGN}|%)?(\)|[-−])?$`, 'u');

/** The decimal mark most two-decimal amounts of the document use ("12,50" votes for a comma). */
export function documentDecimalMark(lines: Line[]): DecimalMark {
  let comma = 0;
  let point = 0;
  for (const line of lines)
    for (const m of line.text.matchAll(/\d([.,])\d{2}(?![\d.,]*\d)/g))
      if (m[1] === ',') comma += 1;
      else point += 1;
  return comma > point ? ',' : '.';
}

/** Each line's numbers, read with the document's decimal mark: computed once a document and
 * shared by the line-item readers (tables by arithmetic and by sums, cards). */
export function lineNumbers(lines: Line[]): RowNumber[][] {
  const mark = documentDecimalMark(lines);
  return lines.map((line) => rowNumbers(line, mark));
}

/** Readings of digits with separators, preferred first, or [] when the text is no number. */
function readings(digits: string, mark: DecimalMark): Array<{ value: number; decimals: number }> {
  const seps = [...digits.matchAll(/[.,'\u00a0\u202f]/g)].map((m) => m[0]);
  if (!seps.length) return [{ value: Number(digits), decimals: 0 }];
  const last = seps.at(-1) as string;
  const tail = digits.slice(digits.lastIndexOf(last) + 1);
  const asDecimal = (): { value: number; decimals: number } | null => {
    if (last !== '.' && last !== ',') return null;
    const head = digits.slice(0, digits.lastIndexOf(last)).replace(/[.,'\u00a0\u202f]/g, '');
    // Thousands groups before the mark must be the other separator, never the mark itself.
    if (seps.slice(0, -1).some((s) => s === last)) return null;
    return { value: Number(`${head}.${tail}`), decimals: tail.length };
  };
  const asGrouped = (): { value: number; decimals: number } | null =>
    tail.length === 3 && new Set(seps).size === 1
      ? { value: Number(digits.replace(/[.,'\u00a0\u202f]/g, '')), decimals: 0 }
      : null;
  const decimal = asDecimal();
  const grouped = asGrouped();
  // Three digits after the only kind of separator: either a thousands group or a long decimal.
  const preferGrouped = grouped && (last !== mark || !decimal);
  const out = preferGrouped ? [grouped, decimal] : [decimal, grouped];
  return out.filter((r): r is { value: number; decimals: number } => r !== null);
}

/** A word of a line: its text and where in which phrase it is printed. */
export interface Word {
  text: string;
  seg: Segment;
  start: number;
  end: number;
}

export function wordsOf(line: Line): Word[] {
  const out: Word[] = [];
  for (const seg of line.segments)
    for (const m of seg.text.matchAll(/\S+/g))
      out.push({ text: m[0], seg, start: m.index, end: m.index + m[0].length });
  return out;
}

/** "2x3,20€": a till's quantity and price glued by the multiplication sign (an OCR'd receipt
 * drops the spaces around it) are two numbers. */
function splitTimes(w: Word): Word[] {
  const m = /^(\d{1,4})[x×](?=[\d\p{Sc}])/iu.exec(w.text);
  if (!m) return [w];
  const rest = m[0].length;
  return [
    { ...w, text: m[1] as string, end: w.start + (m[1] as string).length },
    { ...w, text: w.text.slice(rest), start: w.start + rest },
  ];
}

function numberFrom(
  text: string,
  mark: DecimalMark,
): Omit<RowNumber, 'seg' | 'left' | 'right' | 'firstWord' | 'lastWord'> | null {
  // A price per unit ("20,00 €/kg") and a tax-code mark ("45.00*") print more than the number;
  // so does a till's mark of a line's amount in front ("*6,40 €").
  const bare = text.replace(/(\/[\p{L}.]{1,8}|\*)$/u, '').replace(/^\*(?=[\d\p{Sc}])/u, '');
  const glued = /^([^\p{L}]*\d)(\p{L}{1,3}\.?)$/u.exec(bare);
  const currencyAfter = glued && isCurrencyWord(glued[2] ?? '');
  const m = NUMBER_WORD.exec(glued ? (glued[1] ?? '') : bare);
  if (!m) return null;
  const [, sign1, sign2, curBefore, digits = '', curAfter, trailing, percent] = m;
  // "000,00" or "0156" alone is a piece of a longer number (a space-grouped "1 000,00", an IBAN).
  if (/^0\d/.test(digits)) return null;
  const read = readings(digits, mark);
  if (!read.length || read.some((r) => !Number.isFinite(r.value))) return null;
  const negative = Boolean(
    (sign1 && sign1 !== '+') || sign2 || trailing || (text.startsWith('(') && text.endsWith(')')),
  );
  return {
    values: read.map((r) => (negative ? -r.value : r.value)),
    decimals: read[0]?.decimals ?? 0,
    currency: Boolean(curBefore || curAfter || currencyAfter),
    percent: Boolean(percent),
    signed: Boolean(sign1 || sign2 || trailing),
    unit: Boolean(glued && !currencyAfter),
  };
}

/**
 * Every number on a line: each word that is a number (a currency sign or code beside it marks
 * money, a "%" beside it a rate), and numbers printed with space-grouped thousands
 * ("1 234,56") as one number too, beside their pieces.
 */
export function rowNumbers(line: Line, mark: DecimalMark): RowNumber[] {
  const words = wordsOf(line).flatMap(splitTimes);
  const out: RowNumber[] = [];
  const place = (
    n: NonNullable<ReturnType<typeof numberFrom>>,
    first: number,
    last: number,
  ): RowNumber | null => {
    const a = words[first];
    const b = words[last];
    if (!a || !b || a.seg !== b.seg) return null;
    const box = subBox(a.seg, a.start, b.end);
    const after = words[last + 1];
    const cell =
      after?.seg === a.seg && isCurrencyWord(after.text) && subBox(a.seg, after.start, after.end);
    return {
      ...n,
      seg: a.seg,
      left: box.x,
      right: box.x + box.width,
      firstWord: first,
      lastWord: last,
      ...(cell ? { cellRight: cell.x + cell.width } : {}),
    };
  };
  /** A currency word printed in the same run right before the first word or after the last. */
  const currencyBeside = (first: number, last: number): boolean =>
    [words[first - 1], words[last + 1]].some(
      (c) => c?.seg === words[first]?.seg && isCurrencyWord(c?.text ?? ''),
    );
  const groupOf = new Map<number, number>();
  // Pieces of a parenthesised number read whole ("000,00)" of "(1 000,00)").
  const halves = new Set<number>();
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i] as Word;
    if (halves.has(i)) continue;
    const n = numberFrom(w.text, mark);
    if (!n) continue;
    const prev = words[i - 1];
    const next = words[i + 1];
    if (currencyBeside(i, i)) n.currency = true;
    if (next?.seg === w.seg && next.text === '%') n.percent = true;
    // "- €5.00", "+ 1,00 €": a sign printed apart from its number.
    const apart = prev?.seg === w.seg && /^[-−–+]$/.test(prev.text) ? prev : null;
    if (apart) {
      n.signed = true;
      if (apart.text !== '+' && (n.values[0] ?? 0) > 0) n.values = n.values.map((v) => -v);
    }
    const placed = place(n, i, i);
    // A left-aligned cell starts at its sign.
    if (placed && apart) placed.left = subBox(apart.seg, apart.start, apart.end).x;
    if (placed) out.push(placed);
    // "1 234,56": a group of 1-3 digits followed by words of exactly three digits ("-10 200,00",
    // "(1 500,00)" and SAP's "3 899,97-" carry their sign on the first or last piece).
    if (!GROUP_HEAD.test(w.text)) continue;
    let j = i + 1;
    let text = w.text;
    let closed: RowNumber | null = null;
    let longest: RowNumber | null = null;
    while (words[j]?.seg === w.seg && GROUP_TAIL.test(words[j]?.text ?? '')) {
      text += `\u202f${words[j]?.text ?? ''}`;
      const grouped = numberFrom(text, mark);
      const at = grouped && place(grouped, i, j);
      if (at && currencyBeside(i, j)) at.currency = true;
      if (at) {
        out.push(at);
        for (let k = i; k <= j; k += 1) if (!groupOf.has(k)) groupOf.set(k, i);
        longest = at;
        if (/\)$/.test(text)) closed = at;
      }
      if (/[.,]/.test(words[j]?.text ?? '')) break;
      j += 1;
    }
    // "(1 000,00)", "-1 000,00": where the pieces cannot stand apart (the parenthesis the first
    // opens closes on a later one; "000,00" is no number of its own), they are parts of the whole
    // number, never numbers of their own (a quantity 1 from "(1" or "-1", an amount read positive
    // from "000,00)").
    const opened = closed && /^[-−–]?\(/.test(w.text) ? closed : null;
    const whole = opened ?? (/^0/.test(words[i + 1]?.text ?? '') ? longest : null);
    if (!whole) continue;
    out.splice(0, out.length, ...out.filter((n) => n === whole || !sharesWords(n, whole)));
    for (let k = i + 1; k <= whole.lastWord; k += 1) halves.add(k);
  }
  for (const n of out)
    if (n.firstWord === n.lastWord && groupOf.has(n.firstWord)) n.group = groupOf.get(n.firstWord);
  return out;
}

/** Two readings of a line share a word: one is a piece of the other ("234,56" of "1 234,56"),
 * never two numbers of their own. */
export const sharesWords = (a: RowNumber, b: RowNumber): boolean =>
  a.firstWord <= b.lastWord && b.firstWord <= a.lastWord;

/** Money as an item's amount prints it: with decimals or a currency sign, or whole in a reading
 * of the document as one that prints money so (whole-money.ts). */
export const looksLikeMoney = (n: RowNumber): boolean =>
  !n.percent && !n.unit && (n.decimals >= 2 || n.currency || n.whole === true);

/** Where a table prints its amounts: numbers align on one edge of their column, mostly the
 * right, or on its middle (a word processor's centred cells). */
export interface AmountColumn {
  edge: 'left' | 'right' | 'center';
  at: number;
  tolerance: number;
}

/** Where a number stands by one alignment of its column. */
export const alignedAt = (n: RowNumber, edge: AmountColumn['edge']): number =>
  edge === 'right' ? n.right : edge === 'left' ? n.left : (n.left + n.right) / 2;

export const inColumn = (n: RowNumber, column: AmountColumn): boolean =>
  Math.abs(alignedAt(n, column.edge) - column.at) <= column.tolerance;

/** In a right-aligned column by its cell: the digits, or a currency word printed after them
 * where the other rows print none ("150,00 EUR" under "4.900,00"). */
export const cellInColumn = (n: RowNumber, column: AmountColumn): boolean =>
  inColumn(n, column) ||
  (column.edge === 'right' &&
    n.cellRight !== undefined &&
    Math.abs(n.cellRight - column.at) <= column.tolerance);
