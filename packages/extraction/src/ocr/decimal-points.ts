import type { Token } from '../types.js';

/**
 * Thermal and dot-matrix receipts print a decimal point of one or two dots, which OCR often drops:
 * "7.00" comes back as the words "7" and "00". Two digits after a run of one to four digits, on
 * the same line and closer than half a line height, are the cents of that amount. Thousands are
 * grouped in threes ("1 000"), so they are never joined this way. A lone "001" is "0.01".
 */
export function restoreDecimalPoints(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const read of tokens) {
    const prev = out[out.length - 1];
    const sameLine =
      prev && prev.page === read.page && Math.abs(prev.y - read.y) < read.height * 0.5;
    const gap = prev ? read.x - (prev.x + prev.width) : Infinity;
    // "000", "-001", "050" standing alone (not a thousands group after a number): nobody prints a
    // whole number with a leading zero and three digits; it is a small amount ("0.00", "-0.01",
    // "0.50") whose point OCR lost.
    const grouped = prev && sameLine && /\d$/.test(prev.text) && gap < read.height;
    const lost = grouped ? null : /^(-?)(0)(\d{2})$/.exec(read.text);
    const token = lost ? { ...read, text: `${lost[1]}${lost[2]}.${lost[3]}` } : read;
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
