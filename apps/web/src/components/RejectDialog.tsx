import { RejectBodySchema } from '@procure/contract';
import { useT } from '../lib/i18n/use-translation';
import { ReasonDialog } from './ReasonDialog';

type Props = {
  /** The dialog's title ('Reject vendor'); the subject's name follows it. */
  title: string;
  /** What is being rejected; the dialog is open while it is not null. */
  subject: string | null;
  busy?: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
};

/** The reason dialog set up to reject something (a vendor, a PO, an MRN, an invoice): a
 * danger Reject button and the contract's reject rule. */
export function RejectDialog({ title, subject, busy, onClose, onReject }: Props) {
  const t = useT('vendor');
  return (
    <ReasonDialog
      isOpen={subject !== null}
      title={`${title}: ${subject ?? ''}`}
      label={t('reject_reason', 'Reason')}
      intent="danger"
      confirmText={t('reject', 'Reject')}
      rule={RejectBodySchema.shape.reason}
      busy={busy}
      onClose={onClose}
      onConfirm={onReject}
    />
  );
}
