import { Tooltip } from '@blueprintjs/core';
import type { Permission } from '@procure/contract';
import { cloneElement, type ReactElement } from 'react';
import { usePermission } from '../../lib/access/use-permission';

type Props = {
  permission: Permission;
  /** `hide` for a decision (Approve, Reject, Pay) the user will never take; `disable`
   * (default) for an action they may want to know exists, with the reason on hover. */
  mode?: 'hide' | 'disable';
  children: ReactElement<{ disabled?: boolean }>;
};

/** An action shown only as far as the user's roles allow: hidden, or disabled with a tooltip
 * saying which role it needs. The server refuses it anyway; this spares the user the try. */
export function Guarded({ permission, mode = 'disable', children }: Props) {
  const access = usePermission(permission);
  if (access.allowed) return children;
  if (mode === 'hide') return null;
  const disabled = cloneElement(children, { disabled: true });
  if (!access.reason) return disabled;
  return (
    <Tooltip content={access.reason} placement="top">
      <span className="guarded-action" data-testid="guarded-action" data-permission={permission}>
        {disabled}
      </span>
    </Tooltip>
  );
}
