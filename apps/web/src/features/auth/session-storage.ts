import { STORAGE_KEYS } from '../../config/storage-keys';
import { readItem, removeItem, writeItem } from '../../lib/storage';

/** The user entry. `expires_at` (from the server) lets a stale session end without a call. */
export type StoredUser = { user_name: string; email: string; expires_at?: string };

/** Keeps the token and the user entry. Remember me keeps them across browser restarts (the
 * server issues a 30-day token); otherwise they end with the browser session. */
export function saveSession(token: string, user: StoredUser, remember: boolean): void {
  writeItem(STORAGE_KEYS.token, token, remember);
  writeItem(STORAGE_KEYS.user, JSON.stringify(user), remember);
}

export function clearSession(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.user);
}

export const hasStoredToken = (): boolean => Boolean(readItem(STORAGE_KEYS.token));

/** The stored user entry; unreadable data is reported and leaves the name blank. */
export function readStoredUser(): StoredUser | null {
  const raw = readItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUser> | null;
    return {
      user_name: typeof parsed?.user_name === 'string' ? parsed.user_name : '',
      email: typeof parsed?.email === 'string' ? parsed.email : '',
      ...(typeof parsed?.expires_at === 'string' ? { expires_at: parsed.expires_at } : {}),
    };
  } catch (error) {
    console.error('Invalid stored user data', error);
    return { user_name: '', email: '' };
  }
}

/** True when the server's expiry time has passed (a missing or unreadable time never expires). */
export function isExpired(user: StoredUser | null, now = Date.now()): boolean {
  const time = user?.expires_at ? Date.parse(user.expires_at) : Number.NaN;
  return Number.isFinite(time) && time <= now;
}

/** Keeps a changed user entry (a new name) where the session is kept, remembered or not. */
export function saveUserEntry(user: StoredUser): void {
  const token = readItem(STORAGE_KEYS.token);
  if (!token) return;
  let remembered = false;
  try {
    remembered = globalThis.localStorage.getItem(STORAGE_KEYS.token) === token;
  } catch {
    // No local storage: the session was a browser-session one.
  }
  saveSession(token, user, remembered);
}
