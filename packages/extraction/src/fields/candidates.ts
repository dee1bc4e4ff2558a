import type { Line, Segment } from '../layout/lines.js';
import { findAmounts } from '../parse/amount.js';
import type { DateMatch } from '../parse/date.js';
import { BUYER_CONTEXT, type LabelField } from '../lexicon/index.js';
import { fold } from '../parse/normalize.js';
import type { Box } from '../types.js';
import { subBox, type LabelHit } from './label-finder.js';
import { labelNamesAMeasure } from './measure-label.js';
import {
  AMOUNT_FIELDS,
  bareMoneyIdentifier,
  DATE_FIELDS,
  IDENTIFIER_FIELDS,
  parseDateValue,
  parseIdentifier,
  parseTaxId,
} from './values.js';

export type Placement = 'inline' | 'right' | 'below';

export interface Candidate {
  field: LabelField;
  value: string | number;
  date?: DateMatch;
  /** Label weight × placement weight × value quality, 0..1. */
  score: number;
  placement: Placement;
  page: number;
  box: Box;
  lineIndex: number;
  /** For amounts: position among the amounts after the label, rightmost = 1. */
  rightmost?: boolean;
}

/** "net 10 days", "30 Tage netto", "à 45 jours": a number counting time is a payment term. */
const PERIOD_AFTER =
  /^\s*(days?|tagen?|tage|jours?|dagen|giorni|dias|dnu|dni|weeks?|wochen|semaines|months?|monate?n?|mois)\b/i;

const PLACEMENT_WEIGHT: Record<Placement, number> = { inline: 1, right: 0.95, below: 0.85 };

interface ValueSource {
  text: string;
  box: Box;
  placement: Placement;
  lineIndex: number;
  page: number;
}

