import { extractHeader } from '../../src/fields/header.js';
import { buildLines } from '../../src/layout/lines.js';
import type { Token } from '../../src/types.js';

/** A phrase at (x, y) printed `size` pt high; glyphs half as wide as high. */
export const sizedToken = (x: number, y: number, text: string, size: number): Token => ({
  text,
  page: 1,
  x,
  y,
  width: text.length * size * 0.5,
  height: size,
});

/** The header fields read from these tokens (a text layer, no known vendors). */
export const headerOf = (tokens: Token[]) => extractHeader(buildLines(tokens), 'text', null);
