import { useEffect, useRef, useSyncExternalStore } from 'react';

/** Takes a picked word: its text, and whether Shift was held (add it to what is there). */
export type WordReceiver = (text: string, extend: boolean) => void;

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
    const own: WordReceiver = (text, extend) => latest.current(text, extend);
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
