import { Switch } from '@blueprintjs/core';
import { CAPABILITIES, type Permission } from '@procure/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { hasCapability } from '../../config/runtime';
import { usePermission } from '../../lib/access/use-permission';
import { useT } from '../../lib/i18n/use-translation';

/** The URL parameter that keeps "Waiting for me" on across reloads and Back. */
const PARAM = 'waiting';

/** "Waiting for me" of a list (approval limits, issue 22 item 3): only the pending documents
 * the user can approve now. Ours (`waiting_for=me`): offered only by a server with our extras,
 * to a user who holds `permission`, where the page `offered` it. `query` is what the list
 * request adds. */
export function useWaitingForMe(permission: Permission, offered = true) {
  const [params, setParams] = useSearchParams();
  const access = usePermission(permission);
  const available = offered && hasCapability(CAPABILITIES.extras) && access.allowed;
  const on = available && params.get(PARAM) === 'me';
  const setOn = useCallback(
    (next: boolean) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(PARAM, 'me');
        else updated.delete(PARAM);
        // Another list: from its first page.
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { available, on, setOn, query: on ? { waiting_for: 'me' as const } : {} };
}

export function WaitingForMeSwitch({
  waiting,
}: {
  waiting: { available: boolean; on: boolean; setOn: (on: boolean) => void };
}) {
  const t = useT('shell');
  if (!waiting.available) return null;
  return (
    <Switch
      className="waiting-for-me"
      data-testid="waiting-for-me"
      checked={waiting.on}
      label={t('waiting_for_me', 'Waiting for me')}
      title={t(
        'waiting_for_me_hint',
        'Only what you can approve now: within your limit, or a first approval',
      )}
      onChange={(event) => waiting.setOn(event.currentTarget.checked)}
    />
  );
}
