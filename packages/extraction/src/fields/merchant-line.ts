import { spacedApart, type Line, type Segment } from '../layout/lines.js';
import { isCountryLine } from '../parse/country-names.js';
import { findDates } from '../parse/date.js';
import { fold } from '../parse/normalize.js';
import { TITLE_WORDS } from '../lexicon/index.js';

/**
 * A receipt prints its merchant's name first, over the address: the first line of the heading
 * that is not logo noise, a greeting or shop policy, an address, a phone, a date, a tax or
 * registration number or the title is the name (issue 23 §2). It is evidence of position only:
 * the caller gives it a low score, so a legal form, a registration number under the name or a
 * label outweighs it, and agreeing with them raises them.
 */

/** How many lines from the top the heading may run before the address starts. */
const HEADING_LINES = 10;
/** A street, building or post-code line: a street word with a number, or a post code. */
const STREET =
  /\b(jalan|jln|lorong|taman|lot|no|road|rd|street|st|avenue|ave|lane|ln|blvd|boulevard|drive|dr|floor|flr|unit|block|blok|seksyen|persiaran|strasse|str|weg|platz|rue|via|calle|plaza|building|bldg|suite)\b/;
const POST_CODE = /\b\d{4,6}\s+\p{L}{3}|\p{L}{2}[ ,]+\d{5}\b/u;
/** Greetings, shop policy and loyalty lines printed above or around the heading. */
const NOT_A_HEADING =
  /\b(thank|thanks|welcome|please|again|returnable|exchangeable|refund|feedback|complaint|voucher|points?|member|copy|original|duplicate|customer|cashier|served|table|order|opening|hours|open|tel|fax|phone|email|website|gst|vat|tva|reg|no|tin|tax|id)\b/;
/** Headings of the address blocks ("Factuuradres", "Lieferadresse", "Billing address"). */
const ADDRESS_HEADING = /(address|adres|adresse|anschrift)\b/;
/** Marks no name carries but OCR of a logo, a barcode or a rule line does. */
const NOISE_MARKS = /[£€$©®#@*=!?<>{}[\]_~^%|\\]/u;
/** Lower-case words a name may hold between capitalised ones. */
const CONNECTORS = /^(and|of|the|de|du|des|la|le|et|und|van|der|den|y|e|di|da|do)$/;

/** The line's first phrases as far as they stand close together (a widely spaced name that OCR
 * split); a phrase a column away (the title printed right of the name) is not part of it. */
function leadingRun(line: Line): Segment[] {
  const run = line.segments.slice(0, 1);
  for (const seg of line.segments.slice(1)) {
    if (!spacedApart(run[run.length - 1] as Segment, seg)) break;
    run.push(seg);
  }
  return run;
}

const bareText = (run: Segment[]): string =>
  run
    .map((s) => s.text.trim())
    .join(' ')
    .replace(/^[\s.,;:'"`’|-]+|[\s.,;:'"`’|-]+$/g, '')
    // The registration number printed beside the name ("… SDN BHD (139386 X)") is not the name.
    .replace(/\s*\([^()]*\d[^()]*\)\s*$/, '');

/** Words of a printed name: each starts with a capital or a digit, or is a small connector. */
export function looksLikeName(text: string): boolean {
  if ((text.match(/\p{L}/gu) ?? []).length < 4 || NOISE_MARKS.test(text)) return false;
  // A run of four digits or more is a phone, a date or an id; names carry few digits ("99 SPEED MART").
  if (/\d{4}/.test(text) || (text.match(/\d/g) ?? []).length * 3 > text.length) return false;
  const words = text.split(/\s+/);
  // A lone letter between words is OCR of a mark ("nara, a"), not a name's.
  if (words.some((w) => /^\p{Ll}$/u.test(w))) return false;
  return words.every((w) => /^[\p{Lu}\d&(]/u.test(w) || CONNECTORS.test(w.toLowerCase()));
}

/** A greeting, shop policy, contact or registration line, or an address block's heading: never a name's line. */
export const isHeadingNoise = (text: string): boolean =>
  NOT_A_HEADING.test(fold(text)) || ADDRESS_HEADING.test(fold(text));

/** A street, post-code or country line of an address. */
export const isAddress = (text: string): boolean => {
  const folded = fold(text);
  return (STREET.test(folded) && /\d/.test(text)) || POST_CODE.test(text) || isCountryLine(text);
};

/**
 * The first line of page 1's heading that can be the merchant's name, its first phrases read as
 * one (OCR splits a widely spaced name), with its bracketed registration number left off; null when no
 * address follows within the first lines (no receipt heading) or no line above it qualifies.
 */
export function firstNameLine(lines: Line[]): Segment | null {
  const heading = lines.filter((l) => l.page === 1).slice(0, HEADING_LINES);
  const addressAt = heading.findIndex((line) => isAddress(line.text));
  if (addressAt <= 0) return null;
  for (const line of heading.slice(0, addressAt)) {
    const run = leadingRun(line);
    const text = bareText(run);
    const folded = fold(text);
    if (
      /:/.test(text) ||
      isHeadingNoise(text) ||
      TITLE_WORDS.test(folded) ||
      findDates(text).length ||
      !looksLikeName(text)
    )
      continue;
    const first = run[0] as Segment;
    const last = run[run.length - 1] as Segment;
    return { ...first, text, width: last.x + last.width - first.x, height: line.height };
  }
  return null;
}
