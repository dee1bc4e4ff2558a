import { FALLBACK_LANGUAGE } from '@procure/contract';

/** Every translation namespace, loaded together at start (they are small). */
export const TRANSLATION_NAMESPACES = [
  'common',
  'auth',
  'shell',
  'dashboard',
  'analytics',
  'vendor',
  'form',
  'validation',
  'table',
  'po',
  'mrn',
  'invoice',
  'master',
  'errors',
] as const;
export type TranslationNamespace = (typeof TRANSLATION_NAMESPACES)[number];

export const TRANSLATION_REQUEST = {
  body: { language_code: FALLBACK_LANGUAGE, feature_type: [...TRANSLATION_NAMESPACES] },
};
export const TRANSLATION_LOAD_ERROR = 'Failed to load translations';
