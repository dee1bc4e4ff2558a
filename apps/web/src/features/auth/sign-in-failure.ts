import type { ContractError } from '../../lib/contract-query';
import type { TFunction } from '../../lib/i18n/use-translation';

/**
 * What the red box says when sign-in fails. The server's own message comes first ('Invalid
 * e-mail or password', the rate-limit text), as the specification says. Without one, a status
 * line ('Internal Server Error', 'Unauthorized') or a browser error ('Failed to fetch') means
 * nothing to a person, so those become a sentence saying what happened and what to do; anything
 * else falls back to 'Login failed'.
 */
export function signInFailureText(error: ContractError | undefined, t: TFunction): string {
  if (!error) return t('login_failed', 'Login failed');
  // A 5xx message is the server's mask over its own fault; it tells the user nothing.
  const serverFault = typeof error.status === 'number' && error.status >= 500;
  if (error.serverMessage && !serverFault) return error.message;
  if (error.status === 'FETCH_ERROR')
    return t(
      'server_unreachable',
      'The server cannot be reached. Check your connection and try again.',
    );
  if (serverFault || error.status === 'PARSE_ERROR')
    return t(
      'server_unavailable',
      'The server could not sign you in just now. Please try again in a moment.',
    );
  return t('login_failed', 'Login failed');
}
