import type { StoredUser } from './session-storage';

/** Shown when the stored user entry has no e-mail. */
export const FALLBACK_EMAIL = 'user@company.com';
export const FALLBACK_NAME = 'User';

/** user_name with its first letter capitalised, or 'User'. */
export function displayName(user: StoredUser | null): string {
  const name = user?.user_name.trim();
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : FALLBACK_NAME;
}

/** Up to two initials from the display name ("jane doe" -> "JD"). */
export function initials(name: string): string {
  const letters = name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase());
  return (
    letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (letters[0] ?? 'U')
  ).slice(0, 2);
}

export const displayEmail = (user: StoredUser | null): string => user?.email || FALLBACK_EMAIL;
