import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Token } from '../types.js';
import { joinGlyphCopies } from './glyph-copies.js';
import { dropOverprints } from './overprint.js';

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * Reads the text layer of one page as positioned tokens (top-left origin, PDF points).
 * pdfjs items may hold several words or single glyphs; layout code regroups them into lines.
 */
export async function readTextTokens(page: PDFPageProxy, pageNo: number): Promise<Token[]> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const tokens: Token[] = [];
  for (const raw of content.items) {
    const item = raw as Partial<PdfTextItem>;
    if (typeof item.str !== 'string' || !item.transform) continue;
    const text = item.str.replace(/\u00a0/g, ' ');
    if (!text.trim()) continue;
    const [, , c = 0, d = 1, e = 0, f = 0] = item.transform;
    // Font size from the text matrix's vertical axis (its horizontal one also carries Tz, the
    // horizontal scaling of condensed text); item.height is 0 for some producers.
    const size = Math.hypot(c, d) || item.height || 10;
    const [x, baseline] = viewport.convertToViewportPoint(e, f) as [number, number];
    tokens.push({
      text,
      page: pageNo,
      x,
      y: baseline - size * 0.8,
      width: item.width ?? 0,
      height: size,
    });
  }
  return dropOverprints(joinGlyphCopies(tokens));
}
