import type { Line, Segment } from '../layout/lines.js';
import { fold } from '../parse/normalize.js';
import { LABEL_PHRASES, OTHER_LABEL_PHRASES, type LabelField } from '../lexicon/index.js';

export interface LabelHit {
  /** 'other' marks a label of a fact we do not extract; it still bounds its neighbours' values. */
  field: LabelField | 'other';
  weight: number;
  lineIndex: number;
  segmentIndex: number;
  /** Character range of the label inside the segment text. */
  start: number;
  end: number;
}

interface CompiledLabel {
  field: LabelField | 'other';
  weight: number;
  length: number;
  re: RegExp;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each phrase as a regex: words may be split by spaces, dots or hyphens; no letter may touch
 * either end. A digit may follow a word label of five letters or more: producers glue values to
 * labels ("Due date16.09.2026"), and no longer word ends in a digit. A phrase joined to digits by
 * a slash is the start of an identifier ("GST/24-25/0193", an Indian invoice number), no label.
 */
function compile(field: LabelField | 'other', phrase: string, weight: number): CompiledLabel {
  // "Nº" is printed with the ordinal sign as often as with the degree sign the lexicon spells.
  const body = phrase.split(' ').map(escape).join('[\\s.\\-]*').replace(/°/g, '[°º]');
  const end = phrase.length >= 5 && /\p{L}$/u.test(phrase) ? '[\\p{L}_]' : '[\\p{L}\\d_]';
  return {
    field,
    weight,
    length: phrase.length,
    // A phrase that opens on punctuation (", den") may follow a word directly ("München, den").
    re: new RegExp(
      `${/^[\p{L}\d]/u.test(phrase) ? '(?<![\\p{L}\\d_])' : ''}${body}\\.?(?!${end})(?!\\/\\d)`,
      'giu',
    ),
  };
}

const POSSESSIVE = /^['’`]s(?![\p{L}])/u;

const COMPILED: CompiledLabel[] = [
  ...LABEL_PHRASES.map(({ field, phrase, weight }) => compile(field, phrase, weight)),
  ...OTHER_LABEL_PHRASES.map((phrase) => compile('other', phrase, 0)),
].sort((a, b) => b.length - a.length);

/** Hits per document (shared, never changed by a caller): the header and the item tables, which
 * totals end, read the same labels. */
const found = new WeakMap<Line[], LabelHit[]>();

/** Finds label phrases in every segment; overlapping matches resolve to the longest phrase. */
export function findLabels(lines: Line[]): LabelHit[] {
  const known = found.get(lines);
  if (known) return known;
  const hits: LabelHit[] = [];
  lines.forEach((line, lineIndex) => {
    line.segments.forEach((segment, segmentIndex) => {
      const text = foldKeepLength(segment.text);
      const taken: Array<[number, number]> = [];
      const inSegment: LabelHit[] = [];
      for (const label of COMPILED) {
        for (const m of text.matchAll(label.re)) {
          const start = m.index ?? 0;
          const end = start + m[0].length;
          // "Supplier's Ref.", "Consignor's GSTIN": a party's possession names no party.
          if (label.field === 'vendor_name' && POSSESSIVE.test(text.slice(end))) continue;
          // The same phrase may name two fields ("btw": tax amount or VAT id); a longer overlapping phrase wins.
          if (taken.some(([a, b]) => start < b && end > a && (a !== start || b !== end))) continue;
          taken.push([start, end]);
          inSegment.push({
            field: label.field,
            weight: label.weight,
            lineIndex,
            segmentIndex,
            start,
            end,
          });
        }
      }
      hits.push(...qualify(inSegment, text).map((hit) => asReference(hit, text)));
    });
  });
  found.set(lines, hits);
  return hits;
}

const AMOUNT_LABEL = new Set([
  'net_amount',
  'tax_amount',
  'total_amount',
  'amount_due',
  'line_net_total',
  'prepaid_amount',
  'rounding_amount',
  'payment_tendered',
  'change_given',
]);
/** "incl. VAT", "(excl. tax)", "ohne MwSt.": words that qualify the amount label before them. */
const QUALIFIER =
  /^[\s([,:-]*((incl|inkl|including|inclusive|inclusief|incluant|toutes taxes|excl|exkl|excluding|exclusive|exclusief|hors|ohne|before|after|avant|apres|voor|na|with|without|mit|plus|zzgl|de|of|der)(\s+of)?)?[\s.]*(\(?)[\s]*$/;
/** A tax word followed by "incl." qualifies a total as including the tax. */
const INCLUDED_AFTER =
  /^[\s.:)-]*(incl|inc|inclusive|included|including|inkl|inklusive|inbegr|compris|inclus|incluse|ttc)\b/;
const EXCLUDING =
  /^[\s([,:-]*(excl|exkl|excluding|exclusive|exclusief|hors|ohne|before|avant|voor|without)\b/;

/**
 * A tax word that only qualifies the amount label before it ("Total (incl. VAT)") is not a label
 * of its own; "Total excl. VAT" turns the total into a net amount.
 */
function qualify(inSegment: LabelHit[], text: string): LabelHit[] {
  const sorted = [...inSegment].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: LabelHit[] = [];
  let prev: LabelHit | undefined;
  let dropped: [number, number] | null = null;
  for (const hit of sorted) {
    // A phrase naming two fields ("vat": tax amount or VAT id) goes or stays as one.
    if (dropped && hit.start === dropped[0] && hit.end === dropped[1]) continue;
    const isTaxWord = sorted.some(
      (h) => h.start === hit.start && h.end === hit.end && h.field === 'tax_amount',
    );
    const between = prev ? text.slice(prev.end, hit.start) : '';
    if (prev && AMOUNT_LABEL.has(prev.field) && isTaxWord && QUALIFIER.test(between)) {
      if (EXCLUDING.test(between) && prev.field === 'total_amount') prev.field = 'net_amount';
      // "Total GST", "Summe MwSt.", "Totaal BTW": a total of the tax itself, not the grand total.
      // "Total GST incl." / "TOTAL (GST INCL)" is the total including the tax, not the tax.
      if (
        /^[\s:]*$/.test(between) &&
        prev.field === 'total_amount' &&
        !INCLUDED_AFTER.test(text.slice(hit.end))
      )
        prev.field = 'tax_amount';
      prev.end = hit.end;
      dropped = [hit.start, hit.end];
      continue;
    }
    const kept = { ...hit };
    out.push(kept);
    if (AMOUNT_LABEL.has(kept.field) || !prev || kept.start !== prev.start) prev = kept;
  }
  return out;
}

/**
 * Words that introduce another document: "Credit note for invoice No. 12 from 1 May", "refers to
 * invoice X dated …", "zu Rechnung", "sur la facture". The number and date after them belong to
 * the referenced invoice, so their labels name nothing of this one.
 */
const REFERENCE_BEFORE =
  /(?:^|[\s(])(for|to|refers to|regarding|against|zu|zur|fur|auf|sur|pour|de la|voor|bij|op|per|alla|a la|para|ke|k)\s*$/;

function asReference(hit: LabelHit, text: string): LabelHit {
  if (hit.field !== 'invoice_number' && hit.field !== 'invoice_date') return hit;
  return REFERENCE_BEFORE.test(text.slice(0, hit.start)) ? { ...hit, field: 'other' } : hit;
}

/** Accent folding that keeps string length, so match offsets index the original text. */
function foldKeepLength(text: string): string {
  const folded = fold(text);
  return folded.length === text.length ? folded : text.toLowerCase();
}

/** Horizontal extent of a character range inside a segment, assuming even glyph widths. */
export function subBox(segment: Segment, start: number, end: number): { x: number; width: number } {
  const perChar = segment.width / Math.max(1, segment.text.length);
  return { x: segment.x + start * perChar, width: Math.max(1, (end - start) * perChar) };
}
