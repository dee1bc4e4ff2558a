/** Pure rules of the generic table (spec part 1 §2, §4, §9): column labels, text cut lengths,
 * initials and sorting. Kept apart from the components so they are tested without a DOM. */

/** Characters shown before a cell is cut (the full text shows in a tooltip). */
export const CUT_LENGTH = { name: 25, phone: 15, other: 20 } as const;

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection } | null;

/** 'vendor_type' -> 'Vendor Type'. */
export function titleCase(key: string): string {
  return key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function cutLengthOf(key: string): number {
  if (key === 'name') return CUT_LENGTH.name;
  if (key === 'phone') return CUT_LENGTH.phone;
  return CUT_LENGTH.other;
}

/** The shown text and whether it was cut (a cut text ends with an ellipsis). */
export function truncate(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  return { text: `${text.slice(0, max)}…`, cut: true };
}

/** Up to two initials of a name: 'Acme Steel Works' -> 'AS', 'acme' -> 'A'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Clicking a header sorts ascending; clicking the same header again toggles the direction. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Mixed or other values keep their order.
  return 0;
}

/** A sorted copy (stable, so equal and unsortable values keep the server's order). */
export function sortRows<T extends Record<string, unknown>>(
  rows: readonly T[],
  sort: SortState,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a[sort.key], b[sort.key]));
}
