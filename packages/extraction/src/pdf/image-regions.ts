import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { findAmounts } from '../parse/amount.js';
import type { Box, Token } from '../types.js';
import { loadPdfjs } from './pdfjs.js';

/** A rectangle on the page, top-left origin, PDF points (as tokens are placed). */
export type Region = Box;

/** An image smaller than this share of the page is a logo, a stamp or a signature. */
const MIN_IMAGE_SHARE = 0.05;
/** Images without text over them must cover this share of the page together before it is
 * OCR'd: a table drawn as a picture (one row and totals on A4 are about 12 %). */
const MIN_UNREAD_SHARE = 0.08;
/** More text tokens than this over an image smaller than a page: it carries text (a banner
 * with the vendor's name and address printed over it, as factur-x-kit's PDF_DESIGN pages have). */
const MAX_TOKENS_INSIDE = 2;
/** An image of this share of the page or more is a page picture (a scan). */
const PAGE_PICTURE_SHARE = 0.6;
/** Text covering more than this share of a page picture: it carries its text layer. A stamp or a
 * few typed fields over a scan cover far less; the corpus's text pages cover 2.4 % (Azure's
 * Invoice_1) to 8 % of their page, so a sparse scan carrying its OCR text can pass as
 * text-free: it is OCR'd for nothing (its words lie under text tokens and are dropped), which
 * the amount gate (AMOUNTS_IN_TEXT) spares most such scans. */
const MAX_TEXT_COVER = 0.08;

/** A page printing this many amounts as text has its figures in its text layer: its images are
 * not looked at (finding them costs a pass over the page's drawing operators and the decoding
 * of its images, 20–200 ms a page, which every text page would pay). */
const AMOUNTS_IN_TEXT = 3;

/** Whether a page's text prints too few amounts for an invoice page that shows its own figures:
 * only then may its figures be in images. */
export function fewAmountsInText(tokens: Token[]): boolean {
  let amounts = 0;
  for (const token of tokens) {
    amounts += findAmounts(token.text).filter((a) => a.hasDecimals).length;
    if (amounts >= AMOUNTS_IN_TEXT) return false;
  }
  return true;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** Where the page's images are drawn (each the unit square through the transform then). */
async function imageRegions(page: PDFPageProxy): Promise<Region[]> {
  const { OPS } = await loadPdfjs();
  const viewport = page.getViewport({ scale: 1 });
  const { fnArray, argsArray } = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const out: Region[] = [];
  for (let i = 0; i < fnArray.length; i += 1) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(args as Matrix, ctm);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = args?.[0] as Matrix | null;
      if (matrix) ctm = multiply(matrix, ctm);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
      const corners = [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ].map(([u, v]) =>
        viewport.convertToViewportPoint(
          u! * ctm[0] + v! * ctm[2] + ctm[4],
          u! * ctm[1] + v! * ctm[3] + ctm[5],
        ),
      ) as Array<[number, number]>;
      const xs = corners.map((c) => c[0]);
      const ys = corners.map((c) => c[1]);
      const x = Math.max(0, Math.min(...xs));
      const y = Math.max(0, Math.min(...ys));
      const width = Math.min(viewport.width, Math.max(...xs)) - x;
      const height = Math.min(viewport.height, Math.max(...ys)) - y;
      if (width > 0 && height > 0) out.push({ x, y, width, height });
    }
  }
  return out;
}

export const inside = (token: Token, r: Region): boolean => {
  const cx = token.x + token.width / 2;
  const cy = token.y + token.height / 2;
  return cx >= r.x && cx <= r.x + r.width && cy >= r.y && cy <= r.y + r.height;
};

/** The share of a region that the boxes of the text tokens inside it cover. */
function textCover(tokens: Token[], r: Region): number {
  const covered = tokens
    .filter((t) => inside(t, r))
    .reduce((sum, t) => sum + t.width * t.height, 0);
  return covered / (r.width * r.height);
}

/**
 * The regions of a page drawn as images that its text layer does not reach: large images
 * with little text over them, where text printed as pixels (an item table pasted as a
 * picture) would otherwise go unread. Empty unless together they cover enough of the page to
 * be worth an OCR pass (a logo or a signature never is).
 */
export async function unreadImageRegions(page: PDFPageProxy, tokens: Token[]): Promise<Region[]> {
  const { width, height } = page.getViewport({ scale: 1 });
  const area = width * height;
  const unread = (await imageRegions(page)).filter((r) => {
    const share = (r.width * r.height) / area;
    if (share < MIN_IMAGE_SHARE) return false;
    if (share >= PAGE_PICTURE_SHARE) return textCover(tokens, r) <= MAX_TEXT_COVER;
    return tokens.filter((t) => inside(t, r)).length <= MAX_TOKENS_INSIDE;
  });
  const share = unread.reduce((s, r) => s + r.width * r.height, 0) / area;
  return share >= MIN_UNREAD_SHARE ? unread : [];
}
