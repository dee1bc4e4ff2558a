import { unionBox } from '../layout/box.js';
import type { Line, Segment } from '../layout/lines.js';
import { fold } from '../parse/normalize.js';
import { isAddress, isHeadingNoise, looksLikeName } from './merchant-line.js';
import {
  ENDS_WITH_LEGAL_FORM,
  isTitleText,
  LEGAL_FORM_FIRST,
  NOT_A_NAME,
  ONLY_LEGAL_FORM,
  wholeLine,
} from './vendor-patterns.js';

/**
 * A company name printed over two lines of a letterhead or sender block ("Müller Haustechnik" over
 * "GmbH & Co. KG", "Acme Industrial" over "Supplies Ltd.", "Société Générale de" over "Distribution
 * SAS"): read as one name, its box the union of both (issue 23 §2).
 */
export interface TwoLineName {
  upper: Segment;
  lower: Segment;
  joined: Segment;
}

/**
 * Gap between the two lines, in text heights: a name's lines follow at the block's own line
 * spacing (0.2 to 0.75 of a height in the text layers and receipt scans we read); a blank line
 * (a gap of a height or more) starts another block.
 */
const MAX_GAP = 0.75;
/** Print sizes of one name differ only by the OCR box of a bracket or a descender; a logo line above a smaller company line (a brand) is not its first half. */
const MAX_SIZE_RATIO = 1.35;
/** How many lines below may interleave from another column before the name's next line. */
const LOOK_AHEAD = 3;

/**
 * Words that cannot end a name: the name goes on ("Société Générale de", "Smith &", "Bank of").
 * Printed in capitals, the short ones are country codes as often ("LUMEN DE"): only the rest count.
 */
const OPEN_END =
  /(?:^|\s)(?:&|\+|and|of|the|for|de|du|des|la|le|et|und|für|von|van|der|den|di|da|do|y|e)$/u;
const OPEN_END_CAPS = /(?:^|\s)(?:&|\+|AND|OF|THE|FOR|UND|VON|VAN|DER|DEN|DES|DU)$/u;
/** Malay words that open a trading name and never stand alone ("SYARIKAT PERNIAGAAN" over "GIN KEE"). */
const OPENING_ONLY = /^(?:(?:syarikat|sykt|perniagaan|kedai|perusahaan|restoran)\s*)+$/iu;
/** A person's line in a block: "Attn", "z. Hd.", "c/o", a salutation. */
const PERSON =
  /^(?:attn|attention|z\.?\s?hd|z\.?\s?h\.|zhd|c\/o|herrn?|frau|mr|mrs|ms|dr|m\.|mme|t\.a\.v)\b/iu;

/** The registration number printed after a legal form ("SDN BHD (139386 X)") is no part of the test. */
const bare = (text: string): string => text.replace(/\s*\([^()]*\d[^()]*\)\s*$/, '').trim();

/** Text that may be one line of a name: no address, phone, label, person or title. */
function nameLine(text: string): boolean {
  const t = bare(text);
  return (
    t.length >= 2 &&
    !/[:@]/.test(t) &&
    !NOT_A_NAME.test(t) &&
    !isAddress(t) &&
    !PERSON.test(fold(t)) &&
    !isHeadingNoise(t) &&
    !isTitleText(t)
  );
}

/** Whether the upper line's text and the lower's are the two halves of one name. */
function completes(upper: string, lower: string): boolean {
  const u = bare(upper);
  const l = bare(lower);
  if (!nameLine(u) || ENDS_WITH_LEGAL_FORM.test(u) || ONLY_LEGAL_FORM.test(u)) return false;
  // The lower line is only a legal form: "GmbH & Co. KG", "(KL) SDN BHD", "Sdn Bhd (758705-H)".
  if (ONLY_LEGAL_FORM.test(l) || LEGAL_FORM_FIRST.test(lower.trim())) return looksLikeName(u);
  if (!nameLine(l)) return false;
  // The first line cannot end the name: the second goes on with it.
  if (OPEN_END.test(u) || OPEN_END_CAPS.test(u) || OPENING_ONLY.test(u))
    return /^\p{Lu}/u.test(l) && !/\d/.test(l);
  // The second ends with a legal form, the first has none: "Acme Industrial" over "Supplies
  // Ltd.". The first is a name of two words or more (a single word over a company is a brand
  // or a logo), and repeats no word of the second (a short name over the full one).
  if (!ENDS_WITH_LEGAL_FORM.test(l) || !looksLikeName(u)) return false;
  const words = (t: string): string[] =>
    fold(t)
      .split(/[^\p{L}\d]+/u)
      .filter(Boolean);
  const upperWords = words(u);
  const lowerWords = new Set(words(l));
  return upperWords.length >= 2 && !upperWords.some((w) => lowerWords.has(w));
}

