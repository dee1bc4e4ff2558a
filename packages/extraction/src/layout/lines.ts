import type { Box, Token } from '../types.js';

/** A run of tokens on one line close enough together to be read as one phrase. */
export interface Segment extends Box {
  text: string;
  page: number;
}

export interface Line {
  page: number;
  /** Top of the line and its height (the tallest token). */
  y: number;
  height: number;
  segments: Segment[];
  /** All segments joined with single spaces, for whole-line patterns. */
  text: string;
}

/**
 * Gap, in multiples of the text height, up to which two phrases of one line can still be one
 * heading printed with wide letter or word spacing. Columns of a layout stand much further apart
 * (a page's columns are tens of text heights apart).
 */
const SPACED_GAP = 3;
export const spacedApart = (left: Segment, right: Segment): boolean =>
  right.x - (left.x + left.width) <= SPACED_GAP * Math.max(left.height, right.height);

/** Gap, in multiples of font size, above which two runs are separate phrases (columns). */
const PHRASE_GAP = 0.9;
/** Gap above which two glyph runs are separate words. */
const WORD_GAP = 0.15;

const center = (t: Token): number => t.y + t.height / 2;

/** Groups tokens into lines (by vertical overlap) and lines into phrase segments (by horizontal gaps). */
export function buildLines(tokens: Token[]): Line[] {
  const sorted = [...tokens].sort((a, b) => a.page - b.page || center(a) - center(b) || a.x - b.x);
  const groups: Token[][] = [];
  for (const token of sorted) {
    const current = groups[groups.length - 1];
    const first = current?.[0];
    if (current && first && first.page === token.page) {
      const lineCenter = current.reduce((s, t) => s + center(t), 0) / current.length;
      const tolerance = Math.min(first.height, token.height) * 0.45;
      if (Math.abs(center(token) - lineCenter) <= tolerance) {
        current.push(token);
        continue;
      }
    }
    groups.push([token]);
  }
  return groups.map(toLine);
}

function toLine(group: Token[]): Line {
  const byX = [...group].sort((a, b) => a.x - b.x);
  const segments: Segment[] = [];
  let run: Token[] = [];
  const flush = (): void => {
    if (run.length) segments.push(mergeRun(run));
    run = [];
  };
  for (const token of byX) {
    const prev = run[run.length - 1];
    if (prev) {
      const gap = token.x - (prev.x + prev.width);
      const size = Math.max(prev.height, token.height);
      if (gap > PHRASE_GAP * size) flush();
    }
    run.push(token);
  }
  flush();
  const y = Math.min(...group.map((t) => t.y));
  const bottom = Math.max(...group.map((t) => t.y + t.height));
  return {
    page: group[0]?.page ?? 1,
    y,
    height: bottom - y,
    segments,
    text: segments.map((s) => s.text).join('  '),
  };
}

function mergeRun(run: Token[]): Segment {
  let text = '';
  let prev: Token | undefined;
  for (const token of run) {
    if (prev) {
      const gap = token.x - (prev.x + prev.width);
      const needsSpace =
        gap > WORD_GAP * Math.max(prev.height, token.height) &&
        !text.endsWith(' ') &&
        !token.text.startsWith(' ');
      if (needsSpace) text += ' ';
    }
    text += token.text;
    prev = token;
  }
  const x = Math.min(...run.map((t) => t.x));
  const y = Math.min(...run.map((t) => t.y));
  const right = Math.max(...run.map((t) => t.x + t.width));
  const bottom = Math.max(...run.map((t) => t.y + t.height));
  return {
    text: text.replace(/\s+/g, ' ').trim(),
    page: run[0]?.page ?? 1,
    x,
    y,
    width: right - x,
    height: bottom - y,
  };
}
