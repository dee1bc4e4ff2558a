import type { ApprovalLimits } from '@procure/contract';
import { formatBaseCurrency } from '../lib/format';
import { useT } from '../lib/i18n/use-translation';

/** "PO: ₹25,000.00 · Invoice: No limit": a person's approval limits in the base currency, as
 * the users page and the own profile show them (issue 22 item 3). */
export function ApprovalLimitsText({ limits, testId }: { limits: ApprovalLimits; testId: string }) {
  const t = useT('shell');
  const shown = (cents: number | null) =>
    cents === null ? t('limits_none', 'No limit') : formatBaseCurrency(cents / 100);
  return (
    <span data-testid={testId}>
      {t('limits_po_short', 'PO')}: {shown(limits.po)} · {t('limits_invoice_short', 'Invoice')}:{' '}
      {shown(limits.invoice)}
    </span>
  );
}
