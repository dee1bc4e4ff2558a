/** The SEPA character set (EPC guidance on the Latin set every bank must accept): letters
 * a-z A-Z, digits, and / - ? : ( ) . , ' + and space. Anything else may be refused or mangled
 * by some bank on the route, so text is converted before it is written. */
export const SEPA_TEXT = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

const SPELLED: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'Th',
  þ: 'th',
  '&': '+',
  _: '-',
  '"': "'",
  '’': "'",
  '‘': "'",
  '–': '-',
  '—': '-',
  '#': 'Nr.',
  '€': 'EUR',
};

/** German umlauts are spelled out (Müller -> Mueller, as German banks and people write them);
 * other accents are dropped (é -> e, ç -> c) and compatibility forms decomposed (º -> o);
 * "&" becomes "+"; anything still outside the set becomes "." (so "INV|12" stays two visible
 * parts); runs of white space become one space. */
export function toSepaText(text: string): string {
  if (SEPA_TEXT.test(text)) return text.replace(/ {2,}/g, ' ').trim();
  let out = '';
  for (const char of text.normalize('NFC')) out += convertChar(char);
  return out.replace(/ {2,}/g, ' ').trim();
}

/** Conversions already worked out: a run of thousands of names repeats the same few letters. */
const converted = new Map<string, string>();

function convertChar(char: string): string {
  const known = converted.get(char);
  if (known !== undefined) return known;
  let result = SPELLED[char];
  if (result === undefined) {
    const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    if (SEPA_TEXT.test(plain)) result = plain;
    else result = /\s/.test(char) ? ' ' : '.';
  }
  if (converted.size < 10_000) converted.set(char, result);
  return result;
}

/** Identifiers (message, payment and end-to-end ids) use the same set, and the EPC forbids a
 * leading or trailing "/" and "//" inside them. */
export function isSepaId(text: string): boolean {
  return (
    text.length > 0 &&
    SEPA_TEXT.test(text) &&
    !text.startsWith('/') &&
    !text.endsWith('/') &&
    !text.includes('//')
  );
}
