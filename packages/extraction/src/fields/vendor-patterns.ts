import { spacedApart, type Line, type Segment } from '../layout/lines.js';
import { LABEL_PHRASES, TITLE_WORDS } from '../lexicon/index.js';
import { substitutions } from '../match/ocr-confusions.js';
import { fold } from '../parse/normalize.js';

/** Legal forms that end a company name in the languages we read ("S/B", "SB": Malaysian Sendirian
 * Berhad; Austria's GesmbH and FlexCo, the flexible company since 2024). Forms of several words
 * come first, so the whole form is read before a short one inside it: Polish "Sp. z o.o.",
 * "Sp.j.", "Sp.k."; Latin America's "S.A. de C.V.", "S. de R.L.", "S.A.C.", "E.I.R.L.", "Ltda.";
 * Brazil's "EIRELI". */
export const LEGAL_FORM = String.raw`(?:sp\.? ?z ?o\.? ?o|sp\. ?j|sp\. ?k|s\.? ?a\.? de c\.? ?v|s\. de r\.? ?l(?:\.? de c\.? ?v)?|s\.a\.c|e\.i\.r\.l|ltda|eireli|gmbh (?:&|\+|und) co\.? kg|ag (?:&|\+|und) co\.? kg|inc|incorporated|ltd|limited|llc|l\.l\.c|llp|plc|corp|corporation|co|company|gmbh|ges\.?m\.?b\.?h|flexco|ag|kg|ohg|gbr|ug|e\.k|se|b\.v|bv|n\.v|nv|v\.o\.f|vof|sarl|s\.a\.r\.l|sas|s\.a\.s|sa|s\.a|eurl|sasu|pvt\.? ltd|private limited|srl|s\.r\.l|spa|s\.p\.a|oy|ab|as|a\/s|pty ltd|s\.l|bvba|sprl|e\.v|spol\. s r\.o|s\.r\.o|a\.s|sdn\.? bhd|bhd|s\/b|sb|s\.l\.u|s\.a\.u)\.?`;
/** A second legal form after the first: "Co. Ltd", "Co., Ltd.", "Corp. Inc" (only these, so
 * "Smith Ltd as agreed" does not take "as" for a Norwegian AS). */
const SECOND_FORM = String.raw`(?:[,. ]+(?:ltd|limited|inc|incorporated|llc|kg)\.?)?`;
/** A company name: a capitalised run of words ending in a legal form. */
export const COMPANY_RE = new RegExp(
  // "AB-NET Sp. z o.o.": a form joined to a word by a hyphen is part of the name, not its end.
  String.raw`([\p{Lu}\d][\p{L}\d&'.()/\- ]{1,60}?[, ]+${LEGAL_FORM}${SECOND_FORM})(?![\p{L}]|-[\p{L}\d])`,
  'iu',
);
/** A whole line opening with the legal form, as Indonesia prints it ("PT. SINAR JAYA ABADI",
 * "CV Maju Bersama"): capitals only, so "Pt" or "cv" in a sentence marks nothing. */
