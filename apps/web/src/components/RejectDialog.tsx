import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { RejectBodySchema } from '@procure/contract';
import { useState } from 'react';
import { useT } from '../lib/i18n/use-translation';

type Props = {
  /** The dialog's title ('Reject vendor'); the subject's name follows it. */
  title: string;
  /** What is being rejected; the dialog is open while it is not null. */
  subject: string | null;
  busy?: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
};

/** Asks for the reason before something (a vendor, a PO, an MRN) is rejected; the contract's
 * own rule checks it. */
export function RejectDialog({ title, subject, busy, onClose, onReject }: Props) {
  const t = useT('vendor');
  const tc = useT('common');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const parsed = RejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onReject(parsed.data.reason);
  };
  return (
    <Dialog
      isOpen={subject !== null}
      onClose={onClose}
      title={`${title}: ${subject ?? ''}`}
      onOpening={() => {
        setReason('');
        setError(null);
      }}
    >
      <DialogBody>
        <FormGroup
          label={t('reject_reason', 'Reason')}
          labelFor="reject-reason"
          labelInfo="*"
          intent={error ? 'danger' : 'none'}
          helperText={error}
        >
          <TextArea
            id="reject-reason"
            fill
            autoFocus
            rows={4}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={tc('cancel', 'Cancel')} onClick={onClose} />
            <Button intent="danger" loading={busy} text={t('reject', 'Reject')} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
