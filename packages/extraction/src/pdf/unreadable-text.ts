import type { Token } from '../types.js';

/** Characters no text in any language is made of: C0/C1 controls (words hold no tab or newline),
 * the private use areas and U+FFFD. pdfjs answers them for glyph ids of fonts without a text map
 * (Identity-H without /ToUnicode: glyph 3 is "\u0003") and for glyphs it could not name. */
const UNREADABLE_CHAR = /[\p{Cc}\p{Co}\ufffd]/u;
/** A word readable as a word: a letter beside a vowel (any script outside Latin counts), or a
 * figure (amounts, dates, numbers, codes carry digits). */
const VOWEL = /[aeiouyäöüàâéèêëîïôûùæøåáíóúýěůőű]/iu;
const NON_LATIN_LETTER = /[^\p{Script=Latin}\P{L}]/u;
const DIGIT = /\p{Nd}/u;
const LETTER = /\p{L}/u;

/** What a word may open or close with around its letters and figures, up to three marks:
 * brackets, quotes, a sign, a currency, a sentence's stops, per cent ("(annual)", "Nr.:",
 * "12,50€", "„Preis“", "-12.00", "#42", "*Note", "/2017", "N°", "Liefer-", "Tax(%)"). */
const LEAD_MARKS = /^[§\p{Ps}\p{Pi}\p{Pf}"'„«¿¡#*/+\-–−\p{Sc}]{1,3}/u;
const TRAIL_MARKS = /[®™\p{Pe}\p{Pi}\p{Pf}"'»(.,:;!?%*°/\-\p{Sc}]{1,3}$/u;
/** The marks that join the runs of letters and figures inside a word, one or two at a place: a
 * decimal or group separator, a hyphen or minus, a slash, an apostrophe, a colon, parentheses,
 * @, &, +, °, "://" in an address ("1.299,99", "INV-2024-0042", "Amtl.-Kennz", "no.:DE946280061",
 * "(870)-931-0505", "M10X1000-(A2K)", "n°562044387", "l'article", "info@x.de", "http://x.de"). */
const JOINED_RUNS =
  /^[\p{L}\p{M}\p{Nd}]+(?:(?:[.,\-‐–−/:'’@&+_·°()]{1,2}|:\/\/)[\p{L}\p{M}\p{Nd}]+)*$/u;
/** Lower case followed by upper case inside a run of letters: once or twice in "MwSt", "GmbH",
 * "PayPal", "USt-IdNr", "MicroSDHC"; capitals between lower case twice over ("aIHEAcD") no name
 * writes. */
const CASE_TURN = /\p{Ll}\p{Lu}/gu;
const CAPITALS_INSIDE = /\p{Ll}\p{Lu}{2,}\p{Ll}+\p{Lu}/u;
const MAX_CASE_TURNS = 2;

/** A page whose score reaches this is read by OCR. Measured: the corpus's 49 PDFs (58 pages)
 * score 0.007 at most (a "KVDNL", a "TCPDF"), pages printed in fonts without a text map 0.94 and
 * more (docs/decisions.md, "Pages whose text layer cannot be read"). */
export const UNREADABLE_SCORE = 0.3;
/** A page with this share of its characters in shapeless words is read by OCR (measured in
 * docs/decisions.md, "Type 3 fonts and invented glyph names"). */
export const SHAPELESS_SCORE = 0.3;
/** A page printing no figure at all whose Latin letters are less than this share vowels reads as
 * letters standing for other letters (invented glyph names whose codes fall on letters, the space
 * kept): measured, the corpus's pages are 0.34–0.53 vowels and all print figures, such pages
 * 0.13–0.29 and none (their figures are letters too). Counted from MIN_COUNTED_LETTERS on. */
const MIN_VOWEL_SHARE = 0.3;
const MIN_COUNTED_LETTERS = 100;
const VOWELS = new RegExp(VOWEL.source, 'giu');
const LATIN_LETTERS = /\p{Script=Latin}/gu;
const DIGITS = /\p{Nd}/gu;

/** Pages with fewer characters than this are judged by the scan test instead. */
const MIN_JUDGED_CHARS = 20;

export interface TextJudgement {
  /** Share of the page's non-space characters that are unreadable, or in words no language
   * writes (0 = all readable). */
  score: number;
  /** Share of the page's non-space characters in words of no written shape: marks between
   * letters and figures no text puts there ("9:9;8::;9", "fCINS`EHIg"), or letters turning from
   * lower to upper case again and again. Glyphs named by invented names, numbered by first use,
   * read as such words (pdfjs answers their codes), where letters and figures alone may pass. */
  shapeless: number;
  /** Share of vowels among the page's Latin letters (null below MIN_COUNTED_LETTERS letters). */
  vowels: number | null;
  /** Figures (decimal digits) on the page. */
  figures: number;
  chars: number;
  unreadable: boolean;
}

/** Whether one whitespace-free word reads as text. */
function readableWord(word: string): boolean {
  if (UNREADABLE_CHAR.test(word)) return false;
  if (DIGIT.test(word) || NON_LATIN_LETTER.test(word)) return true;
  // Abbreviations without a vowel ("Nr", "Str", "MwSt", "kg") are short.
  return VOWEL.test(word) || word.replace(/[^\p{L}]/gu, '').length <= 4;
}

/** Whether a word (with a letter or a figure) has a shape text is written in. */
function shapedWord(word: string): boolean {
  const core = word.replace(LEAD_MARKS, '').replace(TRAIL_MARKS, '');
  if (!JOINED_RUNS.test(core) || CAPITALS_INSIDE.test(core)) return false;
  return (core.match(CASE_TURN)?.length ?? 0) <= MAX_CASE_TURNS;
}

/**
 * Judges a page's text layer: the share of its characters in words that do not read (an
 * unreadable character, or letters no language strings together). A text layer of glyph ids is
 * mostly control characters and punctuation; real pages, in any language, score near 0.
 */
export function judgeTextLayer(tokens: Token[]): TextJudgement {
  let chars = 0;
  let bad = 0;
  let shapeless = 0;
  let [letters, vowels, figures] = [0, 0, 0];
  for (const token of tokens)
    for (const word of token.text.split(/\s+/u)) {
      // Punctuation alone ("-----", "(", "%") says nothing either way.
      if (!word || (!LETTER.test(word) && !DIGIT.test(word) && !UNREADABLE_CHAR.test(word)))
        continue;
      chars += word.length;
      if (!readableWord(word)) bad += word.length;
      if (!shapedWord(word)) shapeless += word.length;
      letters += word.match(LATIN_LETTERS)?.length ?? 0;
      vowels += word.match(VOWELS)?.length ?? 0;
      figures += word.match(DIGITS)?.length ?? 0;
    }
  const score = chars ? bad / chars : 0;
  const shapelessShare = chars ? shapeless / chars : 0;
  const vowelShare = letters >= MIN_COUNTED_LETTERS ? vowels / letters : null;
  const lettersForLetters = figures === 0 && vowelShare !== null && vowelShare < MIN_VOWEL_SHARE;
  const unreadable =
    chars >= MIN_JUDGED_CHARS &&
    (score >= UNREADABLE_SCORE || shapelessShare >= SHAPELESS_SCORE || lettersForLetters);
  return {
    score,
    shapeless: shapelessShare,
    vowels: vowelShare,
    figures,
    chars,
    unreadable,
  };
}