/** A segment is a label (not a value) when label phrases make up at least half of its text. */
function isLabelSegment(
  lines: Line[],
  hits: LabelHit[],
  lineIndex: number,
  segmentIndex: number,
): boolean {
  const text = lines[lineIndex]?.segments[segmentIndex]?.text ?? '';
  const covered = hits
    .filter((h) => h.lineIndex === lineIndex && h.segmentIndex === segmentIndex)
    .reduce((sum, h) => sum + (h.end - h.start), 0);
  return covered > 0 && covered >= text.replace(/[\s:.#]/g, '').length * 0.5;
}

/** Where a label's value may be printed: after it in the segment, to its right, or just below. */
function valueSources(lines: Line[], hits: LabelHit[], hit: LabelHit): ValueSource[] {
  const line = lines[hit.lineIndex];
  const segment = line?.segments[hit.segmentIndex];
  if (!line || !segment) return [];
  const sources: ValueSource[] = [];
  const rest = segment.text.slice(hit.end);
  const nextHitInSegment = hits
    .filter(
      (h) =>
        h.lineIndex === hit.lineIndex && h.segmentIndex === hit.segmentIndex && h.start >= hit.end,
    )
    .sort((a, b) => a.start - b.start)[0];
  const inlineText = nextHitInSegment ? rest.slice(0, nextHitInSegment.start - hit.end) : rest;
  if (/[\p{L}\d]/u.test(inlineText)) {
    const sb = subBox(segment, hit.end, nextHitInSegment?.start ?? segment.text.length);
    sources.push({
      text: inlineText,
      box: { x: sb.x, y: segment.y, width: sb.width, height: segment.height },
      placement: 'inline',
      lineIndex: hit.lineIndex,
      page: line.page,
    });
  }
  for (let i = hit.segmentIndex + 1; i < line.segments.length; i += 1) {
    if (isLabelSegment(lines, hits, hit.lineIndex, i)) break;
    const right = line.segments[i] as Segment;
    sources.push({
      text: right.text,
      box: right,
      placement: 'right',
      lineIndex: hit.lineIndex,
      page: line.page,
    });
  }
  if (sources.length === 0 || nextHitInSegment === undefined)
    sources.push(...belowSources(lines, hits, hit, segment));
  return sources;
}

/** The segment under the label (overlapping it horizontally) within a few line heights (label's or value's). */
function belowSources(
  lines: Line[],
  hits: LabelHit[],
  hit: LabelHit,
  segment: Segment,
): ValueSource[] {
  const label = subBox(segment, hit.start, hit.end);
  const line = lines[hit.lineIndex] as Line;
  // Column values may be centred or right-aligned under a narrower header: allow half a label width.
  const slack = Math.max(4, label.width / 2);
  const left = label.x - slack;
  const right = Math.max(label.x + label.width, segment.x + segment.width) + slack;
  for (let i = hit.lineIndex + 1; i < lines.length && i <= hit.lineIndex + 3; i += 1) {
    const below = lines[i] as Line;
    if (below.page !== line.page) break;
    // The gap is measured against the taller of label and value, as a grid cell's is: a small
    // uppercase title ("DUE BY") stands far above a value printed in a big font.
    if (below.y - (line.y + line.height) > Math.max(line.height, below.height) * 3.2) continue;
    const overlap = (s: Segment): number => Math.min(s.x + s.width, right) - Math.max(s.x, left);
    const ranked = below.segments
      .map((s, k) => ({ k, o: overlap(s) }))
      .filter((r) => r.o > 0)
      .sort((a, b) => b.o - a.o);
    const index = ranked[0]?.k ?? -1;
    const found = below.segments[index];
    if (found && index >= 0) {
      if (isLabelSegment(lines, hits, i, index)) return [];
      // "Hasta: 01/05/2021" reaching in from the left: another label's cell, even one the
      // lexicon lacks, is passed over for the value further down.
      if (OWN_LABEL_CELL.test(found.text.trim()) && found.x < label.x - 2) continue;
      return [{ text: found.text, box: found, placement: 'below', lineIndex: i, page: below.page }];
    }
  }
  return [];
}

/** A cell that opens with its own label: a few words and a colon before its value. */
const OWN_LABEL_CELL = /^\p{L}[\p{L}\s.]{0,24}:\s*\S/u;

/** Lines of words alone (a wrapped description) an item table may print between its rows. */
const MAX_WRAPPED = 3;

const moneyIn = (text: string): number[] =>
  findAmounts(text)
    .filter((a) => a.hasDecimals || a.currency)
    .map((a) => a.value);

/**
 * A figure under a column title with another figure under it in the same column: the title
 * heads an item table's column ("Wartość netto" over each line's net), whose first row is no
 * document total. The next line printing money decides, past a few lines of words alone (a
 * description wrapped around its row). A summary table prints one row of figures under its
 * titles (per-rate rows add up to the tax: tax-per-rate.ts reads those beside their labels);
 * its one rate's row repeated as the sum under it ("41,31" over "41,31") is no other row.
 */
function columnGoesOn(lines: Line[], src: ValueSource): boolean {
  const first = moneyIn(src.text).at(-1);
  const { x, width } = src.box;
  let above = lines[src.lineIndex];
  for (let i = src.lineIndex + 1; i <= src.lineIndex + 1 + MAX_WRAPPED; i += 1) {
    const next = lines[i];
    if (!above || !next || next.page !== above.page) return false;
    if (next.y - (above.y + above.height) > Math.max(above.height, next.height) * 2) return false;
    if (moneyIn(next.text).length > 0)
      return next.segments.some(
        (s) =>
          Math.min(s.x + s.width, x + width) - Math.max(s.x, x) > 0 &&
          moneyIn(s.text).some((v) => v !== first),
      );
    above = next;
  }
  return false;
}

const segmentText = (lines: Line[], hit: LabelHit): string =>
  lines[hit.lineIndex]?.segments[hit.segmentIndex]?.text.trim() ?? '';

/** Reads every labelled value on the page set into scored candidates. */
export function labelCandidates(lines: Line[], hits: LabelHit[]): Candidate[] {
  const out: Candidate[] = [];
  for (const hit of hits) {
    if (hit.field === 'other') continue;
    const field = hit.field;
    const sources = valueSources(lines, hits, hit);
    const base = (placement: Placement): number => hit.weight * PLACEMENT_WEIGHT[placement];
    const labelText = lines[hit.lineIndex]?.segments[hit.segmentIndex]?.text ?? '';
    if (AMOUNT_FIELDS.has(field)) {
      // "Total hours 19.75": a time sheet's or a delivery note's sum, no money of the invoice.
      if (labelNamesAMeasure(labelText.slice(0, hit.start), labelText.slice(hit.end))) continue;
      // A column header heads amounts below it only when it is the whole header ("Montant TVA", not "Ohne MwSt.").
      const labelIsHeader =
        (hit.end - hit.start) / Math.max(1, segmentText(lines, hit).length) >= 0.6;
      const amounts = sources.flatMap((src) =>
        src.placement === 'below' &&
        (sources.length > 1 || !labelIsHeader || columnGoesOn(lines, src))
          ? []
          : findAmounts(src.text)
              .filter((a) => !PERIOD_AFTER.test(src.text.slice(a.index + a.length)))
              .map((a) => ({ a, src })),
      );
      amounts.forEach(({ a, src }, i) => {
        const rightmost = i === amounts.length - 1;
        const quality = (a.hasDecimals || a.currency ? 1 : 0.7) * (rightmost ? 1 : 0.75);
        out.push({
          field,
          value: a.value,
          score: base(src.placement) * quality,
          placement: src.placement,
          page: src.page,
          box: src.box,
          lineIndex: src.lineIndex,
          rightmost,
        });
      });
      continue;
    }
    let headingsRow = false;
    const label = labelText.slice(hit.start, hit.end);
    for (const [k, src] of sources.entries()) {
      // A seller heading in a row of block headings ("DODAVATEL:  DODACÍ ADRESA:  …") names the
      // block under it: nothing further right on that row is its value.
      if (
        field === 'vendor_name' &&
        src.placement === 'right' &&
        (headingsRow || isHeading(src.text))
      ) {
        headingsRow = true;
        continue;
      }
      const value = parseValue(field, src.text);
      if (value === null) continue;
      const beside = k === 0 && src.placement !== 'below';
      if (IDENTIFIER_FIELDS.has(field) && bareMoneyIdentifier(value.value, label, beside)) continue;
      // Under a label a cell holds the number alone; "123 Tech Avenue" under a title is an address.
      if (
        IDENTIFIER_FIELDS.has(field) &&
        src.placement === 'below' &&
        wordsAfter(src.text, value.value)
      )
        continue;
      out.push({
        field,
        ...value,
        score: base(src.placement),
        placement: src.placement,
        page: src.page,
        box: src.box,
        lineIndex: src.lineIndex,
      });
      break;
    }
  }
  return out;
}

/** Two words or more after the identifier in its text (a street's name after its number). */
const wordsAfter = (text: string, id: string): boolean =>
  /\p{L}{2,}[\s,]+\p{L}{2,}/u.test(text.slice(text.indexOf(id) + id.length));

/** A heading beside the seller's ("Delivery address:") is another label, not its name. */
const isHeading = (text: string): boolean => /:\s*$/.test(text) || BUYER_CONTEXT.test(fold(text));

function parseValue(field: LabelField, text: string): { value: string; date?: DateMatch } | null {
  if (IDENTIFIER_FIELDS.has(field)) {
    const id = parseIdentifier(text);
    return id ? { value: id } : null;
  }
  if (DATE_FIELDS.has(field)) {
    const date = parseDateValue(text.replace(/^[\s:.\-–]*(?:(?:du|le|vom|am|on|op|of)\s+)?/i, ''));
    return date ? { value: date.iso, date } : null;
  }
  if (field === 'vendor_tax_id') {
    const id = parseTaxId(text);
    return id ? { value: id } : null;
  }
  if (field === 'vendor_name') {
    const name = text.replace(/^[\s:.\-–]+/, '').trim();
    return name.length >= 2 && !/^\(/.test(name) && !isHeading(name) ? { value: name } : null;
  }
  return null;
}
