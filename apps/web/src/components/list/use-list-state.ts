import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
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
  const state = useMemo(() => parseListState(params, defaults), [params, defaults]);
  const change = useCallback(
    (next: Partial<ListState>) =>
      setParams((current) =>
        writeListState(applyListChange(parseListState(current, defaults), next), defaults, current),
      ),
    [setParams, defaults],
  );
  return [state, change] as const;
}
