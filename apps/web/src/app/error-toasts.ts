import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import type { ContractError } from '../lib/contract-query';
import { TRANSLATION_LOAD_ERROR } from '../lib/i18n/namespaces';
import { showToast } from '../lib/toaster';

/** Endpoints that show their failure in place instead of a toast (sign-in has its red box). */
const SHOWN_IN_PLACE = new Set([
  'login',
  // A backend without our profile shows every action instead (usePermission); a link's page
  // says what went wrong where it happened.
  'getProfile',
  'lookupAccountLink',
  'acceptAccountLink',
]);
/** Endpoints whose failure gets a fixed text rather than the server's. */
const FIXED_TEXTS: Record<string, string> = { getTranslations: TRANSLATION_LOAD_ERROR };

const endpointOf = (action: { meta?: unknown }): string | undefined => {
  const meta = action.meta as { arg?: { endpointName?: string } } | undefined;
  return meta?.arg?.endpointName;
};

/** The global rule: any failed call shows a red toast with the server's message, else the
 * error's own, else 'Something went wrong'. A 401 shows nothing: the user is sent to sign in. */
export const errorToasts = createListenerMiddleware();

errorToasts.startListening({
  matcher: isRejectedWithValue,
  effect: (action) => {
    const endpoint = endpointOf(action);
    if (endpoint && SHOWN_IN_PLACE.has(endpoint)) return;
    const error = action.payload as Partial<ContractError> | undefined;
    if (error?.status === 401) return;
    const text = (endpoint && FIXED_TEXTS[endpoint]) || error?.message || 'Something went wrong';
    void showToast(text, 'error');
  },
});
