import { extractHeader } from './fields/header.js';
import { readLineItems } from './fields/item-table.js';
import { buildLines } from './layout/lines.js';
import type { ExtractionResult, Token } from './types.js';

/** Header fields and line items from positioned tokens, whatever produced them. */
export function fromTokens(
  tokens: Token[],
  source: 'text' | 'ocr',
): Pick<ExtractionResult, 'fields' | 'line_items'> {
  const lines = buildLines(tokens);
  const { items, sum } = readLineItems(lines, source);
  return { fields: extractHeader(lines, source, sum), line_items: items };
}
