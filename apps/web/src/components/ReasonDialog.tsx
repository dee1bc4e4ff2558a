import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  TextArea,
  type Intent,
} from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { useT } from '../lib/i18n/use-translation';

type Props = {
  isOpen: boolean;
  title: string;
  /** The reason field's label ('Reason', 'Reason to approve anyway'). */
  label: string;
  /** The confirm button's intent and text ('danger', 'Reject'). */
  intent: Intent;
  confirmText: string;
  /** The contract's own rule for the reason (e.g. RejectBodySchema.shape.reason). */
  rule: ZodType<string>;
  /** Shown above the field: what is decided, or why it needs a reason. */
  body?: ReactNode;
  busy?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks for a reason before a decision that needs one (reject a vendor, PO, MRN or invoice;
 * approve an invoice despite its problems). The contract's rule checks it before it is sent;
 * the text is cleared each time the dialog opens. */
export function ReasonDialog({
  isOpen,
  title,
  label,
  intent,
  confirmText,
  rule,
  body,
  busy,
  onClose,
  onConfirm,
}: Props) {
  const tc = useT('common');
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const parsed = rule.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onConfirm(parsed.data);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      onOpening={() => {
        setReason('');
        setError(null);
      }}
    >
      <DialogBody>
        {body}
        <FormGroup
          label={label}
          labelFor={fieldId}
          labelInfo="*"
          intent={error ? 'danger' : 'none'}
          helperText={error}
        >
          <TextArea
            id={fieldId}
            fill
            autoFocus
            rows={body ? 3 : 4}
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
            <Button intent={intent} loading={busy} text={confirmText} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
