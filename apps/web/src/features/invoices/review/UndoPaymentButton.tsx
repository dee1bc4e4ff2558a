import { Button, Tooltip } from '@blueprintjs/core';
import { UndoIcon } from '@blueprintjs/icons';
import { CAPABILITIES, type InvoicePayment } from '@procure/contract';
import { Guarded } from '../../../components/access/Guarded';
import { hasCapability } from '../../../config/runtime';
import { useGetProfileQuery } from '../../../lib/access/profile-api';
import { useT } from '../../../lib/i18n/use-translation';

type Props = { payment: InvoicePayment; loading: boolean; onUndo: () => void };

/** Undo of one payment, for payers. Only who recorded it, or an admin, may undo it (the server
 * refuses anyone else): another payer sees it disabled with why. Without our server's ids or
 * profile (another backend) it is offered, and that server decides. */
export function UndoPaymentButton({ payment, loading, onUndo }: Props) {
  const t = useT('invoice');
  const supported = hasCapability(CAPABILITIES.extras);
  const me = useGetProfileQuery({}, { skip: !supported }).data?.data;
  const someoneElses = me !== undefined && payment.by_id != null && payment.by_id !== me.id;
  const refused = someoneElses && !me.roles.includes('admin');
  const button = (
    <Button
      size="small"
      variant="minimal"
      icon={<UndoIcon />}
      text={t('undo_payment', 'Undo')}
      disabled={refused}
      loading={loading}
      onClick={onUndo}
    />
  );
  return (
    <Guarded permission="invoice.pay" mode="hide">
      {refused ? (
        <Tooltip
          content={t(
            'undo_payment_not_yours',
            '{name} recorded this payment; only they or an administrator can undo it.',
            { name: payment.by },
          )}
        >
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </Guarded>
  );
}
