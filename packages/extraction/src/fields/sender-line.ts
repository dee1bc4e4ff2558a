import type { Line, Segment } from '../layout/lines.js';

/** Parts of a sender line "Name · Street 1 · 12345 Town" (dots, bullets, bars or dashes between spaces). */
export const SENDER_SEPARATOR = /\s+[·•|–—-]\s+|\s*[·•|]\s*/;
/**
 * A postcode followed by a town, in the shapes Europe prints: digits (12345, 654321, D-12345,
 * 1234 AB) or the alphanumeric British and Irish codes (M1 1AA, EC1A 1BB, D02 XA00).
 */
export const POSTCODE_TOWN =
  /(^|\s)(([A-Z]{1,2}-)?\d{4,6}( [A-Z]{2})?|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|[A-Z]\d{2} [A-Z\d]{4})\s+\p{L}/u;

export interface SenderLine {
  /** The sender's name, the first part of the line. */
  name: Segment;
  /** The recipient's block printed under it (the address window): the buyer. */
  recipient: Segment[];
}

/**
 * The one-line return address printed over a window envelope's recipient ("Name · Street ·
 * Postcode Town", DIN 5008 and its equivalents) names the sender; the block right under it, in
 * the same column, is the recipient's address, so the buyer. Only the top half of page 1 counts.
 */
export function senderLines(lines: Line[]): SenderLine[] {
  const out: SenderLine[] = [];
  const pageBottom = Math.max(...lines.filter((l) => l.page === 1).map((l) => l.y + l.height), 1);
  lines.forEach((line, i) => {
    if (line.page !== 1 || line.y > pageBottom * 0.5) return;
    for (const seg of line.segments) {
      const parts = seg.text.split(SENDER_SEPARATOR);
      const name = parts[0]?.trim() ?? '';
      if (parts.length < 3 || !parts.slice(1).some((p) => POSTCODE_TOWN.test(p.trim()))) continue;
      if (/\d/.test(name) || name.split(/\s+/).length > 5 || !/\p{L}{2}/u.test(name)) continue;
      out.push({ name: { ...seg, text: name }, recipient: blockUnder(lines, i, seg) });
    }
  });
  return out;
}

/** Up to six lines under a segment that start in its column, stopping at a wide gap. */
function blockUnder(lines: Line[], index: number, seg: Segment): Segment[] {
  const block: Segment[] = [];
  let bottom = (lines[index] as Line).y + (lines[index] as Line).height;
  for (let j = index + 1; j < lines.length && j <= index + 6; j += 1) {
    const below = lines[j] as Line;
    if (below.page !== seg.page || below.y - bottom > below.height * 2.5) break;
    const inColumn = below.segments.find((s) => Math.abs(s.x - seg.x) < Math.max(8, seg.height));
    if (!inColumn) continue;
    block.push(inColumn);
    bottom = below.y + below.height;
  }
  return block;
}
