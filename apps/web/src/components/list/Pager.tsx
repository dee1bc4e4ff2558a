import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useT } from '../../lib/i18n/use-translation';
import {
  clampPage,
  DEFAULT_PAGE_WINDOW,
  pageChange,
  pageCount,
  pagerItems,
  type PageChange,
} from './pager-window';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  onChange: (change: PageChange) => void;
  /** How many page numbers show around the current page. */
  window?: number;
};

/** Prev, numbered pages (first and last with 'More pages' gaps) and Next. The page never goes
 * below 1 or past the last; every change reports the page and its start/end offsets. */
export function Pager({ page, pageSize, total, onChange, window = DEFAULT_PAGE_WINDOW }: Props) {
  const t = useT('table');
  const pages = pageCount(total, pageSize);
  const current = clampPage(page, pages);
  const go = (target: number) => {
    const next = clampPage(target, pages);
    if (next !== current) onChange(pageChange(next, pageSize, total));
  };
  const { start, end } = pageChange(current, pageSize, total);
  return (
    <nav className="list-pager" aria-label="Pagination" data-testid="pager">
      <span className="bp6-text-muted list-pager-range">
        {t('showing_range', 'Showing {start}-{end} of {total}', {
          start: total === 0 ? 0 : start + 1,
          end,
          total,
        })}
      </span>
      <ButtonGroup>
        <Button
          icon={<ChevronLeftIcon />}
          text={t('prev', 'Prev')}
          disabled={current <= 1}
          onClick={() => go(current - 1)}
        />
        {pagerItems(current, pages, window).map((item) =>
          item.kind === 'gap' ? (
            <Button key={item.key} disabled aria-label={t('more_pages', 'More pages')} text="…" />
          ) : (
            <Button
              key={item.page}
              text={String(item.page)}
              active={item.page === current}
              intent={item.page === current ? 'primary' : 'none'}
              aria-current={item.page === current ? 'page' : undefined}
              onClick={() => go(item.page)}
            />
          ),
        )}
        <Button
          endIcon={<ChevronRightIcon />}
          text={t('next', 'Next')}
          disabled={current >= pages}
          onClick={() => go(current + 1)}
        />
      </ButtonGroup>
    </nav>
  );
}
