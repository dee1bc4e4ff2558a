import type { Line, Segment } from '../layout/lines.js';
import { isCountryLine } from '../parse/country-names.js';
import { fold } from '../parse/normalize.js';
import { isAddress } from './merchant-line.js';
import { POSTCODE_TOWN, SENDER_SEPARATOR } from './sender-line.js';

/**
 * Words of the legal mentions printed in an issuer's footer (share capital, trade register,
 * registered office, directors). Only the issuer prints its own registration, never the buyer's.
 */
const REGISTRATION =
  /\b(capital|rcs|siret|siren|siege social|registered (office|in)|company (no|number|reg)|registration no|registergericht|handelsregister|amtsgericht|hrb|hra|geschaftsfuhr|vorstand|kvk|kamer van koophandel|ondernemingsnummer|cin)\b/;

/** Mail and web hosts that say nothing about who sent the invoice. */
const GENERIC_HOSTS =
  /^(gmail|googlemail|yahoo|hotmail|outlook|live|icloud|aol|gmx|protonmail|mail|email|example)$/;

const squash = (text: string): string => fold(text).replace(/[^\p{L}\d]/gu, '');

/**
 * A short, digit-free line just above the registration mentions of a footer is the issuer's name
 * ("Acme" over "Share capital 10 000 € – RCS …"). Footers sit in the bottom fifth of a page.
 */
export function footerNames(lines: Line[]): Segment[] {
  const out: Segment[] = [];
  const bottoms = new Map<number, number>();
  for (const l of lines) bottoms.set(l.page, Math.max(bottoms.get(l.page) ?? 0, l.y + l.height));
  lines.forEach((line, i) => {
    const seg = line.segments[0];
    const next = lines[i + 1];
    if (!seg || !next || line.segments.length !== 1 || next.page !== line.page) return;
    if (line.y < (bottoms.get(line.page) ?? 0) * 0.8) return;
    if (next.y - (line.y + line.height) > line.height * 1.5) return;
    const words = seg.text.trim().split(/\s+/);
    if (words.length > 4 || /\d|[@:]/.test(seg.text) || !/\p{L}{2}/u.test(seg.text)) return;
    // The registration may be on the next line or the one after it (an address line between).
    const below = [next, lines[i + 2]]
      .filter((l): l is Line => l?.page === line.page)
      .map((l) => fold(l.text));
    if (below.some((t) => REGISTRATION.test(t))) out.push(seg);
  });
  return out;
}

/** The distinctive part of every e-mail and web host printed outside the buyer's block ("acme" of info@acme.co.uk). */
export function hostNames(lines: Line[], isBuyer: (seg: Segment) => boolean): Set<string> {
  const out = new Set<string>();
  for (const line of lines) {
    for (const seg of line.segments) {
      if (isBuyer(seg)) continue;
      for (const m of seg.text.matchAll(
        /(?:@|www\.|https?:\/\/)([\p{L}\d-]+(?:\.[\p{L}\d-]+)*)/giu,
      )) {
        const labels = (m[1] ?? '').toLowerCase().split('.');
        // The registrable name is the label before the public suffix ("acme" in acme.co.uk, mail.acme.com).
        const suffixLength = labels.length >= 3 && (labels.at(-2) ?? '').length <= 3 ? 2 : 1;
        const name = labels[labels.length - 1 - suffixLength];
        if (name && name.length >= 3 && !GENERIC_HOSTS.test(name)) out.add(name.replace(/-/g, ''));
      }
    }
  }
  return out;
}

/** A company name matches a host when one holds the other once spaces and punctuation are gone ("Acme Tools Ltd" ~ acmetools). */
export function nameMatchesHost(name: string, hosts: Set<string>): boolean {
  const bare = squash(name);
  if (bare.length < 3) return false;
  for (const host of hosts)
    if (bare.startsWith(host) || (host.startsWith(bare) && bare.length >= 4)) return true;
  return false;
}

/** Headings of the sender's block ("From:", "Von:", "De :", "Van:"). */
const FROM_HEADING =
  /^(from|sender|von|absender|de|expediteur|emetteur|van|afzender)(?![\p{L}\d])\s*:?\s*(.*)$/u;

/**
 * The sender's block names the vendor: the text after "From:" on the same segment, or the first
 * segment under a bare "From" heading in the same column. The heading must open its segment,
 * so "valid from 1 May" or "Prices from" never count.
 */
export function fromBlockNames(lines: Line[]): Segment[] {
  const out: Segment[] = [];
  lines.forEach((line, i) => {
    for (const seg of line.segments) {
      const m = FROM_HEADING.exec(fold(seg.text).trim());
      if (!m) continue;
      const rest = m[2] ?? '';
      if (rest) {
        // Inline only after a colon, and only a name: "From: Acme Ltd", not "From 01.05 to 31.05".
        const name = seg.text.slice(seg.text.indexOf(':') + 1).trim();
        if (seg.text.includes(':') && /^\p{L}/u.test(name) && !/\d{2}/.test(name))
          out.push({ ...seg, text: name });
        continue;
      }
      for (let j = i + 1; j <= i + 2 && j < lines.length; j += 1) {
        const below = lines[j]?.segments.find((s) => Math.abs(s.x - seg.x) < 40);
        if (below && lines[j]?.page === line.page) {
          out.push(below);
          break;
        }
      }
    }
  });
  return out;
}

