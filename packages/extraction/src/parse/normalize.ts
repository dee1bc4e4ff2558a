/** Lowercases and strips accents so labels match however they were typed ("Fällig" ~ "fallig"). */
export function fold(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // Polish ł is a letter of its own, not l with an accent, so NFD keeps it: "płatności" ~ "platnosci".
      .replace(/ł/g, 'l')
      .replace(/[’`´]/g, "'")
      .replace(/\s+/g, ' ')
  );
}

/** Rounds to cents (house rule 14: no floating point accidents in money). */
export const roundCents = (value: number): number => Math.round(value * 100) / 100;

export const sameCents = (a: number, b: number): boolean =>
  Math.abs(Math.round(a * 100) - Math.round(b * 100)) <= 1;
