import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@procure/contract';

/** The state of a list screen, kept in the URL (?tab=&page=&page_size=&search=&search_by=) so
 * reload, back and a shared link show the same rows. */
export type ListState = {
  tab: string;
  page: number;
  pageSize: number;
  search: string;
  searchBy: string;
};

export type ListStateDefaults = {
  tab: string;
  tabs: readonly string[];
  searchBy: string;
  searchByOptions: readonly string[];
};

const PARAM = {
  tab: 'tab',
  page: 'page',
  pageSize: 'page_size',
  search: 'search',
  searchBy: 'search_by',
} as const;

const oneOf = (value: string | null, allowed: readonly string[], fallback: string) =>
  value !== null && allowed.includes(value) ? value : fallback;

/** Reads the list state; unknown or malformed values fall back to the defaults. */
export function parseListState(params: URLSearchParams, defaults: ListStateDefaults): ListState {
  const page = Number.parseInt(params.get(PARAM.page) ?? '', 10);
  const size = Number.parseInt(params.get(PARAM.pageSize) ?? '', 10);
  return {
    tab: oneOf(params.get(PARAM.tab), defaults.tabs, defaults.tab),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: params.get(PARAM.search) ?? '',
    searchBy: oneOf(params.get(PARAM.searchBy), defaults.searchByOptions, defaults.searchBy),
  };
}

/** Writes the list state, leaving defaults out so a fresh list has a clean address. Other
 * params of the page are kept. */
export function writeListState(
  state: ListState,
  defaults: ListStateDefaults,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const put = (key: string, value: string, fallback: string) => {
    if (value === fallback) params.delete(key);
    else params.set(key, value);
  };
  put(PARAM.tab, state.tab, defaults.tab);
  put(PARAM.page, String(state.page), '1');
  put(PARAM.pageSize, String(state.pageSize), String(DEFAULT_PAGE_SIZE));
  put(PARAM.search, state.search, '');
  put(PARAM.searchBy, state.searchBy, defaults.searchBy);
  return params;
}

/** A change that is not a page move starts again at page 1 (spec: switching tab resets it). */
export function applyListChange(state: ListState, change: Partial<ListState>): ListState {
  const resetsPage = Object.keys(change).some((key) => key !== 'page');
  return { ...state, ...change, ...(resetsPage && change.page === undefined ? { page: 1 } : {}) };
}
