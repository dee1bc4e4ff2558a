import { H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Title row of a page with optional actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div>
        <H3 className="page-title">{title}</H3>
        {subtitle && <p className="bp6-text-muted page-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  );
}
