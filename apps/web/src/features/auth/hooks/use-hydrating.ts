import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while React renders the page that the build pre-rendered (build/prerender-login.ts: at
 * build time, and while the app hydrates that HTML in the browser), false in every other render.
 * React hydrates with the server snapshot, then renders again with the client one, so the
 * pre-rendered markup and the app's first render agree, and the second render changes only
 * what must change (the fields become editable).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
