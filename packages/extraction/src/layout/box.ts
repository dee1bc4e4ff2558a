import type { Box } from '../types.js';

/** The box around two boxes; the first's other properties (a segment's page and text) kept. */
export function unionBox<T extends Box>(a: T, b: Box): T {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.width, b.x + b.width);
  const bottom = Math.max(a.y + a.height, b.y + b.height);
  return { ...a, x, y, width: right - x, height: bottom - y };
}
