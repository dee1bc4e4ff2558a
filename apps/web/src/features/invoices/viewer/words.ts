import type { PageBox } from './viewer-rules';

/** A word on a page: its text and box in upright page points (top-left origin), like the
 * extractor's field boxes. */
export interface PageWord extends PageBox {
  text: string;
}

/** What the viewer reads of pdf.js's text content: a run of text, its transform in PDF space,
 * its advance width and its font's name in pdf.js (pdf.js's TextItem). */
export interface TextRun {
  str: string;
  transform: number[];
  width: number;
  fontName?: string;
}

/** The advance of a piece of text (one character) in a run's font, in any unit shared by the
 * font's characters (only the proportions matter); glyph-widths.ts measures it on a canvas. */
export type MeasureText = (text: string, fontName: string | undefined) => number;

/** The share of a run's font size above its baseline (pdf.js's text layer uses the same when the
 * font does not say). */
const ASCENT = 0.8;
const DESCENT = 0.2;

/** Multiplies two 2D affine transforms [a, b, c, d, e, f] (pdf.js's Util.transform). */
function multiply(m1: readonly number[], m2: readonly number[]): number[] {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = m1;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

/**
 * Where each character of a run of `width` starts, from the run's start (`str.length + 1`
 * offsets, the last the width): by the characters' measured advances, scaled so they fill the
 * run (the PDF's own widths, spacing and kerning make its width; only the advances' proportions
 * are measured). Without a measure, or when it gives nothing usable, each character gets the
 * same share of the width.
 */
export function characterOffsets(
  str: string,
  width: number,
  fontName: string | undefined,
  measure?: MeasureText,
): number[] {
  const offsets = new Array<number>(str.length + 1);
  if (measure) {
    let sum = 0;
    let index = 0;
    for (const character of str) {
      const advance = measure(character, fontName);
      if (!(advance >= 0) || !Number.isFinite(advance)) {
        sum = 0;
        break;
      }
      // A character outside the BMP is two code units: both start where it does.
      for (let unit = 0; unit < character.length; unit += 1) offsets[index + unit] = sum;
      index += character.length;
      sum += advance;
    }
    if (sum > 0) {
      const scale = width / sum;
      for (let i = 0; i < str.length; i += 1) offsets[i] = offsets[i]! * scale;
      offsets[str.length] = width;
      return offsets;
    }
  }
  const perChar = width / str.length;
  for (let i = 0; i <= str.length; i += 1) offsets[i] = i * perChar;
  return offsets;
}

/**
 * The words of a page's text runs. `viewportTransform` is the page's viewport transform at scale
 * 1 (PDF space to upright top-left points). A run is split at spaces and cut where its
 * characters' measured advances say (`measure`, characterOffsets): the box of "March" ends after
 * its "h", not a character's average width earlier. Without `measure` each character gets the
 * same share of the run's width (exact for fixed-pitch fonts only). Runs that are not
 * horizontal in the upright page are left out (a word there could not be boxed).
 */
export function wordsOfRuns(
  runs: readonly TextRun[],
  viewportTransform: number[],
  measure?: MeasureText,
): PageWord[] {
  const words: PageWord[] = [];
  for (const run of runs) {
    if (!run.str.trim() || run.width <= 0) continue;
    const [a = 0, b = 0, c = 0, d = 0, left = 0, baseline = 0] = multiply(
      viewportTransform,
      run.transform,
    );
    if (Math.abs(b) > 1e-6 || Math.abs(c) > 1e-6 || a <= 0) continue; // turned or mirrored text
    const fontHeight = Math.abs(d);
    // The advance width is in text space: scale it like the run's x axis.
    const scaleX = Math.hypot(a, b) / Math.hypot(run.transform[0] ?? 1, run.transform[1] ?? 0);
    const width = run.width * scaleX;
    const offsets = characterOffsets(run.str, width, run.fontName, measure);
    for (const match of run.str.matchAll(/\S+/g)) {
      const start = offsets[match.index]!;
      const end = offsets[match.index + match[0].length]!;
      words.push({
        text: match[0],
        x: left + start,
        y: baseline - fontHeight * ASCENT,
        width: end - start,
        height: fontHeight * (ASCENT + DESCENT),
      });
    }
  }
  return words;
}

/** How far from a word (in page points) a click still picks it. */
const REACH = 3;

/** The word under a point in upright page points, or the nearest one within a few points. */
export function wordAt(words: readonly PageWord[], x: number, y: number): PageWord | null {
  let best: PageWord | null = null;
  let bestDistance = REACH;
  for (const word of words) {
    const dx = Math.max(word.x - x, 0, x - (word.x + word.width));
    const dy = Math.max(word.y - y, 0, y - (word.y + word.height));
    const distance = Math.hypot(dx, dy);
    if (distance === 0) return word;
    if (distance <= bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * A point on a page as shown (CSS pixels from the shown page's top-left corner, at `scale` CSS
 * pixels per point, turned by `rotation`) in upright page points: the inverse of rotateBox for a
 * point. `width` and `height` are the upright page's size in points.
 */
export function uprightPoint(
  shownX: number,
  shownY: number,
  scale: number,
  rotation: number,
  width: number,
  height: number,
): { x: number; y: number } {
  const x = shownX / scale;
  const y = shownY / scale;
  switch (rotation) {
    case 90:
      return { x: y, y: height - x };
    case 180:
      return { x: width - x, y: height - y };
    case 270:
      return { x: width - y, y: x };
    default:
      return { x, y };
  }
}

/** The text a picked word puts into a field: the word without the punctuation that ends a label
 * or a list ("Total:" gives "Total"). */
export function pickedText(word: string): string {
  return word.replace(/[:;,]+$/, '');
}
