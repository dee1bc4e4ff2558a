/** Page arithmetic of the pager (spec part 1 §4, §9). */

export const DEFAULT_PAGE_WINDOW = 5;

/** Pages = total / page size, rounded up; at least one page so "1" always shows. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Keeps a page between 1 and the last page. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pages));
}

/** What every page change reports: the page and the start/end offsets of its rows. */
export type PageChange = { page: number; start: number; end: number };

export function pageChange(page: number, pageSize: number, total: number): PageChange {
  const start = (page - 1) * pageSize;
  return { page, start, end: Math.min(start + pageSize, total) };
}

/** One pager slot: a page number or an ellipsis. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** Up to `size` page numbers around the current page, plus the first and last page with an
 * ellipsis ('More pages') when the window does not reach them. */
export function pagerItems(page: number, pages: number, size = DEFAULT_PAGE_WINDOW): PagerItem[] {
  const current = clampPage(page, pages);
  const width = Math.min(size, pages);
  let first = Math.max(1, current - Math.floor(width / 2));
  const last = Math.min(pages, first + width - 1);
  first = Math.max(1, last - width + 1);

  const items: PagerItem[] = [];
  if (first > 1) {
    items.push({ kind: 'page', page: 1 });
    if (first > 2) items.push({ kind: 'gap', key: 'start' });
  }
  for (let n = first; n <= last; n += 1) items.push({ kind: 'page', page: n });
  if (last < pages) {
    if (last < pages - 1) items.push({ kind: 'gap', key: 'end' });
    items.push({ kind: 'page', page: pages });
  }
  return items;
}
