import { Classes, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { InboxIcon } from '@blueprintjs/icons';
import { useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-translation';
import { columnsFromRows, type ColumnOptions } from './columns';
import { RowActions } from './RowActions';
import { SortHeader } from './SortHeader';
import { nextSort, sortRows, type SortState } from './table-cells';
import { TableCell } from './TableCell';
import type { ListColumn, ListRow, RowAction } from './types';
import './list.css';

/** Rows drawn while a page loads (spec: a shimmer of 5 rows). */
export const LOADING_ROWS = 5;
/** A row with this status on the tab keyed `active` is closed to edits (approved, blocked). */
const LOCKED_STATUS = 2;

type Props<R extends ListRow> = ColumnOptions<R> & {
  rows: readonly R[];
  /** Explicit columns; by default they come from the first row's keys. */
  columns?: ListColumn<R>[];
  loading?: boolean;
  /** Empty text; 'No data available' when none is given. */
  emptyMessage?: string;
  selectedTab?: { key: string };
  onView?: (row: R) => void;
  onEdit?: (row: R) => void;
  /** Clicking a row (outside its actions) opens it, as View does. */
  onRowClick?: (row: R) => void;
  actions?: readonly RowAction<R>[];
  caption?: ReactNode;
  testId?: string;
};

/** The generic table of every list (vendors, PO, MRN, invoices): sortable headers, cut text
 * with tooltips, a row actions menu, a loading shimmer and an empty state. */
export function DataTable<R extends ListRow>(props: Props<R>) {
  const { rows, loading, emptyMessage, selectedTab, onView, onEdit, actions } = props;
  const t = useT('table');
  const [sort, setSort] = useState<SortState>(null);
  const { phoneLabel, hidden, overrides } = props;
  const columns = useMemo(
    () => props.columns ?? columnsFromRows(rows, { phoneLabel, hidden, overrides }),
    [props.columns, rows, phoneLabel, hidden, overrides],
  );
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const hasActions = Boolean(onView || onEdit || actions?.length);

  if (!loading && rows.length === 0) {
    return (
      <NonIdealState
        className="list-empty"
        icon={<InboxIcon />}
        title={emptyMessage ?? t('no_data_available', 'No data available')}
      />
    );
  }

  const canEdit = (row: R) => !(selectedTab?.key === 'active' && row.status === LOCKED_STATUS);
  return (
    <div className="list-table-wrap" data-testid={props.testId}>
      <HTMLTable className="list-table" interactive striped aria-busy={loading || undefined}>
        {props.caption && <caption className={Classes.TEXT_MUTED}>{props.caption}</caption>}
        <thead>
          <tr>
            {(loading && columns.length === 0 ? placeholderColumns : columns).map((column) => (
              <SortHeader
                key={column.key}
                column={column}
                sort={sort}
                onSort={() => setSort((current) => nextSort(current, column.key))}
              />
            ))}
            {hasActions && <th className="list-actions-head">{t('actions', 'Actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: LOADING_ROWS }, (_, index) => (
                <tr key={`loading-${index}`} data-testid="list-loading-row">
                  {(columns.length ? columns : placeholderColumns).map((column) => (
                    <td key={column.key}>
                      <div className={`${Classes.SKELETON} list-skeleton-cell`} />
                    </td>
                  ))}
                  {hasActions && (
                    <td>
                      <div className={`${Classes.SKELETON} list-skeleton-action`} />
                    </td>
                  )}
                </tr>
              ))
            : sorted.map((row, index) => (
                <tr
                  key={String(row.id ?? index)}
                  className={props.onRowClick ? 'list-row-link' : undefined}
                  onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.key}>
                      {column.render ? (
                        column.render(row)
                      ) : (
                        <TableCell columnKey={column.key} value={row[column.key]} />
                      )}
                    </td>
                  ))}
                  {hasActions && (
                    // The menu renders in a portal, but its clicks still bubble here: stop them
                    // so choosing an action is not also a row click.
                    <td className="list-actions-cell" onClick={(event) => event.stopPropagation()}>
                      <RowActions
                        row={row}
                        canEdit={canEdit(row)}
                        onView={onView}
                        onEdit={onEdit}
                        actions={actions}
                      />
                    </td>
                  )}
                </tr>
              ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** Header cells for the first load, before any row says which columns there are. */
const placeholderColumns: ListColumn[] = Array.from({ length: 5 }, (_, index) => ({
  key: `placeholder-${index}`,
  label: '',
}));
