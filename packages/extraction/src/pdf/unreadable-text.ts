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

/** A page whose score reaches this is read by OCR. Measured: the corpus's 49 PDFs (58 pages)
 * score 0.007 at most (a "KVDNL", a "TCPDF"), pages printed in fonts without a text map 0.94 and
 * more (docs/decisions.md, "Pages whose text layer cannot be read"). */
export const UNREADABLE_SCORE = 0.3;
/** Pages with fewer characters than this are judged by the scan test instead. */
const MIN_JUDGED_CHARS = 20;

export interface TextJudgement {
  /** Share of the page's non-space characters that are unreadable, or in words no language
   * writes (0 = all readable). */
  score: number;
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

/**
 * Judges a page's text layer: the share of its characters in words that do not read (an
 * unreadable character, or letters no language strings together). A text layer of glyph ids is
 * mostly control characters and punctuation; real pages, in any language, score near 0.
 */
export function judgeTextLayer(tokens: Token[]): TextJudgement {
  let chars = 0;
  let bad = 0;
  for (const token of tokens)
    for (const word of token.text.split(/\s+/u)) {
      // Punctuation alone ("-----", "(", "%") says nothing either way.
      if (!word || (!LETTER.test(word) && !DIGIT.test(word) && !UNREADABLE_CHAR.test(word)))
        continue;
      chars += word.length;
      if (!readableWord(word)) bad += word.length;
    }
  const score = chars ? bad / chars : 0;
  return { score, chars, unreadable: chars >= MIN_JUDGED_CHARS && score >= UNREADABLE_SCORE };
}
