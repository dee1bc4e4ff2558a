import { Callout } from '@blueprintjs/core';
import type { FirstApproval } from '@procure/contract';
import { formatDateTime } from '../lib/format';
import { useT } from '../lib/i18n/use-translation';

/** A document approved first by someone whose limit fell short (issue 22 item 3): it waits for
 * a second approver whose limit covers it. Our server sends it; another sends none. */
export function FirstApprovalNote({ approval }: { approval?: FirstApproval | null }) {
  const t = useT('shell');
  if (!approval) return null;
  return (
    <Callout intent="primary" compact data-testid="first-approval">
      {t(
        'first_approval_note',
        'Approved first by {name} on {at}: it needs a second approval from someone whose limit covers it.',
        { name: approval.by, at: formatDateTime(approval.at) },
      )}
    </Callout>
  );
}
