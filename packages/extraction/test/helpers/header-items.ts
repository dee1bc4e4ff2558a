import { extractLineItems } from '../../src/fields/line-items.js';
import { buildLines } from '../../src/layout/lines.js';
import type { Token } from '../../src/types.js';

/** The items the header reading (a header row naming the columns) finds in the tokens. */
export const headerReadItems = (tokens: Token[]) =>
  extractLineItems(buildLines(tokens), 'text').items.map((i) => ({
    description: i.description?.value,
    quantity: i.quantity?.value,
    unit_price: i.unit_price?.value,
    tax_rate: i.tax_rate?.value,
    amount: i.amount?.value,
  }));
