export type TranslationValues = Record<string, string | number | undefined>;

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(template: string, values?: TranslationValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

export type Dictionary = Record<string, Record<string, string>>;

/** The translated text of `namespace:key`, else the given fallback, else the key itself. */
export function translate(
  dictionary: Dictionary,
  namespace: string,
  key: string,
  fallback?: string,
  values?: TranslationValues,
): string {
  const template = dictionary[namespace]?.[key] ?? fallback ?? key;
  return interpolate(template, values);
}
