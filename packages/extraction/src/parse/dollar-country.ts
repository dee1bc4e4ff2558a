/**
 * The peso countries that print their money with "$": Argentina, Mexico, Chile and Colombia. A
 * page of theirs names its tax id (CUIT, RFC, RUT, NIT), its tax regime or its country; such a
 * page's "$" is the peso, not the US dollar. Ids are matched in their national shapes where a
 * neighbour uses the same word (El Salvador's NIT, Uruguay's RUT are other shapes).
 */
interface CountryCues {
  code: string;
  /** A cue that alone names the country (a tax id or a tax authority only it has). */
  strong: RegExp[];
  /** A cue another country may share (a country name, a web domain): two are needed. */
  weak: RegExp[];
}

const COUNTRIES: CountryCues[] = [
  {
    code: 'ARS',
    strong: [
      /\bC\.?U\.?I\.?T\.?\b/,
      /\bmonotributo\b/i,
      /\bIVA responsable\b/i,
      /\bresponsable inscripto\b/i,
      /\bAFIP\b/,
    ],
    weak: [/\bingresos brutos\b/i, /\.com\.ar\b/i, /\bargentina\b/i, /\bARS\b/],
  },
  {
    code: 'MXN',
    strong: [/\bR\.?F\.?C\.?\s*:?\s*[A-ZÑ&]{3,4}-?\d{6}-?[A-Z\d]{3}\b/, /\bCFDI\b/],
    weak: [/\.com\.mx\b/i, /(?<!\bnew\s)\bm[eé]xico\b/i, /\bMXN\b/],
  },
  {
    code: 'CLP',
    strong: [/\bR\.?U\.?T\.?\s*:?\s*\d{1,2}\.\d{3}\.\d{3}-[\dkK]\b/],
    weak: [/\.cl\b/i, /\bchile\b/i, /\bCLP\b/],
  },
  {
    code: 'COP',
    strong: [/\bNIT\.?\s*:?\s*\d{3}\.\d{3}\.\d{3}-\d\b/, /\bDIAN\b/],
    weak: [/\.com\.co\b/i, /\bcolombia\b/i, /\bCOP\b/],
  },
];

/**
 * The peso a page's "$" stands for, where the page names one peso country strongly (its tax id
 * or tax regime, or two weaker cues such as its country name and web domain) and no other; null
 * otherwise (the "$" stays the US dollar).
 */
export function dollarCountry(text: string): string | null {
  const found = COUNTRIES.filter((c) => {
    const strong = c.strong.some((re) => re.test(text));
    const weak = c.weak.filter((re) => re.test(text)).length;
    return strong || weak >= 2;
  });
  return found.length === 1 ? (found[0]?.code ?? null) : null;
}
