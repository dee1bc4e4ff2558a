import { STORAGE_KEYS } from '../config/storage-keys';

/** Browser storage access that survives private mode and disabled storage (reads give null). */
function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  // A remembered session lives in localStorage, a browser-session one in sessionStorage.
  return area('local')?.getItem(key) ?? area('session')?.getItem(key) ?? null;
}

export function writeItem(key: string, value: string, persistent = true): void {
  try {
    area(persistent ? 'local' : 'session')?.setItem(key, value);
    area(persistent ? 'session' : 'local')?.removeItem(key);
  } catch {
    // Quota or disabled storage: the app keeps working for this page view.
  }
}

export function removeItem(key: string): void {
  area('local')?.removeItem(key);
  area('session')?.removeItem(key);
}

export const readToken = (): string | null => readItem(STORAGE_KEYS.token);
