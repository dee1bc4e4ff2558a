import { documentTypeOf } from './fields/document-type.js';
import { extractHeader } from './fields/header.js';
import { readLineItems } from './fields/item-table.js';
import { buildLines } from './layout/lines.js';
import type { ExtractionResult, Token } from './types.js';

/** Header fields and line items from positioned tokens, whatever produced them. */
export function fromTokens(
  tokens: Token[],
  source: 'text' | 'ocr',
): Pick<ExtractionResult, 'fields' | 'line_items' | 'document_type'> {
  const lines = buildLines(tokens);
  const { items, sum } = readLineItems(lines, source);
  const fields = extractHeader(lines, source, sum);
  const documentType = documentTypeOf(lines);
  return { fields, line_items: items, ...(documentType ? { document_type: documentType } : {}) };
}
