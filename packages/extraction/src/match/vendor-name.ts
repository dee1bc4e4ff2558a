import { sameWordMisread } from './ocr-confusions.js';

/**
 * Vendor names compared as a company's vendor master needs them: by the words that name the
 * company, forgiving the letters OCR confuses. One module for the API (linking an invoice to a
 * master vendor) and the extraction bench (measuring how often that link is right).
 */

/** Text as search sees it: accents dropped, lower case. */
export const foldText = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Words of a text, once each: lower case, accents dropped, split on anything that is not a
 * letter or digit ("SDN.BHD" is two words, "(M)" is "m"). The search index stores these. */
export const wordsOf = (text: string): string[] => [
  ...new Set(
    foldText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  ),
];

/** Legal forms and filler words that say nothing about which company it is (Malaysian and
 * Singaporean forms too: receipts print "SDN BHD", "S/B", "PTE"). */
const NOISE = new Set([
  'ag',
  'and',
  'bhd',
  'bv',
  'co',
  'company',
  'corp',
  'corporation',
  'gmbh',
  'inc',
  'kg',
  'limited',
  'llc',
  'llp',
  'ltd',
  'nv',
  'plc',
  'private',
  'pte',
  'pty',
  'pvt',
  'sa',
  'sarl',
  'sas',
  'sb',
  'sdn',
  'srl',
  'the',
  'und',
]);

/** A lone letter: the "M" of "(M) SDN BHD", the "S" and "B" of "S/B", an initial. OCR drops
 * and adds them more often than it reads them right; a lone digit ("Item 1") still counts. */
const loneLetter = (w: string) => w.length === 1 && /\p{L}/u.test(w);

/** The words that name the company (or an item): no legal forms or fillers, no lone letters. */
export const nameWords = (name: string) =>
  wordsOf(name).filter((w) => !loneLetter(w) && !NOISE.has(w));

/** What a misread word counts for against an exactly read one: a little less, so a vendor
 * whose words were all read exactly outranks one that needed a confusion forgiven. */
export const MISREAD_WORD_WEIGHT = 0.8;

/** A word of one name printed as two adjacent words of the other ("TAILORING", "TAIL ORING"),
 * both still unpaired: OCR drops and adds spaces as it confuses letters. */
function splitPair(word: string, words: string[], unpaired: Set<string>) {
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [p, q] = [words[i]!, words[i + 1]!];
    if (unpaired.has(p) && unpaired.has(q) && sameWordMisread(word, p + q)) return [p, q];
  }
  return null;
}

/** How alike two names are (0..1): Dice's coefficient on their naming words (the words of
 * both names that pair, over all their words), each word of one paired with at most one of
 * the other, exact pairs first; a misread pair (letters confused, or a space dropped or added)
 * counts MISREAD_WORD_WEIGHT. With `exactWordsOnly`, only equal words pair (the score before
 * OCR confusions were forgiven, kept for the bench's anchor). */
export function nameScore(a: string, b: string, options: { exactWordsOnly?: boolean } = {}) {
  const x = nameWords(a);
  const y = nameWords(b);
  if (!x.length || !y.length) return 0;
  const left = new Set(x);
  const right = new Set(y);
  let paired = 0; // words of either name that pair, weighted
  for (const w of x)
    if (right.has(w)) {
      paired += 2;
      left.delete(w);
      right.delete(w);
    }
  if (!options.exactWordsOnly) {
    for (const w of [...left]) {
      const other = [...right].find((v) => sameWordMisread(w, v));
      if (other === undefined) continue;
      paired += 2 * MISREAD_WORD_WEIGHT;
      left.delete(w);
      right.delete(other);
    }
    // A word of each name against two adjacent words of the other.
    for (const [own, otherWords, otherUnpaired] of [
      [left, y, right],
      [right, x, left],
    ] as const)
      for (const w of [...own]) {
        const parts = splitPair(w, otherWords, otherUnpaired);
        if (!parts) continue;
        paired += 3 * MISREAD_WORD_WEIGHT;
        own.delete(w);
        for (const part of parts) otherUnpaired.delete(part);
      }
  }
  return paired / (x.length + y.length);
}

/** Scores as an invoice stores them: two decimals. */
const rounded = (score: number) => Math.round(score * 100) / 100;

/** Names at least this alike are the same vendor. */
export const VENDOR_MATCH_THRESHOLD = 0.6;

/** Two vendors whose scores are this close are both the name read: linking either would be a
 * guess, so neither is linked. */
export const AMBIGUOUS_MARGIN = 0.02;

/**
 * The one candidate the name read is: the best score at or above the threshold, unless another
 * candidate scores within AMBIGUOUS_MARGIN of it (then none). Candidates with the same id count
 * once.
 */
export function bestNameMatch<T extends { id: number | string; name: string }>(
  read: string,
  candidates: Iterable<T>,
  options: { exactWordsOnly?: boolean } = {},
): { candidate: T; score: number } | null {
  let best: { candidate: T; score: number } | null = null;
  let runnerUp = 0;
  for (const candidate of candidates) {
    if (best && candidate.id === best.candidate.id) continue;
    const score = nameScore(read, candidate.name, options);
    if (!best || score > best.score) {
      runnerUp = best?.score ?? 0;
      best = { candidate, score };
    } else runnerUp = Math.max(runnerUp, score);
  }
  if (!best || rounded(best.score) < VENDOR_MATCH_THRESHOLD) return null;
  if (best.score - runnerUp < AMBIGUOUS_MARGIN) return null;
  return { candidate: best.candidate, score: rounded(best.score) };
}
