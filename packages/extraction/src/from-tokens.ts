import { readBuyer } from './fields/buyer.js';
import { documentTypeField, documentTypeOf } from './fields/document-type.js';
import { extractHeader } from './fields/header.js';
import { deriveDueDate, readTermsFromLines } from './fields/payment-terms.js';
import { readLineItems } from './fields/item-table.js';
import { joinCentredFigures } from './layout/centred-figures.js';
import { buildLines } from './layout/lines.js';
import { learnHeaderLayout, preferLearned, readLearnedHeader } from './learn/header-layout.js';
import { learnLineColumns, preferLearnedLines, readLearnedLines } from './learn/line-columns.js';
import { readingPage } from './parse/three-decimals.js';
import type { ExtractionResult, ExtractOptions, Token } from './types.js';

type FromTokens = Pick<
  ExtractionResult,
  | 'fields'
  | 'line_items'
  | 'document_type'
  | 'document_type_field'
  | 'learned_layout'
  | 'payment_terms'
  | 'buyer_name'
  | 'buyer_tax_id'
>;

/** Header fields and line items from positioned tokens, whatever produced them; a page that
 * prints three decimals (dinars) is read so (parse/three-decimals.ts). */
export function fromTokens(
  tokens: Token[],
  source: 'text' | 'ocr',
  learning: Pick<ExtractOptions, 'learned' | 'learnFrom'> = {},
): FromTokens {
  const text = tokens.map((t) => t.text).join(' ');
  return readingPage(text, () => readTokens(tokens, source, learning));
}

function readTokens(
  tokens: Token[],
  source: 'text' | 'ocr',
  learning: Pick<ExtractOptions, 'learned' | 'learnFrom'>,
): FromTokens {
  const lines = buildLines(tokens);
  const table = readLineItems(joinCentredFigures(lines), source);
  const fields = extractHeader(lines, source, table.sum);
  // What the reading without learning found is what a reviewer corrected: learn from it first.
  const { learnFrom, learned } = learning;
  const learnedLayout = learnFrom
    ? learnHeaderLayout(lines, learnFrom, learned, fields.vendor_name?.value)
    : undefined;
  if (learnedLayout && learnFrom?.line_items) {
    // Reviewed lines the page does not place leave nothing learned of the table.
    const columns = learnLineColumns(lines, learnFrom.line_items);
    if (columns) learnedLayout.lines = columns;
    else delete learnedLayout.lines;
  }
  if (learned) preferLearned(fields, learned, readLearnedHeader(lines, learned), source);
  const items = learned?.lines
    ? preferLearnedLines(table.items, readLearnedLines(lines, learned.lines, source))
    : table.items;
  const documentType = documentTypeOf(lines);
  const typeField = documentTypeField(lines, source, fields.total_amount);
  const paymentTerms = readTermsFromLines(lines, source);
  deriveDueDate(fields, paymentTerms);
  return {
    fields,
    payment_terms: paymentTerms,
    line_items: items,
    ...(documentType ? { document_type: documentType } : {}),
    document_type_field: typeField,
    ...readBuyer(lines, source),
    ...(learnedLayout ? { learned_layout: learnedLayout } : {}),
  };
}
