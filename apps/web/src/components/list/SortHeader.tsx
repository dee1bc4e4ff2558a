import { Button, Classes } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronUpIcon, DoubleCaretVerticalIcon } from '@blueprintjs/icons';
import type { SortState } from './table-cells';
import type { ListColumn, ListRow } from './types';

type Props<R extends ListRow> = { column: ListColumn<R>; sort: SortState; onSort: () => void };

/** A header cell; a sortable one is a button that reports its order through aria-sort. */
export function SortHeader<R extends ListRow>({ column, sort, onSort }: Props<R>) {
  const width = column.width ? { width: column.width } : undefined;
  if (!column.label) {
    return (
      <th style={width}>
        <div className={`${Classes.SKELETON} list-skeleton-head`} />
      </th>
    );
  }
  if (!column.sortable) return <th style={width}>{column.label}</th>;
  const direction = sort?.key === column.key ? sort.direction : undefined;
  const Icon =
    direction === 'asc'
      ? ChevronUpIcon
      : direction === 'desc'
        ? ChevronDownIcon
        : DoubleCaretVerticalIcon;
  return (
    <th
      style={width}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <Button
        className="list-sort-button"
        variant="minimal"
        size="small"
        text={column.label}
        endIcon={<Icon size={12} />}
        onClick={onSort}
      />
    </th>
  );
}
