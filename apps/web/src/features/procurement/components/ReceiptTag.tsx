import { Tag, type Intent } from '@blueprintjs/core';
import type { ReceiptState } from '@procure/contract';
import { useT } from '../../../lib/i18n/use-translation';

const LOOK: Record<ReceiptState, [Intent, string]> = {
  not_received: ['none', 'Not received'],
  partially_received: ['warning', 'Partially received'],
  fully_received: ['success', 'Fully received'],
};

/** How much of a purchase order has been received. */
export function ReceiptTag({ state }: { state: ReceiptState | undefined }) {
  const t = useT('po');
  if (!state) return null;
  const [intent, text] = LOOK[state] ?? ['none', state];
  return (
    <Tag round intent={intent} data-testid="receipt-state">
      {t(`receipt_${state}`, text)}
    </Tag>
  );
}
