import { describe, expect, it } from 'vitest';
import { columnsFromRows } from '../src/components/list/columns';
import { applyListChange, parseListState, writeListState } from '../src/components/list/list-state';
import { clampPage, pageChange, pageCount, pagerItems } from '../src/components/list/pager-window';
import {
  cutLengthOf,
  initialsOf,
  nextSort,
  sortRows,
  titleCase,
  truncate,
} from '../src/components/list/table-cells';

describe('generic table rules', () => {
  it('labels keys title-case with underscores as spaces; phone label is a choice', () => {
    expect(titleCase('vendor_type')).toBe('Vendor Type');
    const rows = [{ id: 1, name: 'A', phone: '1', updated_at: 'x' }];
    expect(columnsFromRows(rows).map((c) => c.label)).toEqual([
      'Id',
      'Name',
      'Phone',
      'Updated At',
    ]);
    expect(columnsFromRows(rows, { phoneLabel: 'Contact' })[2]?.label).toBe('Contact');
    expect(columnsFromRows([])).toEqual([]);
  });

  it('cuts name at 25, phone at 15 and others at 20', () => {
    expect([cutLengthOf('name'), cutLengthOf('phone'), cutLengthOf('email')]).toEqual([25, 15, 20]);
    expect(truncate('a'.repeat(20), 20)).toEqual({ text: 'a'.repeat(20), cut: false });
    expect(truncate('a'.repeat(21), 20)).toEqual({ text: `${'a'.repeat(20)}…`, cut: true });
    expect(initialsOf('Acme Steel Works')).toBe('AS');
  });

  it('sorts ascending first, then toggles; strings by locale, numbers numerically', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(first, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'id')).toEqual({
      key: 'id',
      direction: 'asc',
    });

    const rows = [
      { n: 10, s: 'b', o: { x: 1 } },
      { n: 9, s: 'a', o: { x: 2 } },
      { n: 100, s: 'C', o: { x: 3 } },
    ];
    expect(sortRows(rows, { key: 'n', direction: 'asc' }).map((r) => r.n)).toEqual([9, 10, 100]);
    expect(sortRows(rows, { key: 's', direction: 'desc' }).map((r) => r.s)).toEqual([
      'C',
      'b',
      'a',
    ]);
    expect(sortRows(rows, { key: 'o', direction: 'asc' })).toEqual(rows);
  });
});

describe('pager', () => {
  it('counts pages rounding up and never leaves 1..last', () => {
    expect(pageCount(11, 5)).toBe(3);
    expect(pageCount(0, 5)).toBe(1);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
  });

  it('reports start and end offsets', () => {
    expect(pageChange(1, 5, 11)).toEqual({ page: 1, start: 0, end: 5 });
    expect(pageChange(3, 5, 11)).toEqual({ page: 3, start: 10, end: 11 });
  });

  it('shows up to 5 numbers plus first and last with gaps', () => {
    const show = (page: number, pages: number) =>
      pagerItems(page, pages).map((i) => (i.kind === 'page' ? i.page : '…'));
    expect(show(1, 3)).toEqual([1, 2, 3]);
    expect(show(1, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(show(6, 10)).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 10]);
    expect(show(10, 10)).toEqual([1, '…', 6, 7, 8, 9, 10]);
    expect(show(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('list state in the URL', () => {
  const defaults = {
    tab: 'active',
    tabs: ['active', 'draft', 'reject'],
    searchBy: 'name',
    searchByOptions: ['name', 'code'],
  };

  it('reads values and falls back on unknown ones', () => {
    const params = new URLSearchParams('tab=draft&page=3&page_size=20&search=acme&search_by=code');
    expect(parseListState(params, defaults)).toEqual({
      tab: 'draft',
      page: 3,
      pageSize: 20,
      search: 'acme',
      searchBy: 'code',
    });
    const bad = new URLSearchParams('tab=x&page=-2&page_size=7&search_by=email');
    expect(parseListState(bad, defaults)).toEqual({
      tab: 'active',
      page: 1,
      pageSize: 5,
      search: '',
      searchBy: 'name',
    });
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    const state = { tab: 'draft', page: 1, pageSize: 5, search: '', searchBy: 'name' };
    expect(writeListState(state, defaults, new URLSearchParams('x=1')).toString()).toBe(
      'x=1&tab=draft',
    );
  });

  it('a tab or filter change goes back to page 1; a page move does not', () => {
    const state = { tab: 'active', page: 4, pageSize: 5, search: '', searchBy: 'name' };
    expect(applyListChange(state, { tab: 'draft' }).page).toBe(1);
    expect(applyListChange(state, { page: 2 }).page).toBe(2);
  });
});
