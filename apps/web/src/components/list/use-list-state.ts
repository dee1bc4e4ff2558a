import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  applyListChange,
  parseListState,
  writeListState,
  type ListState,
  type ListStateDefaults,
} from './list-state';

/** The list state of the current URL and a setter that writes it back (a history entry per
 * change, so Back returns to the previous page or tab). */
export function useListState(defaults: ListStateDefaults) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => parseListState(params, defaults), [params, defaults]);
  const change = useCallback(
    (next: Partial<ListState>) => {
      // A change that arrives after the user has left the list (the search box's pause ending
      // while the next page loads) would otherwise land on that page's address.
      if (window.location.pathname !== pathname) return;
      setParams((current) =>
        writeListState(applyListChange(parseListState(current, defaults), next), defaults, current),
      );
    },
    [setParams, defaults, pathname],
  );
  return [state, change] as const;
}
