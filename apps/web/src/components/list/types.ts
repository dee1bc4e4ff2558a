import type { ReactElement, ReactNode } from 'react';

/** A row of a generic list: dynamic keys; `id` and a numeric `status` are read when present. */
export type ListRow = Record<string, unknown> & { id?: number | string; status?: unknown };

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
