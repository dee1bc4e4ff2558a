import { roundCents } from '../parse/normalize.js';
import type { Candidate } from './candidates.js';

/** Tax rows of one summary lie close together (a rate per row); farther apart is another block. */
const MAX_LINES_APART = 3;

/**
 * Tax printed per rate on several rows ("MwSt. 19 % 3,80" / "MwSt. 7 % 3,50"): the document's tax
 * is their sum. Each run of two or three consecutive tax rows (the last amount on each row, on
 * one page) gives its sum as one more tax candidate, scored below its weakest row, so net + tax
 * = total decides between one row and the sum.
 */
export function perRateTaxSums(taxes: Candidate[]): Candidate[] {
  const rows = taxes
    .filter((c) => c.rightmost !== false && c.placement !== 'below')
    .sort((a, b) => a.page - b.page || a.lineIndex - b.lineIndex)
    .filter((c, i, all) => i === 0 || all[i - 1]?.lineIndex !== c.lineIndex);
  const out: Candidate[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    let sum = Number(rows[i]?.value);
    let score = rows[i]?.score ?? 0;
    for (let j = i + 1; j < Math.min(rows.length, i + 3); j += 1) {
      const prev = rows[j - 1] as Candidate;
      const row = rows[j] as Candidate;
      if (row.page !== prev.page || row.lineIndex - prev.lineIndex > MAX_LINES_APART) break;
      sum += Number(row.value);
      score = Math.min(score, row.score);
      out.push({ ...(rows[i] as Candidate), value: roundCents(sum), score: score * 0.95 });
    }
  }
  return out;
}
