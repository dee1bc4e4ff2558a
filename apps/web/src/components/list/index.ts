export { DataTable, LOADING_ROWS } from './DataTable';
export { Pager } from './Pager';
export { ListToolbar, type ChoiceOption, type ListTab } from './ListToolbar';
export { SearchBox } from './SearchBox';
export { useListState } from './use-list-state';
export type { ListState, ListStateDefaults } from './list-state';
export type { ListColumn, ListRow, RowAction } from './types';
export type { PageChange } from './pager-window';
