import type { Field, Option } from '@procure/contract';
import { DROPDOWN_SEARCH_DEBOUNCE_MS } from '@procure/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../lib/i18n/use-translation';
import {
  readPath,
  responsePathOf,
  sourceRoot,
  substituteUrl,
  toOptions,
  withSearch,
  type SubstitutionValues,
} from './data-source';
import { useDropdownSourceQuery } from './form-api';

export type FieldOptions = {
  options: Option[];
  loading: boolean;
  /** A dependent dropdown whose parent has no value yet. */
  waiting: boolean;
  searchable: boolean;
  setSearch: (text: string) => void;
};

/** The text typed into a searchable dropdown, reported after the debounce. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Options of a choice field: static ones translated, api ones loaded from the source url with
 * its placeholders filled, waiting for parents, searched after a 300 ms pause. A source that
 * fails to load gives no options (spec §8). */
export function useFieldOptions(field: Field, values: SubstitutionValues): FieldOptions {
  const t = useT('form');
  const source = 'data_source' in field ? field.data_source : undefined;
  const isApi = source?.type === 'api' && Boolean(source.relativeUrl);
  const searchable = Boolean(isApi && source?.is_api_searchable);
  const [search, setSearch] = useState('');
  const settled = useDebounced(search, DROPDOWN_SEARCH_DEBOUNCE_MS);

  const url = isApi && source?.relativeUrl ? substituteUrl(source.relativeUrl, values) : null;
  const request = url ? sourceRoot(searchable ? withSearch(url, settled) : url) : skipToken;
  const { data, isFetching } = useDropdownSourceQuery(request);

  const staticOptions = useMemo(() => {
    const list =
      (source?.type === 'static' ? source.options : undefined) ??
      ('options' in field ? field.options : undefined) ??
      [];
    return list.map((option) => ({ value: option.value, label: t(option.label, option.label) }));
  }, [field, source, t]);

  const apiOptions = useMemo(
    () =>
      source && data !== undefined
        ? toOptions(readPath(data, responsePathOf(field, source)), source)
        : [],
    [data, field, source],
  );

  return {
    options: isApi ? apiOptions : staticOptions,
    loading: isApi && isFetching,
    waiting: isApi && url === null,
    searchable,
    setSearch,
  };
}
