import { titleCase } from './table-cells';
import type { ListColumn, ListRow } from './types';

export type ColumnOptions<R extends ListRow> = {
  /** Label of the phone column: title-cased by default, 'Contact' on the PO list. */
  phoneLabel?: string;
  /** Keys of the first row that are not shown. */
  hidden?: readonly string[];
  /** Per-key changes (a custom cell, a width, a label). */
  overrides?: Partial<Record<string, Partial<ListColumn<R>>>>;
};

/** Columns from the keys of the first row, every one sortable, labelled title-case with
 * underscores turned to spaces. */
export function columnsFromRows<R extends ListRow>(
  rows: readonly R[],
  options: ColumnOptions<R> = {},
): ListColumn<R>[] {
  const first = rows[0];
  if (!first) return [];
  return Object.keys(first)
    .filter((key) => !options.hidden?.includes(key))
    .map((key) => ({
      key,
      label: key === 'phone' && options.phoneLabel ? options.phoneLabel : titleCase(key),
      sortable: true,
      ...options.overrides?.[key],
    }));
}
