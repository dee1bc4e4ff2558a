import { Button, NonIdealState } from '@blueprintjs/core';
import { HomeIcon, LockIcon } from '@blueprintjs/icons';
import type { Permission } from '@procure/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { usePermission } from '../../lib/access/use-permission';
import { useT } from '../../lib/i18n/use-translation';
import { PageSkeleton } from '../PageSkeleton';

/** A page the user's roles do not open shows a 403 page saying which role it needs, instead
 * of a screen whose every call fails. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const access = usePermission(permission);
  if (access.pending) return <PageSkeleton cards={1} />;
  if (!access.allowed) return <ForbiddenPage reason={access.reason} />;
  return <>{children}</>;
}

export function ForbiddenPage({ reason }: { reason?: string }) {
  const t = useT('errors');
  const tc = useT('common');
  const navigate = useNavigate();
  return (
    <div data-testid="forbidden-page">
      <NonIdealState
        className="page-state"
        icon={<LockIcon />}
        title={t('forbidden', '403 Forbidden: your roles do not open this page')}
        description={reason}
        action={
          <Button
            icon={<HomeIcon />}
            text={tc('go_home', 'Go to dashboard')}
            onClick={() => navigate(paths.home)}
          />
        }
      />
    </div>
  );
}
