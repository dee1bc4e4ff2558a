import type { Token } from '../types.js';

/**
 * Thermal and dot-matrix receipts print a decimal point of one or two dots, which OCR often drops:
 * "7.00" comes back as the words "7" and "00". Two digits after a run of one to four digits, on
 * the same line and closer than half a line height, are the cents of that amount. Thousands are
 * grouped in threes ("1 000"), so they are never joined this way.
 */
export function restoreDecimalPoints(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const token of tokens) {
    const prev = out[out.length - 1];
    const sameLine =
      prev && prev.page === token.page && Math.abs(prev.y - token.y) < token.height * 0.5;
    const gap = prev ? token.x - (prev.x + prev.width) : Infinity;
    if (
      prev &&
      sameLine &&
      /^-?\d{1,4}$/.test(prev.text) &&
      /^\d{2}$/.test(token.text) &&
      gap >= 0 &&
      gap < token.height * 0.5
    ) {
      out[out.length - 1] = {
        ...prev,
        text: `${prev.text}.${token.text}`,
        width: token.x + token.width - prev.x,
      };
      continue;
    }
    out.push(token);
  }
  return out;
}
