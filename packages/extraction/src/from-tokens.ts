import { documentTypeOf } from './fields/document-type.js';
import { extractHeader } from './fields/header.js';
import { deriveDueDate, readTermsFromLines } from './fields/payment-terms.js';
import { readLineItems } from './fields/item-table.js';
import { buildLines } from './layout/lines.js';
import { learnHeaderLayout, preferLearned, readLearnedHeader } from './learn/header-layout.js';
import type { ExtractionResult, ExtractOptions, Token } from './types.js';

/** Header fields and line items from positioned tokens, whatever produced them. */
export function fromTokens(
  tokens: Token[],
  source: 'text' | 'ocr',
  learning: Pick<ExtractOptions, 'learned' | 'learnFrom'> = {},
): Pick<
  ExtractionResult,
  'fields' | 'line_items' | 'document_type' | 'learned_layout' | 'payment_terms'
> {
  const lines = buildLines(tokens);
  const { items, sum } = readLineItems(lines, source);
  const fields = extractHeader(lines, source, sum);
  // What the reading without learning found is what a reviewer corrected: learn from it first.
  const learnedLayout = learning.learnFrom
    ? learnHeaderLayout(lines, learning.learnFrom, learning.learned, fields.vendor_name?.value)
    : undefined;
  if (learning.learned)
    preferLearned(fields, learning.learned, readLearnedHeader(lines, learning.learned), source);
  const documentType = documentTypeOf(lines);
  const paymentTerms = readTermsFromLines(lines, source);
  deriveDueDate(fields, paymentTerms);
  return {
    fields,
    payment_terms: paymentTerms,
    line_items: items,
    ...(documentType ? { document_type: documentType } : {}),
    ...(learnedLayout ? { learned_layout: learnedLayout } : {}),
  };
}
