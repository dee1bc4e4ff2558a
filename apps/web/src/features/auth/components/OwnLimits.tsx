import { FormGroup } from '@blueprintjs/core';
import type { Profile } from '@procure/contract';
import { ApprovalLimitsText } from '../../../components/ApprovalLimitsText';
import { useT } from '../../../lib/i18n/use-translation';

/** The signed-in approver's own approval limits (issue 22 item 3): what they approve alone, in
 * the base currency; above it their approval is a first one. Shown to those who approve, by a
 * server that sends limits. */
export function OwnLimits({ profile }: { profile: Profile }) {
  const t = useT('shell');
  const approves =
    profile.permissions.includes('po.approve') || profile.permissions.includes('invoice.approve');
  if (!profile.limits || !approves) return null;
  return (
    <FormGroup label={t('users_limits', 'Approval limits')}>
      <ApprovalLimitsText limits={profile.limits} testId="profile-limits" />
    </FormGroup>
  );
}
