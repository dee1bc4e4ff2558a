import { unionBox } from '../layout/box.js';
import type { Box } from '../types.js';
import { spacedApart, type Line, type Segment } from '../layout/lines.js';
import { fold } from '../parse/normalize.js';
import { BUYER_CONTEXT, TITLE_WORDS } from '../lexicon/index.js';
import type { Candidate } from './candidates.js';
import {
  formFirstNames,
  footerNames,
  footerSenderNames,
  fromBlockNames,
  hostNames,
  nameMatchesHost,
  namesAboveRegistration,
} from './vendor-evidence.js';
import { senderLines } from './sender-line.js';
import { firstNameLine, isAddress } from './merchant-line.js';
import {
  COMPANY_RE,
  FORM_FIRST_COMPANY,
  isNoName,
  isTitleText,
  LEGAL_FORM_FIRST,
  NOT_A_NAME,
  ONLY_LEGAL_FORM,
  wholeLine,
  withMendedLegalForms,
} from './vendor-patterns.js';
import { samePlace, twoLineNameOf, twoLineNames, type TwoLineName } from './vendor-two-lines.js';

/** The bench's comparison reads the legal forms from here. */
export { LEGAL_FORM } from './vendor-patterns.js';

/**
 * Words that end a trading name where no legal form is printed (shops, sole traders): weaker
 * evidence than a legal form, true of receipts and small-business invoices in English.
 */
