import { fold } from './normalize.js';
import { LANGUAGES } from '../lexicon/terms.js';

/** Every two-letter region code, A–Z × A–Z; Intl names the ones that exist. */
const CODES = Array.from({ length: 26 * 26 }, (_, i) =>
  String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
);

/**
 * Country names in the lexicon's languages (from the runtime's ICU data, not a list of our own),
 * folded: the last line of a postal address, never a company name.
 */
const COUNTRY_NAMES: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  for (const lang of LANGUAGES) {
    const display = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    for (const code of CODES) {
      const name = display.of(code);
      if (name) names.add(fold(name));
    }
  }
  return names;
})();

/** "France", "United Kingdom - ENG", "MALAYSIA": a line naming a country (a region may follow). */
export const isCountryLine = (text: string): boolean =>
  COUNTRY_NAMES.has(
    fold(text)
      .split(/\s+[-–]\s+/)[0]
      ?.trim() ?? '',
  );
