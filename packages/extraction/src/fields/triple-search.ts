import type { Candidate } from './candidates.js';
import { isLabelled } from './calibration.js';

/** Net, tax and total read so that net + tax = total (to the cent, or a cent apart). */
export interface Triple {
  n: Candidate;
  t: Candidate;
  g: Candidate;
  /** The three label scores, less INEXACT for a triple that adds up only a cent apart. */
  score: number;
  /** Net + tax = total to the cent. */
  exact: boolean;
}

/** A triple that adds up only within a cent (tax per rate rounded row by row, "16.93" beside
 * "16.94" on the net sum) ranks below an exact one, by about a weak label's worth: the printed
 * totals of an invoice add up exactly (EN 16931 BR-CO-15), a rounding reading is one cue. */
const INEXACT = 0.25;

/** Another triple within this of the best, reading a field otherwise, leaves that field in doubt:
 * neither a label nor the arithmetic singles one reading out. */
const RIVAL_MARGIN = 0.1;

const cents = (v: string | number): number => Math.round(Number(v) * 100);

/** Every net + tax = total triple among the candidates, best first. */
export function findTriples(nets: Candidate[], taxes: Candidate[], totals: Candidate[]): Triple[] {
  const out: Triple[] = [];
  for (const n of nets)
    for (const t of taxes)
      for (const g of totals) {
        const gap = Math.abs(cents(n.value) + cents(t.value) - cents(g.value));
        if (n === g || gap > 1) continue;
        // VAT has the sign of the net it is charged on: "- 10.00" beside "(Tax: 0 %)" is an allowance.
        if (Number(t.value) !== 0 && Math.sign(Number(t.value)) !== Math.sign(Number(n.value)))
          continue;
        if (Number(g.value) === 0) continue;
        const exact = gap === 0;
        out.push({ n, t, g, exact, score: n.score + t.score + g.score - (exact ? 0 : INEXACT) });
      }
  return out.sort((a, b) => b.score - a.score);
}

export type TriplePart = 'n' | 't' | 'g';

/**
 * The parts of the best triple whose reading is in doubt: the whole triple when it adds up only a
 * cent apart (a rounding reading is no arithmetic proof), and a part that a close rival triple
 * reads as another value.
 */
export function doubtedParts(triples: Triple[]): Set<TriplePart> {
  const [best, ...rest] = triples;
  const doubted = new Set<TriplePart>();
  if (!best) return doubted;
  if (!best.exact) return new Set(['n', 't', 'g']);
  for (const rival of rest) {
    if (best.score - rival.score > RIVAL_MARGIN) break;
    for (const part of ['n', 't', 'g'] as const)
      if (cents(rival[part].value) !== cents(best[part].value)) doubted.add(part);
  }
  return doubted;
}

/** Below this a printed total's label is not strong enough to contradict arithmetic. */
const STRONG_LABEL = 0.9;

/**
 * A printed, strongly labelled amount ("Nettobetrag 593.36", "Gesamtbetrag 717.97") that the
 * triple reads otherwise from a weak place (a VAT summary's columns, a line sum): the label is
 * what the document states as that total, so it outranks a triple whose parts only agree with
 * each other. Returns the labelled candidate, or undefined when nothing contradicts the part.
 */
export function labelledContradiction(
  part: Candidate,
  labelled: Candidate[],
): Candidate | undefined {
  if (isLabelled(part.score)) return undefined;
  return labelled
    .filter((c) => c.score >= STRONG_LABEL && c.placement !== 'below' && c.rightmost !== false)
    .filter((c) => cents(c.value) !== cents(part.value))
    .sort((a, b) => b.score - a.score || b.lineIndex - a.lineIndex)[0];
}
