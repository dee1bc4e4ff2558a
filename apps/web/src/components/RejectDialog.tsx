import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { RejectBodySchema } from '@procure/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-translation';

type Props = {
  vendorName: string | null;
  busy?: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
};

/** Asks for the reason before a vendor is rejected; the contract's own rule checks it. */
export function RejectDialog({ vendorName, busy, onClose, onReject }: Props) {
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
      isOpen={vendorName !== null}
      onClose={onClose}
      title={`${t('reject_vendor', 'Reject vendor')}: ${vendorName ?? ''}`}
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
