import { TRANSLATION_REQUEST } from '../lib/i18n/namespaces';
import { useGetTranslationsQuery } from '../lib/i18n/translations-api';

/** Loads every namespace once at start; a failure is toasted by the global error rule with
 * 'Failed to load translations' while screens fall back to their English texts. */
export function useLoadTranslations(): void {
  useGetTranslationsQuery(TRANSLATION_REQUEST);
}
