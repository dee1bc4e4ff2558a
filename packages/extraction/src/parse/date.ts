import { fold } from './normalize.js';

/** Month names and abbreviations in English, German, French, Dutch, Spanish, Italian and
 * Portuguese (accents folded). Short forms that are English words ("set", "out", "ago") are left
 * out: only their full names count. */
const MONTHS: Array<[number, string[]]> = [
  [
    1,
    [
      'january',
      'jan',
      'januar',
      'janvier',
      'janv',
      'januari',
      'jän',
      'janner',
      'enero',
      'ene',
      'gennaio',
      'gen',
      'janeiro',
    ],
  ],
  [
    2,
    [
      'february',
      'feb',
      'februar',
      'fevrier',
      'fev',
      'fevr',
      'februari',
      'febrero',
      'febbraio',
      'fevereiro',
    ],
  ],
  [3, ['march', 'mar', 'marz', 'maerz', 'mars', 'maart', 'mrt', 'marzo', 'marco']],
  [4, ['april', 'apr', 'avril', 'avr', 'abril', 'aprile', 'abr']],
  [5, ['may', 'mai', 'mei', 'mayo', 'maggio', 'maio', 'mag']],
  [6, ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'junho', 'giu']],
  [7, ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'julho', 'lug']],
  [8, ['august', 'aug', 'aout', 'augustus', 'agosto']],
  [
    9,
    ['september', 'septembre', 'sep', 'sept', 'septiembre', 'setiembre', 'settembre', 'setembro'],
  ],
  [10, ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'outubro', 'ott']],
  [11, ['november', 'nov', 'novembre', 'noviembre', 'novembro']],
  [
    12,
    ['december', 'dec', 'dezember', 'dez', 'decembre', 'diciembre', 'dicembre', 'dezembro', 'dic'],
  ],
];
const MONTH_BY_NAME = new Map<string, number>(
  MONTHS.flatMap(([n, names]) => names.map((name) => [name, n] as [string, number])),
);
const MONTH_ALT = [...MONTH_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');

export interface DateMatch {
  /** Day-first reading (or the only reading). */
  iso: string;
  /** Month-first reading when the numeric date is ambiguous (both parts ≤ 12), else null. */
  altIso: string | null;
  /** The order is fixed by the text: a month name, a year first, or a part above 12. */
  order: 'dmy' | 'mdy' | 'ymd' | 'named' | 'ambiguous';
  /** Three dotted two-digit parts that also read as a clock time (11.14.00): weak evidence of order. */
  clockLike?: boolean;
  index: number;
  length: number;
}

const pad = (n: number): string => String(n).padStart(2, '0');

function toIso(y: number, m: number, d: number): string | null {
  if (y < 100) y += y < 70 ? 2000 : 1900;
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1970 || y > 2100) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * d/m/y in any order of parts. OCR may double a separator ("14--03-2018") and may glue the date to
 * its label with a period ("Date.28/12/2017"): a period after a letter still starts a date, one
 * after a digit does not (it is part of a longer number).
 */
const NUMERIC =
  /(?<![\d/-])(?<![\d.-]\.)(\d{1,4})([./-])\2?(\d{1,2})\2\2?(\d{2,4})(?![\d]|[./-]\d)/g;
/** hh.mm.ss: a time printed with periods (receipts: "Time: 11.14.00"). */
const CLOCK = /^([01]\d|2[0-3])\.[0-5]\d\.[0-5]\d$/;
/** "3 March 2025", "3. März 2025", "3 de março de 2025" (Spanish and Portuguese join with "de"). */
const DAY_MONTH = new RegExp(
  String.raw`(?<![\p{L}\d])(\d{1,2})(?:st|nd|rd|th|er|e)?\.?[\s/-]*(?:de\s+)?(${MONTH_ALT})\.?[\s,/-]*(?:del?\s+)?(\d{4}|\d{2}(?!\d))`,
  'giu',
);
const MONTH_DAY = new RegExp(
  String.raw`(?<![\p{L}])(${MONTH_ALT})\.?,?\s*(\d{1,2})(?:st|nd|rd|th)?\s*,?\s*(\d{4})`,
  'giu',
);

/** Every date in a text, in any common numeric form or with a month name in EN/DE/FR/NL. */
export function findDates(text: string): DateMatch[] {
  const folded = fold(text);
  const found: DateMatch[] = [];
  for (const m of folded.matchAll(NUMERIC)) {
    const [whole, a = '', , b = '', c = ''] = m;
    const index = m.index ?? 0;
    if (a.length === 4) {
      const iso = toIso(Number(a), Number(b), Number(c));
      if (iso && c.length <= 2)
        found.push({ iso, altIso: null, order: 'ymd', index, length: whole.length });
      continue;
    }
    if (c.length === 3) continue;
    const dmy = toIso(Number(c), Number(b), Number(a));
    const mdy = toIso(Number(c), Number(a), Number(b));
    const clockLike = CLOCK.test(whole);
    if (dmy && mdy)
      found.push({
        iso: dmy,
        altIso: dmy === mdy ? null : mdy,
        order: dmy === mdy ? 'dmy' : 'ambiguous',
        index,
        length: whole.length,
      });
    else if (dmy)
      found.push({ iso: dmy, altIso: null, order: 'dmy', clockLike, index, length: whole.length });
    else if (mdy)
      found.push({ iso: mdy, altIso: null, order: 'mdy', clockLike, index, length: whole.length });
  }
  for (const re of [DAY_MONTH, MONTH_DAY]) {
    for (const m of folded.matchAll(re)) {
      const [whole, p1 = '', p2 = '', year = ''] = m;
      const dayFirst = re === DAY_MONTH;
      const month = MONTH_BY_NAME.get((dayFirst ? p2 : p1).toLowerCase());
      const iso = month ? toIso(Number(year), month, Number(dayFirst ? p1 : p2)) : null;
      if (iso)
        found.push({
          iso,
          altIso: null,
          order: 'named',
          index: m.index ?? 0,
          length: whole.length,
        });
    }
  }
  return found.sort((x, y) => x.index - y.index);
}

/** Picks the reading of an ambiguous numeric date from the document's other dates or its locale. */
export function resolveDate(match: DateMatch, preferMonthFirst: boolean): string {
  return match.order === 'ambiguous' && preferMonthFirst && match.altIso ? match.altIso : match.iso;
}

/**
 * Whether the document writes numeric dates month-first: decided by any unambiguous numeric date
 * (not one that also reads as a clock time), else by a dollar currency (US style) on a page whose
 * labels are English or tell no language (a Dutch "Factuur … Datum: 07-05-2015" priced in "$"
 * still writes day-first), else day-first (the rest of the world).
 */
export function prefersMonthFirst(
  allDates: DateMatch[],
  currency: string | null,
  language: string | null = null,
): boolean {
  // A time printed with periods ("11.14.00") would vote month-first; it is no date evidence.
  allDates = allDates.filter((d) => !d.clockLike);
  const mdy = allDates.filter((d) => d.order === 'mdy').length;
  const dmy = allDates.filter((d) => d.order === 'dmy').length;
  if (mdy !== dmy) return mdy > dmy;
  return currency === 'USD' && (language === null || language === 'en');
}

/** Digits OCR reads for another on faint or broken print (a broken 1 reads 7, an open 8 reads 3 …). */
const CONFUSED_DIGITS: Record<string, string> = {
  '0': '689',
  '1': '7',
  '2': '7',
  '3': '8',
  '5': '6',
  '6': '58',
  '7': '12',
  '8': '360',
  '9': '80',
};

/**
 * An OCR-read document date later than next year cannot be the date the document was issued:
 * one digit of its year was misread ("2078" for 2018). The year is mended when exactly one
 * single-digit change among the digits OCR confuses gives a year from 30 years ago to next year;
 * else null (no reading can be trusted). Dates not in the future come back unchanged.
 */
export function mendFutureYear(iso: string, today: Date = new Date()): string | null {
  const latest = today.getUTCFullYear() + 1;
  const [year = '', month = '', day = ''] = iso.split('-');
  if (Number(year) <= latest) return iso;
  const mended = new Set<string>();
  [...year].forEach((digit, i) => {
    for (const other of CONFUSED_DIGITS[digit] ?? '') {
      const y = Number(`${year.slice(0, i)}${other}${year.slice(i + 1)}`);
      const fixed = y >= latest - 31 && y <= latest ? toIso(y, Number(month), Number(day)) : null;
      if (fixed) mended.add(fixed);
    }
  });
  return mended.size === 1 ? ([...mended][0] as string) : null;
}
