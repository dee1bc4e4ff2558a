/**
 * Which letters OCR reads for one another, and how far apart two words are once those
 * confusions are cheap. The list is general OCR knowledge (glyphs that differ by a stroke or a
 * gap in print, lower case: words are folded before they are compared), never a fix for one
 * document:
 * - round glyphs: c g q o d 0 (a closed or open bowl, a tail), and c e (the bar of an e);
 * - vertical strokes: l i 1 (with or without a dot or a serif), u v (an open or closed bottom);
 * - bowls on a stem: b h 6 8 (a closed or open bowl);
 * - digits for letters: s 5, z 2, g 9;
 * - two glyphs read as one, or one as two: rn m, cl d, vv w.
 * Glyphs such as "!" and "|" split a word when names are tokenised (letters and digits only),
 * so they cannot be scored as confusions here.
 */
const CONFUSED_GROUPS = ['cgqod0', 'ce', 'li1', 'uv', 'bh68', 's5', 'z2', 'g9'];

/** Pairs of glyph runs read for one another (either direction). */
const CONFUSED_RUNS: ReadonlyArray<readonly [string, string]> = [
  ['rn', 'm'],
  ['cl', 'd'],
  ['vv', 'w'],
];

const confusedWith = new Map<string, Set<string>>();
for (const group of CONFUSED_GROUPS)
  for (const a of group)
    for (const b of group) {
      if (a === b) continue;
      if (!confusedWith.has(a)) confusedWith.set(a, new Set());
      confusedWith.get(a)!.add(b);
    }

/** True when OCR commonly reads one of these glyphs for the other. */
export const confusable = (a: string, b: string): boolean => confusedWith.get(a)?.has(b) ?? false;

/** What a confusion costs in the edit distance below; any other edit costs 1. */
export const CONFUSION_COST = 0.5;

/** How many characters a misreading of the same length changed ("SDN" and "SON": 1; "20.03" and
 * "20.05": 1); Infinity when the lengths differ. */
export function substitutions(a: string, b: string): number {
  if (a.length !== b.length) return Infinity;
  return [...a].filter((c, i) => c !== b[i]).length;
}

/**
 * Edit distance where a confusion (one glyph for another, or a run like rn for m) costs
 * CONFUSION_COST and any other substitution, insertion or deletion costs 1.
 */
export function confusionDistance(a: string, b: string): number {
  const row = (n: number) => new Array<number>(n + 1).fill(0);
  const d: number[][] = Array.from({ length: a.length + 1 }, () => row(b.length));
  for (let i = 0; i <= a.length; i += 1) d[i]![0] = i;
  for (let j = 0; j <= b.length; j += 1) d[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const x = a[i - 1]!;
      const y = b[j - 1]!;
      const swap = x === y ? 0 : confusable(x, y) ? CONFUSION_COST : 1;
      let best = Math.min(d[i - 1]![j - 1]! + swap, d[i - 1]![j]! + 1, d[i]![j - 1]! + 1);
      for (const [long, short] of CONFUSED_RUNS)
        for (const [p, q] of [
          [long, short],
          [short, long],
        ] as const)
          if (i >= p.length && j >= q.length && a.slice(i - p.length, i) === p)
            if (b.slice(j - q.length, j) === q)
              best = Math.min(best, d[i - p.length]![j - q.length]! + CONFUSION_COST);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

/**
 * How far apart two words may be and still be the same word misread: short words say little,
 * so up to 2 letters they must be equal, 3–4 letters may carry one confusion, and from 5
 * letters (the longer of the two) two confusions or one other edit (a dropped, added or wrong
 * letter). Numbers are compared exactly: "1203" and "1208" are other numbers, not a misreading
 * to forgive.
 */
export function sameWordMisread(a: string, b: string): boolean {
  if (a === b) return true;
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return false;
  // The longer word sets the allowance ("kings" for "king's": a dropped letter from five), but
  // a word of up to 2 glyphs is never forgiven.
  const length = Math.max(a.length, b.length);
  const allowed = Math.min(a.length, b.length) <= 2 ? 0 : length <= 4 ? CONFUSION_COST : 1;
  // A run read for one glyph (rn for m) changes the length by one at a confusion's cost.
  if (!allowed || Math.abs(a.length - b.length) > allowed / CONFUSION_COST) return false;
  return confusionDistance(a, b) <= allowed;
}

/**
 * The prefixes a word's first `length` glyphs may have been printed as, the word's own first:
 * each glyph as read or as one glyph it is confused with (at most `confusions` of them), so an
 * index range on each finds the master's word however OCR misread its start. A bounded set:
 * with 3 glyphs and one confusion, a few dozen prefixes at most.
 */
export function confusedPrefixes(word: string, length = 3, confusions = 1): string[] {
  // A run read for one glyph (rn for m) shifts the letters after it: the starts are taken
  // from the word with each run at its start read both ways.
  const starts = new Set([word]);
  for (const [long, short] of CONFUSED_RUNS)
    for (const [p, q] of [
      [long, short],
      [short, long],
    ] as const)
      if (word.startsWith(p)) starts.add(q + word.slice(p.length));
  let found = new Set([...starts].map((w) => w.slice(0, length)));
  for (let round = 0; round < confusions; round += 1) {
    const next = new Set(found);
    for (const prefix of found)
      for (let i = 0; i < prefix.length; i += 1)
        for (const other of confusedWith.get(prefix[i]!) ?? [])
          next.add(prefix.slice(0, i) + other + prefix.slice(i + 1));
    found = next;
  }
  return [...found];
}