export const FORM_FIRST_COMPANY = /^((?:PT|CV|UD)\.?\s+\p{Lu}[\p{L}\d&'.\- ]{2,50}?)\s*$/u;
/**
 * Text that is nothing but legal forms ("SDN BHD", "GmbH"), possibly after a bracketed qualifier
 * ("(KL) SDN BHD", "(M) Sdn Bhd": a branch or country): no name starts that way, so the name
 * begins on the line above.
 */
export const ONLY_LEGAL_FORM = new RegExp(
  String.raw`^(?:\([^()]{1,25}\)\s*)?(?:${LEGAL_FORM}[\s.,]*)+$`,
  'iu',
);
/** A phrase that opens with a legal form, at most followed by a registration number in brackets. */
export const LEGAL_FORM_FIRST = new RegExp(
  String.raw`^(?:${LEGAL_FORM}[\s.,]*)+(?:\([^()]*\d[^()]*\))?$`,
  'iu',
);
/** Text that ends with a legal form after a word ("Supplies Ltd.", "Distribution SAS"). */
export const ENDS_WITH_LEGAL_FORM = new RegExp(String.raw`[\p{L}\d)][, ]+${LEGAL_FORM}$`, 'iu');
/** A phrase of words only: no digits, labels (colon), addresses (@) or amounts. */
const WORDS_ONLY = /^[\p{L}&'.()/\- ]+$/u;

export const NOT_A_NAME =
  /@|www\.|https?:|\d{4,}|^\W*$|^(tel|fax|phone|email|iban|bic|page|seite|pagina)\b/i;

/**
 * A heading printed with wide letter or word spacing ("SWC   ENTERPRISE   SDN   BHD", usual on
 * receipts) falls apart into phrases; a line of words only (no digits, labels or addresses) whose
 * phrases stand at most a few letter heights apart is also read whole.
 */
export function wholeLine(line: Line): Segment | null {
  const segs = line.segments;
  if (segs.length < 2 || segs.length > 6 || !segs.every((s) => WORDS_ONLY.test(s.text.trim())))
    return null;
  if (!segs.slice(1).every((s, i) => spacedApart(segs[i] as Segment, s))) return null;
  const first = segs[0] as Segment;
  const last = segs[segs.length - 1] as Segment;
  return {
    ...first,
    text: segs.map((s) => s.text.trim()).join(' '),
    width: last.x + last.width - first.x,
    height: Math.max(...segs.map((s) => s.height)),
  };
}

const isTitlePhrase = (text: string): boolean => {
  const words = fold(text).trim().split(/\s+/);
  return words.length <= 4 && words.some((_, i) => TITLE_WORDS.test(words.slice(i).join(' ')));
};

/**
 * A short line naming the document ("TAX INVOICE", "Simplified tax invoice", "Receipt"), also
 * where a second name for it follows a slash ("TAX INVOICE / ADJUSTMENT NOTE", "Invoice /
 * Receipt"): its first part is the title.
 */
export function isTitleText(text: string): boolean {
  if (isTitlePhrase(text)) return true;
  const [first, ...rest] = text.split('/');
  return rest.length > 0 && text.trim().split(/\s+/).length <= 8 && isTitlePhrase(first ?? '');
}

/**
 * "SDN BID", "SON BHD": the Malaysian legal form Sendirian Berhad with one of its two words
 * misread by OCR. The pair is distinctive enough that one word read exactly beside a word one
 * letter off the other is the legal form; it is printed right, so the legal form is recognised
 * (COMPANY_RE) and the name compares with its master's.
 */
export function mendSdnBhd(text: string): string {
  const parts = text.split(/(\.?\s+)/);
  const off = (word: string, target: string): number => substitutions(word.toUpperCase(), target);
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const [a, b] = [parts[i] ?? '', parts[i + 2] ?? ''];
    const sdn = off(a, 'SDN');
    const bhd = off(b.replace(/\.$/, ''), 'BHD');
    if (!((sdn === 0 && bhd === 1) || (sdn === 1 && bhd === 0))) continue;
    const upper = a === a.toUpperCase();
    parts[i] = upper ? 'SDN' : 'Sdn';
    parts[i + 2] = (upper ? 'BHD' : 'Bhd') + (b.endsWith('.') ? '.' : '');
  }
  return parts.join('');
}

/**
 * "BEMED (SP) SDN." with its "BHD." lost (a faint line end, a pen stroke over it): Sendirian is
 * never printed without Berhad, so a line ending in it is completed, unless the next line starts
 * with the Berhad itself (a name wrapped there). A legal form glued to the bracket before it
 * ("(SP)SDN") is set apart, as it is printed.
 */
export function completeSdn(text: string, next = ''): string {
  const spaced = text.replace(/\)(?=sdn\b)/giu, ') ');
  const cut = /(?<![\p{L}\d])(sdn)(\.?)\s*$/iu.exec(spaced);
  if (!cut || /^\W*b\.?h\.?d\b/i.test(next.trim())) return spaced;
  const berhad = cut[1] === 'SDN' ? 'BHD' : 'Bhd';
  return `${spaced.trimEnd()} ${berhad}${cut[2]}`;
}

/**
 * The lines with every legal form OCR misread mended (mendSdnBhd, completeSdn), as the parties'
 * readers see them: the vendor's and the buyer's names compare with their masters' only when
 * their legal forms read as printed, and a misread one marks no company name.
 */
export function withMendedLegalForms(read: Line[]): Line[] {
  return read.map((line, i) => {
    const next = read[i + 1]?.text;
    const last = line.segments.at(-1);
    return {
      ...line,
      text: completeSdn(mendSdnBhd(line.text), next),
      segments: line.segments.map((seg) =>
        seg === last
          ? { ...seg, text: completeSdn(mendSdnBhd(seg.text), next) }
          : { ...seg, text: mendSdnBhd(seg.text) },
      ),
    };
  });
}

/** The sums a totals block labels: a phrase opening with one of their labels is a row of it. */
const SUM_FIELDS = new Set([
  'net_amount',
  'tax_amount',
  'total_amount',
  'amount_due',
  'line_net_total',
]);
const SUM_LABEL_FIRST = new RegExp(
  `^(?:${LABEL_PHRASES.filter((p) => SUM_FIELDS.has(p.field))
    .map((p) => p.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\p{L}])`,
  'u',
);

/**
 * Text that cannot be a name whatever rule proposes it: a sum's label opening it ("Subtotal
 * Services", "Net amount") without a legal form, a two-letter legal form printed in lower case
 * ("Paper subscription, as", "Weight kg": companies print AS, KG, AB, Co.; in lower case these
 * are words and units of an item table), a weight, or a label with its value.
 */
export function isNoName(text: string): boolean {
  const t = text.trim();
  if (/[\s,](as|ab|ag|kg|co|se|sa|bv|nv|oy|ug|sb)\.?$/.test(t)) return true;
  // "KOFFIE 3.5 KG": a quantity before "KG" is a weight; "All amounts in: EUR" is a label's line.
  if (/\d\s*kg\.?$/i.test(t) || /\p{L}:\s+\S/u.test(t)) return true;
  return SUM_LABEL_FIRST.test(fold(t)) && !ENDS_WITH_LEGAL_FORM.test(t);
}
