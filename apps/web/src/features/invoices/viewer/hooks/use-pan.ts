import { useRef, type PointerEvent, type RefObject } from 'react';

/** A press that moves less than this (CSS pixels) is a click, not a drag. */
const CLICK_SLOP = 4;

/**
 * Drag to pan: the stage scrolls with the pointer. A press released where it started is a
 * click, given to `onClick` with its screen position (the pointer is captured by the stage, so
 * the element under it is found by position, not by the event's target).
 */
export function usePan(
  stageRef: RefObject<HTMLElement | null>,
  onClick?: (clientX: number, clientY: number, event: PointerEvent<HTMLElement>) => void,
) {
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const stage = stageRef.current;
    if (event.button !== 0 || !stage) return;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: stage.scrollLeft,
      top: stage.scrollTop,
    };
    stage.setPointerCapture(event.pointerId);
    stage.classList.add('is-panning');
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const stage = stageRef.current;
    if (!drag.current || !stage) return;
    stage.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    stage.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };
  const end = (event: PointerEvent<HTMLElement>, click: boolean) => {
    const start = drag.current;
    drag.current = null;
    stageRef.current?.releasePointerCapture(event.pointerId);
    stageRef.current?.classList.remove('is-panning');
    if (click && start && Math.hypot(event.clientX - start.x, event.clientY - start.y) < CLICK_SLOP)
      onClick?.(event.clientX, event.clientY, event);
  };
  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
  };
}
