import type { Line, Segment } from '../layout/lines.js';
import { fold } from '../parse/normalize.js';
import type { HeaderFieldName } from '../types.js';
import { LABELS, OTHER_LABELS } from './labels.js';

export interface LabelHit {
  /** 'other' marks a label of a fact we do not extract; it still bounds its neighbours' values. */
  field: HeaderFieldName | 'other';
  weight: number;
  lineIndex: number;
  segmentIndex: number;
  /** Character range of the label inside the segment text. */
  start: number;
  end: number;
}

interface CompiledLabel {
  field: HeaderFieldName | 'other';
  weight: number;
  length: number;
  re: RegExp;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each phrase as a regex: words may be split by spaces, dots or hyphens; no letter may touch either end. */
function compile(field: HeaderFieldName | 'other', phrase: string, weight: number): CompiledLabel {
  const body = phrase.split(' ').map(escape).join('[\\s.\\-]*');
  return {
    field,
    weight,
    length: phrase.length,
    re: new RegExp(`(?<![\\p{L}\\d_])${body}\\.?(?![\\p{L}\\d_])`, 'giu'),
  };
}

const COMPILED: CompiledLabel[] = [
  ...Object.entries(LABELS).flatMap(([field, phrases]) =>
    phrases.map(([phrase, weight]) => compile(field as HeaderFieldName, phrase, weight)),
  ),
  ...OTHER_LABELS.map((phrase) => compile('other', phrase, 0)),
].sort((a, b) => b.length - a.length);

/** Finds label phrases in every segment; overlapping matches resolve to the longest phrase. */
export function findLabels(lines: Line[]): LabelHit[] {
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
      hits.push(...qualify(inSegment, text));
    });
  });
  return hits;
}

const AMOUNT_LABEL = new Set(['net_amount', 'tax_amount', 'total_amount', 'amount_due']);
/** "incl. VAT", "(excl. tax)", "ohne MwSt.": words that qualify the amount label before them. */
const QUALIFIER =
  /^[\s([,:-]*(incl|inkl|including|inclusief|incluant|toutes taxes|excl|exkl|excluding|exclusief|hors|ohne|before|after|avant|apres|voor|na|with|without|mit|plus|zzgl|de|of|der)?[\s.]*(\(?)[\s]*$/;
const EXCLUDING =
  /^[\s([,:-]*(excl|exkl|excluding|exclusief|hors|ohne|before|avant|voor|without)\b/;

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
