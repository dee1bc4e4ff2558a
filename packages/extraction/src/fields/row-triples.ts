import { sameCents } from '../parse/normalize.js';
import type { Candidate } from './candidates.js';

/**
 * A total row printed as "Total  24.99  5.00  29.99" (net, tax, gross columns): when the last
 * three amounts on a total line add up, the first two are net and tax candidates.
 */
export function rowTriples(totals: Candidate[]): { nets: Candidate[]; taxes: Candidate[] } {
  const nets: Candidate[] = [];
  const taxes: Candidate[] = [];
  const byLine = new Map<string, Candidate[]>();
  for (const c of totals) {
    const key = `${c.page}:${c.lineIndex}`;
    byLine.set(key, [...(byLine.get(key) ?? []), c]);
  }
  for (const row of byLine.values()) {
    const [a, b, g] = row.sort((x, y) => x.box.x - y.box.x).slice(-3);
    if (
      a &&
      b &&
      g &&
      sameCents(Number(a.value) + Number(b.value), Number(g.value)) &&
      Number(g.value) !== 0
    ) {
      // Three amounts that add up on one line labelled as the total are the document's totals; a
      // triple read under column headers may be the first per-rate row instead.
      nets.push({ ...a, field: 'net_amount', score: 0.8 });
      taxes.push({ ...b, field: 'tax_amount', score: 0.8 });
    }
  }
  return { nets, taxes };
}