/** Same left edge, same right edge or centred on the same axis, within half a text height (a text height centred: OCR boxes vary). */
function sameBlock(a: Segment, b: Segment): boolean {
  const h = Math.max(a.height, b.height);
  return (
    Math.abs(a.x - b.x) <= h / 2 ||
    Math.abs(a.x + a.width - (b.x + b.width)) <= h / 2 ||
    Math.abs(a.x + a.width / 2 - (b.x + b.width / 2)) <= h
  );
}

const overlaps = (a: Segment, b: Segment): boolean => a.x < b.x + b.width && b.x < a.x + a.width;

/** A line's phrases, and the whole line when it is one heading printed wide. */
function phrases(line: Line): Segment[] {
  const whole = wholeLine(line);
  return whole ? [whole, ...line.segments] : line.segments;
}

/**
 * Every pair of lines that prints one name, read top to bottom: the lower line is the next line
 * of the upper's column (lines of another column may interleave), in the same block (aligned,
 * close, same print size). `excluded` phrases (the buyer's block) never join.
 */
export function twoLineNames(lines: Line[], excluded: (seg: Segment) => boolean): TwoLineName[] {
  const out: TwoLineName[] = [];
  lines.forEach((line, i) => {
    for (const upper of phrases(line)) {
      if (line.segments.some((s) => excluded(s) && overlaps(s, upper))) continue;
      const next = lines
        .slice(i + 1, i + 1 + LOOK_AHEAD)
        .find(
          (l) => l.page === line.page && l.y > line.y && l.segments.some((s) => overlaps(s, upper)),
        );
      if (!next) continue;
      const lower = phrases(next).find((s) => overlaps(s, upper) && sameBlock(upper, s));
      if (!lower || next.segments.some((s) => excluded(s) && overlaps(s, lower))) continue;
      const gap = lower.y - (upper.y + upper.height);
      const size =
        Math.max(upper.height, lower.height) / Math.max(1, Math.min(upper.height, lower.height));
      if (gap < -upper.height / 4 || gap > MAX_GAP * Math.max(upper.height, lower.height)) continue;
      if (size > MAX_SIZE_RATIO || !completes(upper.text, lower.text)) continue;
      const joined = {
        ...unionBox(upper, lower),
        text: `${upper.text.trim()} ${lower.text.trim()}`,
      };
      out.push({ upper, lower, joined });
      break;
    }
  });
  return out;
}

/** Two phrases are the same place on the page: the same line and start (a copy with other text, a phrase read whole). */
export const samePlace = (a: Segment, b: Segment): boolean =>
  a.page === b.page && Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5;

/**
 * The name a candidate read from one of the two lines stands for: a phrase read at the upper
 * line's place that begins it, or at the lower's that begins it ("Supplies Ltd." of "Supplies
 * Ltd."), is the whole name. Null when the candidate is no part of a two-line name.
 */
export function twoLineNameOf(
  joins: TwoLineName[],
  value: string,
  seg: Segment | null,
): Segment | null {
  if (!seg) return null;
  const key = (t: string): string => fold(t).replace(/[^\p{L}\d]/gu, '');
  const k = key(value);
  if (k.length < 2) return null;
  const join = joins.find(
    (j) =>
      (samePlace(j.upper, seg) && key(j.upper.text).startsWith(k)) ||
      (samePlace(j.lower, seg) && key(j.lower.text).startsWith(k)),
  );
  return join?.joined ?? null;
}
