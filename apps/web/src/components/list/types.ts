import type { ReactElement, ReactNode } from 'react';

/** A row of a generic list: dynamic keys in the backend's order; `id` and a numeric `status`
 * are read when present (rowId), whatever type the backend sent them as. */
export type ListRow = Record<string, unknown>;

export type ListColumn<R extends ListRow = ListRow> = {
  key: string;
  label: string;
  width?: number;
  sortable?: boolean;
  /** A custom cell; without it the value is shown as text, cut with a tooltip. */
  render?: (row: R) => ReactNode;
};

/** A row action beyond View and Edit (Approve, Reject, ...). */
export type RowAction<R extends ListRow = ListRow> = {
  key: string;
  text: string;
  icon?: ReactElement;
  intent?: 'primary' | 'success' | 'warning' | 'danger';
  /** Shown only for the rows it applies to. */
  appliesTo?: (row: R) => boolean;
  onClick: (row: R) => void;
};

/** The id of a row, when the backend sent one a link can carry (a number or non-empty text). */
export function rowId(row: ListRow): number | string | undefined {
  const { id } = row;
  if (typeof id === 'number' && Number.isFinite(id)) return id;
  if (typeof id === 'string' && id.trim() !== '') return id;
  return undefined;
}
