export { DataTable, LOADING_ROWS } from './DataTable';
export { TableCell } from './TableCell';
export { Pager } from './Pager';
export { ListToolbar, type ChoiceOption, type ListTab } from './ListToolbar';
export { SearchBox } from './SearchBox';
export { useListState } from './use-list-state';
export type { ListState, ListStateDefaults } from './list-state';
export { rowId, type ListColumn, type ListRow, type RowAction } from './types';
export type { PageChange } from './pager-window';
