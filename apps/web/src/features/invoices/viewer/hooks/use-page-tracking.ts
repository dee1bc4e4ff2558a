import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Pages this far outside the visible part are drawn ahead, so scrolling finds them ready. */
const DRAW_AHEAD = '400px';

/**
 * Which pages of the stage are near its visible part (only those are drawn), which one is on
 * top (the toolbar's "n / count"), and paging. `pages` changes when another document is shown.
 */
export function usePageTracking(stageRef: RefObject<HTMLElement | null>, pages: unknown) {
  const [visible, setVisible] = useState<ReadonlySet<number>>(() => new Set([1]));
  const [current, setCurrent] = useState(1);

  useEffect(() => {
    const stage = stageRef.current;
    if (!pages || !stage) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setVisible((before) => {
          const next = new Set(before);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.page);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        }),
      { root: stage, rootMargin: DRAW_AHEAD },
    );
    stage.querySelectorAll('[data-page]').forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [stageRef, pages]);

  const onScroll = useCallback(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const line = stage.scrollTop + stage.clientHeight / 3;
    let top = 1;
    stage.querySelectorAll<HTMLElement>('[data-page]').forEach((element) => {
      if (element.offsetTop <= line) top = Number(element.dataset.page);
    });
    setCurrent(top);
  }, [stageRef]);

  const goTo = (page: number) => {
    const stage = stageRef.current;
    const target = stage?.querySelector<HTMLElement>(`[data-page="${page}"]`);
    if (!target || !stage) return;
    stage.scrollTop = target.offsetTop - 8;
    setCurrent(page);
  };

  return { visible, current, onScroll, goTo };
}
