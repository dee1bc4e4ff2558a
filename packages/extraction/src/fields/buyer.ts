import type { Line, Segment } from '../layout/lines.js';
import { BUYER_CONTEXT } from '../lexicon/index.js';
import { fold } from '../parse/normalize.js';
import type { ExtractedField } from '../types.js';
import { senderLines } from './sender-line.js';
import { withMendedLegalForms } from './vendor-patterns.js';

/** A label's block: a buyer label ("Bill to", "Rechnungsempfänger", "Client") states whose block
 * it is; a window envelope's recipient only where it sits. */
const LABELLED_CONFIDENCE = 0.7;
/** Buyer words that are possessives ("your", "Ihre", "votre", "uw"): the buyer's side, not a
 * heading of their address. */
const POSSESSIVES = new Set(['your', 'ihre', 'ihr', 'votre', 'uw', 'attn']);
const WINDOW_CONFIDENCE = 0.55;

/** An EU VAT id (two letters, then 8–12 letters and digits, at least six digits) or an Indian
 * GSTIN: the ids a buyer's block prints. A bare number is left alone (a customer number, a
 * postcode). */
function vatIdIn(text: string): string | null {
  // The label before the id ("VAT DE…", "USt-IdNr.: DE…") is no part of it.
  const upper = text
    .toUpperCase()
    .replace(
      /\b(VAT|UST|TVA|IVA|BTW|MWST|GST|TAX)\b[\w.-]*(\s*(ID|NO|NR|NUMBER|REG)\b)?[.:#]*/g,
      ' ',
    );
  const gstin = /\b\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]\b/.exec(upper);
  if (gstin) return gstin[0];
  const vat = /\b([A-Z]{2})\s?((?:[0-9A-Z][\s.]?){8,12})\b/.exec(upper);
  const body = vat?.[2]?.replace(/[\s.]/g, '') ?? '';
  return vat && /\d{6}/.test(body) ? vat[1] + body : null;
}

/** A line that can be a name: letters, not a street, town or phone line (those start with or
 * are mostly digits). */
const isNameLine = (text: string) =>
  /\p{L}{2}/u.test(text) && !/^\s*\d/.test(text) && (text.match(/\d/g)?.length ?? 0) < 4;

/** The segments under a label in its column, up to six lines, stopping at a wide gap. */
function blockUnder(lines: Line[], index: number, seg: Segment): Segment[] {
  const block: Segment[] = [];
  let bottom = (lines[index] as Line).y + (lines[index] as Line).height;
  for (let j = index + 1; j < lines.length && j <= index + 6; j += 1) {
    const below = lines[j] as Line;
    if (below.page !== seg.page || below.y - bottom > below.height * 3) break;
    const inColumn = below.segments.find((s) => Math.abs(s.x - seg.x) < 40);
    if (!inColumn) continue;
    block.push(inColumn);
    bottom = below.y + below.height;
  }
  return block;
}

const field = (
  value: string,
  seg: Segment,
  confidence: number,
  source: 'text' | 'ocr',
): ExtractedField => ({
  value,
  confidence,
  page: seg.page,
  box: { x: seg.x, y: seg.y, width: seg.width, height: seg.height },
  source,
});

/** Whom a printed invoice is addressed to (issue 22 item 6: the buyer picks which of the buying
 * organisation's companies it is for): the block under a buyer label, else the recipient under
 * a window envelope's sender line; its name is the first line that reads as a name (or what
 * follows the label on its own line), its VAT id the first one printed in the block. */
export function readBuyer(
  read: Line[],
  source: 'text' | 'ocr',
): { buyer_name: ExtractedField | null; buyer_tax_id: ExtractedField | null } {
  // The buyer's legal form as the vendor's: a misread "SDN BID" reads as printed (vendor-patterns.ts).
  const lines = withMendedLegalForms(read);
  for (const [i, line] of lines.entries()) {
    for (const seg of line.segments) {
      const label = BUYER_CONTEXT.exec(fold(seg.text));
      // A label heads the block ("Bill to:", "Kunde"): one inside a sentence ("Thank you for
      // your order") or a possessive ("Your reference") marks the buyer's side, names nobody.
      if (!label || label.index > 0 || POSSESSIVES.has(label[0])) continue;
      // "Bill to: Acme Ltd" on one segment: the name follows the label.
      const after = seg.text.slice(label.index + label[0].length).replace(/^[\s:.-]+/, '');
      const block = blockUnder(lines, i, seg);
      const nameSeg =
        after && isNameLine(after)
          ? { ...seg, text: after }
          : block.find((s) => isNameLine(s.text));
      if (!nameSeg) continue;
      const vatSeg = [seg, ...block].find((s) => vatIdIn(s.text));
      return {
        buyer_name: field(nameSeg.text.trim(), nameSeg, LABELLED_CONFIDENCE, source),
        buyer_tax_id: vatSeg
          ? field(vatIdIn(vatSeg.text)!, vatSeg, LABELLED_CONFIDENCE, source)
          : null,
      };
    }
  }
  const recipient = senderLines(lines)[0]?.recipient ?? [];
  const nameSeg = recipient.find((s) => isNameLine(s.text));
  if (!nameSeg) return { buyer_name: null, buyer_tax_id: null };
  const vatSeg = recipient.find((s) => vatIdIn(s.text));
  return {
    buyer_name: field(nameSeg.text.trim(), nameSeg, WINDOW_CONFIDENCE, source),
    buyer_tax_id: vatSeg ? field(vatIdIn(vatSeg.text)!, vatSeg, WINDOW_CONFIDENCE, source) : null,
  };
}
