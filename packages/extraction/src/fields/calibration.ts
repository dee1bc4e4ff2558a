/**
 * Where confidence ≥ 0.9 is earned (issue 23 §3: a field reported at ≥ 0.9 must be right ≥ 97 %
 * of the time on documents from unseen issuers). A value reaches the export band only when two
 * independent cues vouch for it; a value that one cue alone supports (an amount only arithmetic
 * places, an equality any zero satisfies, a currency read from a symbol several currencies use, a
 * single sighting) stays below it, at ONE_CUE, so a reviewer looks at it.
 */

/** Confidence of a value that one cue alone supports: below the export band. */
export const ONE_CUE = 0.85;

/** A candidate scored at least this was read beside its label (a generic word like "Total" too),
 * or under a label of full weight; a value under a generic word, or read without decimals, is not. */
const LABELLED = 0.7;

export const isLabelled = (score: number): boolean => score >= LABELLED;

export interface TripleEvidence {
  /** The candidate's own label score (label weight × placement × value quality). */
  score: number;
  /** Both other amounts of the triple were read beside labels: their sum pins this one. */
  othersLabelled: boolean;
  /** The tax of the triple is zero: net = total then holds for any two equal amounts. */
  zeroTax: boolean;
  /** The item lines' amounts add up to the net. */
  linesConfirm: boolean;
  /** All three amounts stand on one row (a tax summary's "Total | 35,000 | 3,150 | 3,150 | 6,300"):
   * one label vouches for all of them, so the others' labels are not a second cue. */
  oneRow?: boolean;
  /** Net and tax are the same figure: any x, x, 2x adds up (CGST + SGST halves, two equal rows),
   * and a 100 % tax is no rate an invoice charges, so the sum is weak evidence. */
  equalHalves?: boolean;
}

/**
 * One amount of a net + tax = total triple. Arithmetic is one cue; the amount's own label found
 * beside it, the other two found beside theirs (so their sum pins it), or the item lines adding
 * up to the net, is the second. A zero-tax triple is no arithmetic evidence unless the lines
 * confirm it; nor is one whose net and tax are equal halves, where only labels on separate rows
 * (own and others') make two cues. Three figures on one row share one label: one cue.
 */
export function tripleConfidence(e: TripleEvidence): number {
  const sure = e.linesConfirm ? 0.97 : 0.95;
  if (e.linesConfirm) return sure;
  if (e.zeroTax) return ONE_CUE;
  const ownLabel = isLabelled(e.score);
  // Equal halves: the arithmetic is no cue, so two labels on separate rows must vouch instead.
  if (e.equalHalves) return ownLabel && e.othersLabelled && !e.oneRow ? sure : ONE_CUE;
  return ownLabel || e.othersLabelled ? sure : ONE_CUE;
}

export interface CurrencyEvidence {
  votes: number;
  total: number;
  /** Separate places the winning currency was seen. */
  sightings: number;
  /** Only '$' or '¥' spoke for it: symbols several currencies print. */
  symbolOnly: boolean;
}

/** The document currency: an ISO code or an unambiguous symbol, seen at least twice, unopposed. */
export function currencyConfidence(e: CurrencyEvidence): number {
  const share = e.votes / e.total;
  const base = (e.votes >= 3 ? 0.9 : 0.75) * (0.6 + 0.4 * share) + (share === 1 ? 0.05 : 0);
  const oneCue = e.symbolOnly || e.sightings < 2;
  return Math.round(Math.min(base, oneCue ? ONE_CUE : 1) * 1000) / 1000;
}
