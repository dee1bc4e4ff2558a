import { CAPABILITIES } from '@procure/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { hasCapability } from '../../config/runtime';

/** The URL parameter that keeps a list's company across reloads, Back and shared links. */
const PARAM = 'company';

/** A list's company filter (issue 22 item 6): ours (`company_id`), so only a server with our
 * extras is sent it. `query` is what the list (and its export) request adds. */
export function useCompanyFilter() {
  const [params, setParams] = useSearchParams();
  const extras = hasCapability(CAPABILITIES.extras);
  const parsed = Number.parseInt(params.get(PARAM) ?? '', 10);
  const companyId = extras && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
  const setCompanyId = useCallback(
    (next: number | undefined) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === undefined) updated.delete(PARAM);
        else updated.set(PARAM, String(next));
        // Another company's list: from its first page.
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return {
    companyId,
    setCompanyId,
    query: companyId === undefined ? {} : { company_id: companyId },
  };
}