const BUSINESS_RE =
  /^([\p{Lu}\d][\p{L}\d&'.\- ]{0,50}\b(?:enterprise|trading|restaurant|restoran|hardware|holdings|industries|supplies|store|stores|mart|supermarket|cash (?:&|and) carry|bakeries|bakery|pharmacy|electrical|marketing|services|solutions|cafe|kitchen|station|centre|center))\b/iu;

/** "sold by X", "vendu par X": the one who sells, supplies or is paid. */
const SOLD_BY =
  /\b(?:(?:sold|provided|issued|received|supplied|billed|invoiced) by|verkauft von|geliefert von|vendu par|fourni par|[ée]mis par|verkocht door|geleverd door)\s*:?\s+([^()]+)$/i;

/** "Rechnung von Zimmer 4", "Bill from Table 12": a room or table is billed, no issuer. */
const PLACE_AT_TABLE =
  /^(?:zimmer|room|chambre|camera|habitacion|quarto|pokoj|kamar|tisch|table|tavolo|mesa|stol|meja|tafel)\s*(?:n[°º]|nr|no)?\.?\s*\d/iu;

const isTitleLine = (line: Line): boolean => isTitleText(line.text);

/** The score of a name whose only evidence is where it is printed (merchant-line.ts). */
const POSITION_ONLY = 0.45;

export interface VendorOptions {
  lines: Line[];
  labelled: Candidate[];
  /** Boxes of segments read as another label's value (a number or date under "INVOICE NO."):
   * no names, however large their print. */
  values?: readonly Box[];
}

const isShortName = (text: string): boolean =>
  /^\p{L}[\p{L}&'. -]{1,40}$/u.test(text.trim()) && text.trim().split(/\s+/).length <= 5;

/**
 * The phrases of the lines, with a name wrapped over two lines read whole on its second line
 * (vendor-two-lines.ts), and a legal form set apart on its own line joined to the phrase left of it.
 */
function withWrappedNames(
  lines: Line[],
  joins: TwoLineName[],
): Array<{ line: Line; seg: Segment }> {
  const out: Array<{ line: Line; seg: Segment }> = [];
  lines.forEach((line, i) => {
    const whole = wholeLine(line);
    for (const seg of whole ? [...line.segments, whole] : line.segments) {
      const above = lines[i - 1];
      const aboveWhole = above ? wholeLine(above) : null;
      const top = [...(aboveWhole ? [aboveWhole] : []), ...(above?.segments ?? [])].find(
        (s) => Math.abs(s.x + s.width / 2 - (seg.x + seg.width / 2)) < seg.width,
      );
      const close =
        above && above.page === line.page && line.y - (above.y + above.height) < line.height;
      // "PASAR RAYA MEGA MAJU (" over "SEMENYIH) SDN BHD": a bracket closed before one opens
      // continues the line above (OCR may have lost the opening one).
      const closesAbove = /^[^(]*\)/.test(seg.text);
      // "Anzel Advertising   Sdn Bhd (758705-H)": a legal form set apart on the same line (wide
      // spacing, or its registration number beside it) ends the phrase to its left.
      const left = line.segments[line.segments.indexOf(seg) - 1];
      const join = joins.find((j) => j.lower.text === seg.text && samePlace(j.lower, seg));
      if (join) out.push({ line, seg: join.joined });
      else if (left && LEGAL_FORM_FIRST.test(seg.text.trim()) && spacedApart(left, seg))
        out.push({ line, seg: { ...left, text: `${left.text} ${seg.text}` } });
      else if (closesAbove && top && close)
        out.push({ line, seg: { ...unionBox(top, seg), text: `${top.text} ${seg.text}` } });
      else out.push({ line, seg });
    }
  });
  return out;
}

/** Lines that belong to a buyer block: the buyer label's line and the few lines under it in the same column. */
function buyerLines(lines: Line[]): Set<Segment> {
  const out = new Set<Segment>();
  lines.forEach((line, i) => {
    for (const seg of line.segments) {
      if (!BUYER_CONTEXT.test(fold(seg.text))) continue;
      out.add(seg);
      // The block is the run of lines under the heading; a wide gap or a new page ends it.
      let bottom = line.y + line.height;
      for (let j = i + 1; j <= i + 6 && j < lines.length; j += 1) {
        const next = lines[j] as Line;
        if (next.page !== line.page || next.y - bottom > line.height * 3) break;
        bottom = next.y + next.height;
        for (const below of next.segments) if (Math.abs(below.x - seg.x) < 40) out.add(below);
      }
    }
  });
  return out;
}

/**
 * The vendor is found by, in order of trust: a "sold by"/"supplier" label; a company name with a
 * legal form outside the buyer's block (top of page 1 first, footer next); the top-most prominent line.
 */
export function pickVendor({
  lines: read,
  labelled,
  values = [],
}: VendorOptions): { value: string; confidence: number; segment: Segment | null } | null {
  // A legal form OCR misread is read as printed, so it marks a company name as any other does.
  const lines = withMendedLegalForms(read);
  const scored = new Map<string, { value: string; score: number; segment: Segment | null }>();
  const senders = senderLines(lines);
  const buyer = buyerLines(lines);
  for (const sender of senders) for (const seg of sender.recipient) buyer.add(seg);
  const keyOf = (text: string): string => fold(text).replace(/[^\p{L}\d]/gu, '');
  // A name also printed inside the buyer's block is the customer, wherever else it appears.
  const buyerNames = new Set(
    [...buyer].map((seg) => keyOf(seg.text.match(COMPANY_RE)?.[1] ?? seg.text)),
  );
  const firstPage = lines.filter((l) => l.page === 1);
  // Lines are copied above (mended legal forms): a value's segment is known by its place.
  const isValue = (seg: Segment): boolean =>
    values.some((b) => b.x === seg.x && b.y === seg.y && b.width === seg.width);
  const joins = twoLineNames(firstPage, (seg) => buyer.has(seg));
  // A name read from one line of a name printed over two is the whole name.
  const named = (value: string, segment: Segment | null) => {
    const joined = twoLineNameOf(joins, value, segment);
    return joined
      ? { value: joined.text.match(COMPANY_RE)?.[1] ?? joined.text, segment: joined }
      : { value, segment };
  };
  const keyAt = (seg: Segment): string => keyOf(named(seg.text, seg).value);
  const add = (read: string, score: number, at: Segment | null): void => {
    const { value, segment } = named(read, at);
    // Specks and rule marks OCR reads before a name ("· BEMED") are no part of it.
    const name = value
      .replace(/[\s,:;-]+$/, '')
      .replace(/^[\s.,:;|'"`-]+/, '')
      .trim();
    if (name.length < 2 || NOT_A_NAME.test(name) || ONLY_LEGAL_FORM.test(name)) return;
    if (isNoName(name)) return;
    const key = keyOf(name);
    if (buyerNames.has(key)) return;
    const prev = scored.get(key);
    if (prev) prev.score = Math.min(0.95, Math.max(prev.score, score) + 0.1);
    else scored.set(key, { value: name, score, segment });
  };
  for (const c of labelled) {
    // "Apellido y Nombre / Razón Social Martin Perez": a seller word inside the buyer's heading.
    const at = lines[c.lineIndex]?.segments.find(
      (seg) => seg.x <= c.box.x + 1 && c.box.x < seg.x + seg.width,
    );
    // (The heading itself, not any line of the block: "Please make cheques payable to: …"
    // under the customer's address names the seller.)
    const heading = at && buyer.has(at) && BUYER_CONTEXT.test(fold(at.text));
    if (heading && c.placement === 'inline') continue;
    if (PLACE_AT_TABLE.test(String(c.value))) continue;
    // "SPRZEDAWCA ZWOLNIONY PODMIOTOWO Z PODATKU …": a sentence about the seller names none.
    if (String(c.value).split(/\s+/).length > 8) continue;
    add(String(c.value).match(COMPANY_RE)?.[1] ?? String(c.value), 0.75 * c.score, null);
  }

  const pageBottom = Math.max(...firstPage.map((l) => l.y + l.height), 1);
  const registered = namesAboveRegistration(lines);
  // The issuer that printed its name over its own registration number before the document's
  // title ("TAX INVOICE") is the seller; a company named under that title is the customer.
  const titleY = firstPage.find(isTitleLine)?.y ?? Infinity;
  // A receipt's name line over its address, above the title, is such an issuer too.
  const first = firstNameLine(firstPage);
  const issuerAboveTitle = [...registered, ...(first ? [first] : [])].some(
    (seg) => seg.y < titleY && !buyer.has(seg),
  );
  for (const { line, seg } of withWrappedNames(firstPage, joins)) {
    // A line read whole is the buyer's when any of its phrases is.
    if (
      buyer.has(seg) ||
      (seg.width > 0 &&
        line.segments.some(
          (s) => buyer.has(s) && s !== seg && s.x >= seg.x && s.x < seg.x + seg.width,
        ))
    )
      continue;
    // "sold by X", "payment received by X": whoever sells or is paid is the vendor.
    const soldBy = SOLD_BY.exec(seg.text);
    const named = soldBy?.[1]?.trim().replace(/[.,;:]+$/, '');
    const company =
      (named ?? seg.text).match(COMPANY_RE)?.[1] ??
      FORM_FIRST_COMPANY.exec(seg.text.trim())?.[1] ??
      (named && named.split(/\s+/).length <= 5 ? named : undefined);
    const top = line.y < pageBottom * 0.3;
    const customer = issuerAboveTitle && line.y > titleY && !soldBy;
    if (company) add(company, soldBy ? 0.7 : customer ? 0.5 : top ? 0.7 : 0.55, seg);
    else if (top) {
      // A line right under a street line is the address's (a shopping centre, a district).
      const underAddress =
        !!firstPage[firstPage.indexOf(line) - 1]?.text.match(/\d/) &&
        isAddress(firstPage[firstPage.indexOf(line) - 1]?.text ?? '');
      const trading = underAddress ? undefined : BUSINESS_RE.exec(seg.text.trim())?.[1];
      if (trading) add(trading, 0.6, seg);
    }
  }
  // Typography: the issuer's name is usually the largest print among the first lines (a logo in
  // text); a smaller line above it ("Copy", "Original") is not. Ties go to the higher line.
  const largest = Math.max(...firstPage.flatMap((l) => l.segments.map((s) => s.height)), 0);
  const heading = firstPage
    .slice(0, 6)
    .map((line) => line.segments[0])
    .filter((seg): seg is Segment => !!seg && !buyer.has(seg) && !isValue(seg))
    // "# 1042", "INV_2024_7": numbers and identifiers are printed large too, but are no names.
    .filter(
      (seg) =>
        !TITLE_WORDS.test(fold(seg.text)) &&
        !NOT_A_NAME.test(seg.text) &&
        !isAddress(seg.text) &&
        !/^[#№]|_/.test(seg.text) &&
        /\p{L}{2}/u.test(seg.text),
    )
    .reduce<Segment | undefined>(
      (best, seg) => (!best || seg.height > best.height * 1.15 ? seg : best),
      undefined,
    );
  if (heading) add(heading.text, heading.height >= largest * 0.95 ? 0.5 : 0.35, heading);
  // A receipt's first heading line above its address: position alone, so below a legal form.
  // The largest print at the top is the same kind of evidence: agreeing with it adds nothing.
  // Agreeing with a legal form or a business word on that line is a second cue (add raises it).
  const asHeading =
    first && heading && keyAt(first) === keyAt(heading) ? scored.get(keyAt(first)) : undefined;
  if (asHeading) asHeading.score = Math.max(asHeading.score, POSITION_ONLY);
  else if (first && !buyer.has(first)) add(first.text, POSITION_ONLY, first);
  // The issuer prints its registration or tax number under its own name.
  for (const seg of registered)
    if (!buyer.has(seg)) add(seg.text.match(COMPANY_RE)?.[1] ?? seg.text, 0.6, seg);
  // The sender's block ("From:") and the return address over a window envelope name the issuer.
  for (const seg of fromBlockNames(lines))
    if (!buyer.has(seg)) add(seg.text.match(COMPANY_RE)?.[1] ?? seg.text, 0.7, seg);
  for (const { name } of senders) add(name.text, 0.75, name);
  // A name printed alone above the footer's registration mentions (capital, register, office) is the issuer's.
  for (const seg of footerNames(lines)) if (!buyer.has(seg)) add(seg.text, 0.55, seg);
  // The footer line "Name · Street · Town · registration" names the issuer (vendor-evidence.ts).
  for (const seg of footerSenderNames(lines)) if (!buyer.has(seg)) add(seg.text, 0.6, seg);
  // The sender's own e-mail or web host spelling the name confirms it.
  const hosts = hostNames(lines, (seg) => buyer.has(seg));
  // A short name in the top half of page 1 that the sender's own mail or web host spells is the
  // issuer's, even without a legal form ("CRONUS DE" beside info@cronus.com).
  for (const line of firstPage)
    for (const seg of line.segments)
      if (line.y < pageBottom * 0.5 && !buyer.has(seg) && isShortName(seg.text))
        if (nameMatchesHost(seg.text, hosts)) add(seg.text, 0.7, seg);
  // A legal line with the form first ("… SARL Impressiondirect - www.impressiondirect.fr") whose
  // name the sender's own host spells: two cues for the issuer.
  for (const { whole, name, seg } of formFirstNames(lines))
    if (!buyer.has(seg) && nameMatchesHost(name, hosts)) add(whole, 0.75, seg);
  for (const entry of scored.values())
    if (nameMatchesHost(entry.value, hosts)) entry.score = Math.min(0.95, entry.score + 0.15);
  const best = [...scored.values()].sort((a, b) => b.score - a.score)[0];
  return best ? { value: best.value, confidence: best.score, segment: best.segment } : null;
}