/**
 * A company registration or tax number line: "GST ID: 000849813504", "VAT Reg. No GB123…",
 * "(65351-M)", "Co. Reg. 123456-X", "IČO 12345678". The issuer prints its own under its name.
 */
const REGISTRATION_NUMBER = /^\(?[a-z]{0,3}\d{4,}[-\s]?[a-z]?\)?$/;
const REGISTRATION_WORD =
  /\b(gst|vat|tva|btw|mwst|ust|ico|dic|abn|roc|co\.? ?reg|company (no|reg)|reg(istration)?\.? no|tax id|tin|gstin|siret|kvk)\b/;

/**
 * A registration line carries an identifier: five digits or more once spaces, dots, slashes and
 * dashes are gone. A totals row names the same tax words with a rate or an amount ("VAT 21 %",
 * "MwSt. 30,87"): no registration, so the row above it ("Net amount") is no issuer's name.
 */
function isRegistrationLine(folded: string): boolean {
  if (REGISTRATION_NUMBER.test(folded)) return true;
  if (!REGISTRATION_WORD.test(folded) || /%|\d[.,]\d{2}$/.test(folded)) return false;
  return /\d{5,}/.test(folded.replace(/[\s./-]/g, ''));
}

/**
 * The issuer's name is the nearest line above its registration or tax number in the top third of
 * page 1, skipping address lines (they carry digits or name a country), at most three lines up.
 */
export function namesAboveRegistration(lines: Line[]): Segment[] {
  const out: Segment[] = [];
  const page1 = lines.filter((l) => l.page === 1);
  const bottom = Math.max(...page1.map((l) => l.y + l.height), 1);
  page1.forEach((line, i) => {
    if (line.y > bottom * 0.35 || !isRegistrationLine(fold(line.text).trim())) return;
    for (let j = i - 1; j >= Math.max(0, i - 3); j -= 1) {
      const seg = page1[j]?.segments[0];
      if (!seg || /\d/.test(seg.text) || isCountryLine(seg.text)) continue;
      if (isRegistrationLine(fold(seg.text).trim())) continue;
      // A line right under a street line goes on with the address (a district, a town).
      const above = page1[j - 1];
      if (above && isAddress(above.text)) continue;
      // A name has two words or more; a single word here is a town, a state or a label.
      const words = seg.text
        .trim()
        .split(/\s+/)
        .filter((w) => /\p{L}{2}/u.test(w));
      if (words.length >= 2 && !/[:]|\bno\.?$/i.test(seg.text)) {
        out.push(seg);
        return;
      }
    }
  });
  return out;
}

/**
 * The footer line many issuers print under every page, "Name · Street · Postcode Town · HRB … ·
 * VAT …": its first part is the issuer's name when the others hold its address and its
 * registration (only the issuer prints its own). Footers sit in the bottom fifth of a page.
 */
export function footerSenderNames(lines: Line[]): Segment[] {
  const out: Segment[] = [];
  const bottoms = new Map<number, number>();
  for (const l of lines) bottoms.set(l.page, Math.max(bottoms.get(l.page) ?? 0, l.y + l.height));
  for (const line of lines) {
    if (line.y < (bottoms.get(line.page) ?? 0) * 0.8) continue;
    for (const seg of line.segments) {
      const parts = seg.text.split(SENDER_SEPARATOR).map((p) => p.trim());
      const name = parts[0] ?? '';
      if (parts.length < 3 || /\d|[@:]/.test(name) || !/\p{L}{2}/u.test(name)) continue;
      // Public bodies' names run long ("Azienda Unita Sanitaria Locale di Reggio Emilia").
      if (name.split(/\s+/).length > 8) continue;
      const rest = parts.slice(1);
      const registered = rest.some((p) => {
        const folded = fold(p);
        return REGISTRATION.test(folded) || isRegistrationLine(folded);
      });
      if (registered && rest.some((p) => POSTCODE_TOWN.test(p))) out.push({ ...seg, text: name });
    }
  }
  return out;
}

/** A French legal form written before the name ("SARL Impressiondirect", "SAS Dupont"). */
const FORM_FIRST =
  /(?<![\p{L}.])(SARL|SASU|SAS|EURL|SNC|SA|S\.A\.R\.L\.|S\.A\.S\.)\s+(\p{Lu}[\p{L}\d&'-]+(?:\s+\p{Lu}[\p{L}\d&'-]+){0,2})/gu;

/**
 * Names after a legal form written first ("SARL Impressiondirect"), as the legal line of a French
 * issuer prints them (in the footer, or at the top of the next page where a printed page
 * overflows): `whole` with its form, `name` without it, to compare with the issuer's own web or
 * mail host (the caller's second cue).
 */
export function formFirstNames(
  lines: Line[],
): Array<{ whole: string; name: string; seg: Segment }> {
  const out: Array<{ whole: string; name: string; seg: Segment }> = [];
  for (const line of lines)
    for (const seg of line.segments)
      for (const m of seg.text.matchAll(FORM_FIRST))
        out.push({ whole: `${m[1]} ${m[2]}`, name: m[2] ?? '', seg });
  return out;
}
