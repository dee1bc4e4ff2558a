import type { MeasureText } from './words';

/** What pdf.js's text content says of a font (`textContent.styles[fontName]`). */
export interface TextStyle {
  fontFamily: string;
}

/** The size characters are measured at: large, so the canvas's rounding does not show. */
const SIZE = 100;
/** Fonts whose advances are kept (a font is one family of one document; a session opens many). */
const KEPT_FONTS = 64;
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

let context: CanvasRenderingContext2D | null | undefined;
/** The font last set on the context (setting one parses it; reading it back gives it
 * reserialized, so it is not compared with the context's own). */
let contextFont = '';
/** Advances by CSS font, then by character (a page's runs repeat the same few dozen). */
const advances = new Map<string, Map<string, number>>();

/** A 2D context to measure with, made once; null where there is none (tests, old browsers). */
function measuringContext(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    try {
      context =
        typeof document !== 'undefined' && typeof HTMLCanvasElement !== 'undefined'
          ? document.createElement('canvas').getContext('2d')
          : null;
    } catch {
      context = null;
    }
  }
  return context;
}

/** Whether pdf.js has loaded the font it calls `fontName` into the document (a FontFace of that
 * family: the PDF's embedded font, or the standard font data it draws a non-embedded one with). */
function isLoadedFont(fontName: string): boolean {
  if (typeof document === 'undefined' || !('fonts' in document)) return false;
  for (const face of document.fonts)
    if (face.status === 'loaded' && face.family.replace(/^["']|["']$/g, '') === fontName)
      return true;
  return false;
}

const quoted = (family: string) =>
  GENERIC.has(family) ? family : `"${family.replace(/["\\]/g, '')}"`;

/**
 * A MeasureText for the runs of one page: each character measured on a canvas in the font
 * pdf.js drew the run with when it is loaded (its FontFace is named like the run's `fontName`,
 * so the advances are the PDF's glyphs'), else in the generic family pdf.js's `styles` give
 * for it (its text layer does the same), sans-serif when they say nothing. Advances are kept per
 * font and character across pages and documents. Undefined where no canvas can measure: the
 * words then split their runs evenly (wordsOfRuns).
 */
export function glyphMeasure(styles: Readonly<Record<string, TextStyle>>): MeasureText | undefined {
  const ctx = measuringContext();
  if (!ctx) return undefined;
  const fonts = new Map<string, string>(); // fontName -> CSS font, for this page
  const cssFont = (fontName: string | undefined): string => {
    const key = fontName ?? '';
    let font = fonts.get(key);
    if (font === undefined) {
      const generic = quoted(styles[key]?.fontFamily || 'sans-serif');
      font =
        fontName && isLoadedFont(fontName)
          ? `${SIZE}px ${quoted(fontName)}, ${generic}`
          : `${SIZE}px ${generic}`;
      fonts.set(key, font);
    }
    return font;
  };
  return (text, fontName) => {
    const font = cssFont(fontName);
    let kept = advances.get(font);
    if (!kept) {
      if (advances.size >= KEPT_FONTS) advances.delete(advances.keys().next().value!);
      kept = new Map();
      advances.set(font, kept);
    }
    let advance = kept.get(text);
    if (advance === undefined) {
      if (contextFont !== font) {
        ctx.font = font;
        contextFont = font;
      }
      advance = ctx.measureText(text).width;
      kept.set(text, advance);
    }
    return advance;
  };
}
