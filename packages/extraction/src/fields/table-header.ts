import { subBox } from './label-finder.js';
import type { Line, Segment } from '../layout/lines.js';
import { ITEM_NAME_WORDS, LINE_COLUMN_WORDS } from '../lexicon/index.js';
import { fold } from '../parse/normalize.js';
import type { LineFieldName } from '../types.js';

const alternatives = (words: readonly string[]): string => words.filter((w) => w !== '%').join('|');

/** Column header words from the lexicon, most specific first (a "Tax %" column is not an amount column). */
const COLUMN_WORDS: Array<[LineFieldName, RegExp]> = [
  [
    'tax_rate',
    new RegExp(
      String.raw`(%|\b(${alternatives(LINE_COLUMN_WORDS.tax_rate)})\b(?! ?(amount|bedrag|betrag|importo|importe))( ?(rate|satz|tarief|sazba|%))?)`,
    ),
  ],
  ...(['quantity', 'unit_price', 'amount', 'description'] as const).map(
    (field): [LineFieldName, RegExp] => [
      field,
      new RegExp(String.raw`\b(${alternatives(LINE_COLUMN_WORDS[field])})\b`),
    ],
  ),
];

/** Words that name the item itself; weaker words ("item", "article") often head a code or category column beside it. */
const NAME_WORDS = new RegExp(String.raw`\b(${ITEM_NAME_WORDS.join('|')})\b`);

/** Columns we do not read (position numbers, article codes, discounts; one cell may title two,
 * "Pos. Art.-Nr."): their values must not spill into neighbours. */
const UNREAD =
  /^((pos|position|nr|no|#|line|code|sku|ref|reference|art[.\- ]*nr|artikelnummer|item code|item no|kod|codice|codigo|lp|l\.p|n[°º]|nro|item #|s\.? ?no|sr\.? ?no|poz)\.?\s*)+$|\b(rabatt|discount|remise|korting|rabais|sconto|descuento|sleva)\b/;

/** A word qualifying the header word after it ("Price incl. VAT", "Price per unit") does not start a column. */
const QUALIFIER =
  /\b(incl|inkl|including|inclusief|excl|exkl|excluding|exclusief|ohne|mit|zzgl|hors|avec|sans|per|pro|par|je|with|without|of|de|du|der|van)\.?\s*\(?\s*$|\(\s*$/;

export interface Column {
  /** null: a column we recognise but do not read. */
  field: LineFieldName | null;
  left: number;
  right: number;
}

interface WordHit {
  field: LineFieldName;
  start: number;
  end: number;
}

/** Every column word in a header text, left to right, longest first where two start together ("unit price" over "unit"). */
function columnWords(text: string): WordHit[] {
  const hits: WordHit[] = [];
  for (const [field, re] of COLUMN_WORDS) {
    for (const m of text.matchAll(new RegExp(re.source, 'g')))
      hits.push({ field, start: m.index, end: m.index + m[0].length });
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: WordHit[] = [];
  for (const h of hits) if (!kept.some((k) => h.start < k.end && h.end > k.start)) kept.push(h);
  return kept.filter((h) => !QUALIFIER.test(text.slice(0, h.start)));
}

/** How many separate values the rows under a header segment print inside its span (two means two columns). */
function valuesUnder(seg: Segment, below: Line[]): number {
  let most = 0;
  for (const line of below) {
    const inside = line.segments.filter(
      (s) => s.x >= seg.x - 4 && s.x + s.width <= seg.x + seg.width + 4,
    );
    most = Math.max(most, inside.length);
  }
  return most;
}

/**
 * Header segments that hold two column names ("VAT Price incl. VAT", "Pos. Description") are split
 * where the second name starts, but only when the rows under them print two values there: "Total
 * Price" above one number stays one column. Three names or more are always split.
 */
function headerPieces(
  seg: Segment,
  below: Line[],
): Array<{ text: string; left: number; right: number }> {
  const text = fold(seg.text);
  const words = columnWords(text);
  const starts = words
    .filter((w, i) => i === 0 || w.field !== words[i - 1]?.field)
    .map((w) => w.start);
  // "Pos. Bezeichnung": a column we do not read titled in the same run as the next one.
  const lead = text.slice(0, starts[0] ?? 0).trim();
  const unreadLead = Boolean(lead) && UNREAD.test(lead);
  if (unreadLead) starts.unshift(0);
  // Three column names or more in one run are columns whatever the rows print under them (tight
  // gaps joined "Qty Unit price VAT Amount"; a row of one figure leaves the others empty).
  if (starts.length < 2 || (starts.length < 3 && !unreadLead && valuesUnder(seg, below) < 2))
    return [{ text, left: seg.x, right: seg.x + seg.width }];
  const cuts = [0, ...starts.slice(1), text.length];
  return cuts.slice(0, -1).map((from, i) => {
    const to = cuts[i + 1] ?? text.length;
    const box = subBox(seg, from, to);
    return { text: text.slice(from, to).trim(), left: box.x, right: box.x + box.width };
  });
}

function fieldOf(text: string, isPiece: boolean): LineFieldName | null | undefined {
  if (UNREAD.test(text)) return null;
  // A split piece is named by its leading word; a whole segment by its most specific word, where
  // "unit price" is one word (not "unit") and a qualified "incl. VAT" is none.
  const words = columnWords(text);
  if (isPiece) return words[0]?.field;
  return COLUMN_WORDS.find(([field]) => words.some((w) => w.field === field))?.[0];
}

/** The columns a line names when it is an item table's header, else null. */
export function headerColumns(line: Line, below: Line[]): Column[] | null {
  const cols: Array<Column & { name: boolean }> = [];
  for (const seg of line.segments) {
    const pieces = headerPieces(seg, below);
    for (const piece of pieces) {
      const field = fieldOf(piece.text, pieces.length > 1);
      if (field !== undefined)
        cols.push({
          field,
          left: piece.left,
          right: piece.right,
          name: NAME_WORDS.test(piece.text),
        });
    }
  }
  // Amounts are printed in the last column; a header like "VAT Price incl. VAT" still heads them.
  const read = cols.filter((c) => c.field !== null);
  const last = [...read].sort((a, b) => b.right - a.right)[0];
  if (last && !read.some((c) => c.field === 'amount') && last.field !== 'description')
    last.field = 'amount';
  // One column per field: the item's name beats a code or category column, otherwise the first wins.
  const descriptions = cols.filter((c) => c.field === 'description');
  const mainDescription = descriptions.find((c) => c.name) ?? descriptions[0];
  const seen = new Set<LineFieldName>();
  for (const c of cols) {
    if (c.field === 'description' && c !== mainDescription) c.field = null;
    if (c.field === null) continue;
    if (seen.has(c.field)) c.field = null;
    else seen.add(c.field);
  }
  const ok =
    seen.size >= 3 &&
    seen.has('amount') &&
    (seen.has('quantity') || seen.has('unit_price') || seen.has('description'));
  return ok ? cols.map(({ field, left, right }) => ({ field, left, right })) : null;
}

/** The column a segment belongs to: most horizontal overlap, else nearest right edge (numbers align right). */
export function columnOf(seg: Segment, cols: Column[]): Column | undefined {
  let best: Column | undefined;
  let bestScore = -Infinity;
  for (const c of cols) {
    const overlap = Math.min(seg.x + seg.width, c.right) - Math.max(seg.x, c.left);
    const score =
      overlap > 0
        ? overlap
        : -Math.min(Math.abs(seg.x + seg.width - c.right), Math.abs(seg.x - c.left));
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}
