import type { Line, Segment } from '../layout/lines.js';
import { findAmounts, parseNumber, parsePercent } from '../parse/amount.js';
import { fold } from '../parse/normalize.js';
import type { ExtractedField, FieldSource, LineFieldName, LineItem } from '../types.js';

/** Column header words, most specific first (a "Tax %" column is not an amount column). */
const COLUMN_WORDS: Array<[LineFieldName, RegExp]> = [
  ['tax_rate', /(%|\b(tax|vat|mwst|ust|tva|btw|taxes|gst)\b(?! ?(amount|bedrag|betrag)))/],
  ['quantity', /\b(qty|quantity|qte|quantite|menge|anzahl|aantal|hoeveelheid|nombre|units?|hours|hrs)\b/],
  ['unit_price', /\b(unit ?price|price|rate|unit cost|einzelpreis|preis|vk-preis|prix unitaire|p\.?u\.?( ht)?|prix|prijs( per stuk)?|stuksprijs|tarief)\b/],
  ['amount', /\b(amount|total|line total|subtotal|betrag|zeilenbetrag|gesamt(preis)?|montant( ht)?|bedrag|totaal|charges)\b/],
  ['description', /\b(description|item|product|title|artikel|omschrijving|bezeichnung|beschreibung|designation|libelle|produit|article|service|leistung|details)\b/],
];
const TOTALS = /^(sub ?total|total|totaal|subtotaal|summe|zwischensumme|gesamt|nettobetrag|total ht|montant|grand total|exclusief|prijzen zijn|tax|vat|btw|mwst)/;

interface Column {
  field: LineFieldName;
  left: number;
  right: number;
}

function headerColumns(line: Line): Column[] | null {
  const cols: Column[] = [];
  for (const seg of line.segments) {
    const text = fold(seg.text);
    const hit = COLUMN_WORDS.find(([, re]) => re.test(text));
    if (hit && !cols.some((c) => c.field === hit[0])) cols.push({ field: hit[0], left: seg.x, right: seg.x + seg.width });
  }
  // Amounts are printed in the last column; a header like "VAT Price incl. VAT" still heads them.
  const last = [...cols].sort((a, b) => b.right - a.right)[0];
  if (last && !cols.some((c) => c.field === 'amount') && last.field !== 'description') last.field = 'amount';
  const fields = new Set(cols.map((c) => c.field));
  return cols.length >= 3 && fields.has('amount') && (fields.has('quantity') || fields.has('unit_price') || fields.has('description')) ? cols : null;
}

/** The column a segment belongs to: most horizontal overlap, else nearest right edge (numbers align right). */
function columnOf(seg: Segment, cols: Column[]): Column | undefined {
  let best: Column | undefined;
  let bestScore = -Infinity;
  for (const c of cols) {
    const overlap = Math.min(seg.x + seg.width, c.right) - Math.max(seg.x, c.left);
    const score = overlap > 0 ? overlap : -Math.min(Math.abs(seg.x + seg.width - c.right), Math.abs(seg.x - c.left));
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

const cell = (value: string | number, seg: Segment, source: FieldSource, confidence: number): ExtractedField => ({
  value, confidence, page: seg.page, box: { x: seg.x, y: seg.y, width: seg.width, height: seg.height }, source,
});

/** Reads item tables: a header row naming the columns, then rows with an amount under the amount column. */
export function extractLineItems(lines: Line[], source: 'text' | 'ocr'): { items: LineItem[]; sum: number | null } {
  const items: LineItem[] = [];
  let cols: Column[] | null = null;
  const base = source === 'ocr' ? 0.6 : 0.75;
  for (const line of lines) {
    const header = headerColumns(line);
    if (header) {
      cols = header;
      continue;
    }
    if (!cols) continue;
    const first = fold(line.segments[0]?.text ?? '');
    const endsTable = TOTALS.test(first) || line.segments.some((s) => /^(sub ?total|total|totaal|summe)\b/.test(fold(s.text)));
    // A totals line (with a number) ends the table; a wrapped header word like "MwSt." does not.
    if (endsTable && findAmounts(line.text).length > 0) {
      cols = null;
      continue;
    }
    const row: Partial<Record<LineFieldName, { text: string; seg: Segment }>> = {};
    for (const seg of line.segments) {
      const col = columnOf(seg, cols);
      if (!col) continue;
      const prev = row[col.field];
      row[col.field] = prev ? { text: `${prev.text} ${seg.text}`, seg: prev.seg } : { text: seg.text, seg };
    }
    const amountCell = row.amount;
    const amount = amountCell ? findAmounts(amountCell.text).at(-1) : undefined;
    // Money is printed with cents or a currency; a bare integer there is a page number or a count.
    if (!amountCell || !amount || !(amount.hasDecimals || amount.currency)) continue;
    if (line.segments.some((s) => /^(page|seite|pagina)\b/i.test(s.text))) continue;
    const item: LineItem = { description: null, quantity: null, unit_price: null, tax_rate: null, amount: cell(amount.value, amountCell.seg, source, base) };
    if (row.description) item.description = cell(row.description.text, row.description.seg, source, base);
    const qty = row.quantity && parseNumber(row.quantity.text.split(/\s+/)[0] ?? '');
    if (row.quantity && qty) item.quantity = cell(qty.value, row.quantity.seg, source, base);
    const price = row.unit_price && findAmounts(row.unit_price.text).at(-1);
    if (row.unit_price && price) item.unit_price = cell(price.value, row.unit_price.seg, source, base);
    const rate = row.tax_rate && parsePercent(row.tax_rate.text);
    if (row.tax_rate && rate !== null && rate !== undefined) item.tax_rate = cell(rate, row.tax_rate.seg, source, base);
    // Arithmetic check: quantity × unit price = amount confirms the whole row.
    const qv = item.quantity?.value;
    const pv = item.unit_price?.value;
    if (typeof qv === 'number' && typeof pv === 'number' && Math.abs(qv * pv - amount.value) < 0.015) {
      for (const f of ['quantity', 'unit_price', 'amount'] as const) {
        const fieldValue = item[f];
        if (fieldValue) fieldValue.confidence = 0.92;
      }
    }
    items.push(item);
  }
  const sum = items.length ? Math.round(items.reduce((s, i) => s + Math.round(Number(i.amount?.value ?? 0) * 100), 0)) / 100 : null;
  return { items, sum };
}
