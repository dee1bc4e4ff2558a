import { fold } from '../parse/normalize.js';
import { OTHER_LABELS } from './other-labels.js';
import { LANGUAGES, type Language } from './terms.js';
import { TERMS } from './index.js';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Per language, the lexicon's phrases no other language prints ("factuur", "btw", "rechnung"),
 * each as a whole-word pattern: shared words ("total", "datum") tell no language apart. Short
 * phrases (under four letters: "uw", "nr") are left out, they occur inside other words' spelling.
 */
const OWN_PHRASES: ReadonlyMap<Language, RegExp[]> = (() => {
  const byLanguage = new Map<Language, Set<string>>();
  for (const lang of LANGUAGES) {
    const phrases = new Set<string>();
    for (const term of TERMS)
      for (const p of term.labels[lang] ?? []) phrases.add(typeof p === 'string' ? p : p[0]);
    for (const p of OTHER_LABELS[lang] ?? []) phrases.add(p);
    byLanguage.set(lang, phrases);
  }
  const out = new Map<Language, RegExp[]>();
  for (const lang of LANGUAGES) {
    const others = LANGUAGES.filter((l) => l !== lang).map((l) => byLanguage.get(l)!);
    const own = [...byLanguage.get(lang)!].filter(
      (p) => p.replace(/[^\p{L}]/gu, '').length >= 4 && !others.some((set) => set.has(p)),
    );
    out.set(
      lang,
      own.map(
        (p) =>
          new RegExp(
            `(?<![\\p{L}])${p.split(' ').map(escape).join('[\\s.\\-]*')}(?![\\p{L}])`,
            'u',
          ),
      ),
    );
  }
  return out;
})();

/**
 * The language a page's labels are printed in: the one with the most of its own label phrases on
 * the page, at least two and more than any other; null when the labels do not tell.
 */
export function pageLanguage(text: string): Language | null {
  const folded = fold(text);
  const counts = LANGUAGES.map(
    (lang) => [lang, OWN_PHRASES.get(lang)!.filter((re) => re.test(folded)).length] as const,
  ).sort((a, b) => b[1] - a[1]);
  const [first, second] = counts;
  if (!first || first[1] < 2 || (second && second[1] >= first[1])) return null;
  return first[0];
}
