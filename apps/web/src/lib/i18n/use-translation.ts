import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import type { ValidationMessage } from '@procure/forms';
import { selectDictionary } from './i18n-slice';
import { translate, type TranslationValues } from './interpolate';
import type { TranslationNamespace } from './namespaces';

export type TFunction = (key: string, fallback?: string, values?: TranslationValues) => string;

/** `t(key, fallback, values)` for one namespace; re-renders when translations arrive. */
export function useT(namespace: TranslationNamespace): TFunction {
  const dictionary = useSelector(selectDictionary);
  return useCallback<TFunction>(
    (key, fallback, values) => translate(dictionary, namespace, key, fallback, values),
    [dictionary, namespace],
  );
}

/** The text of a validation result, from the validation namespace or its English fallback. */
export function useValidationText(): (message: ValidationMessage) => string {
  const t = useT('validation');
  return useCallback((message) => t(message.key, message.fallback, message.values), [t]);
}
