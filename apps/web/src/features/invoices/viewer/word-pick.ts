import { useEffect, useRef, useSyncExternalStore } from 'react';

/** A clicked word's page and box, in the units of the field boxes (PDF points, image pixels). */
export interface PickedWord {
  page: number;
  box: { x: number; y: number; width: number; height: number };
}

/** Takes a picked word: its text, whether Shift was held (add it to what is there), and where
 * it is printed (the server learns that place for the vendor, issue 23 §4). */
export type WordReceiver = (text: string, extend: boolean, word?: PickedWord) => void;

/** The box around words picked one after another on a page; a word on another page starts
 * again (a value is printed on one page). */
export function joinPicks(before: PickedWord | undefined, next: PickedWord): PickedWord {
  if (!before || before.page !== next.page) return next;
  const x = Math.min(before.box.x, next.box.x);
  const y = Math.min(before.box.y, next.box.y);
  const right = Math.max(before.box.x + before.box.width, next.box.x + next.box.width);
  const bottom = Math.max(before.box.y + before.box.height, next.box.y + next.box.height);
  return { page: next.page, box: { x, y, width: right - x, height: bottom - y } };
}

// The one field being edited, if any (only one is edited at a time), and who watches it.
let receiver: WordReceiver | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setReceiver = (next: WordReceiver | null) => {
  receiver = next;
  listeners.forEach((listener) => listener());
};

/**
 * For a field being edited (`active`): while it is, a click on a word of the document viewer
 * hands the word to `receive`. The viewer and the field need not know each other.
 */
export function useWordPickTarget(active: boolean, receive: WordReceiver): void {
  const latest = useRef(receive);
  useEffect(() => {
    latest.current = receive;
  });
  useEffect(() => {
    if (!active) return;
    const own: WordReceiver = (text, extend, word) => latest.current(text, extend, word);
    setReceiver(own);
    return () => {
      if (receiver === own) setReceiver(null);
    };
  }, [active]);
}

/** For the viewer: where a picked word goes, or null while no field is being edited. */
export function useWordPickReceiver(): WordReceiver | null {
  return useSyncExternalStore(subscribe, () => receiver);
}
