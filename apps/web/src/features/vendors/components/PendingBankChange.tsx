import { Button, Callout } from '@blueprintjs/core';
import { CrossIcon, TickIcon } from '@blueprintjs/icons';
import type { VendorBankChange } from '@procure/contract';
import { useState } from 'react';
import { Guarded } from '../../../components/access/Guarded';
import { RejectDialog } from '../../../components/RejectDialog';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import { useApproveBankChangeMutation, useRejectBankChangeMutation } from '../api/vendor-api';

/** Where money goes: the bank fields a pending change shows (the ones that make it wait). */
const SHOWN = [
  'account_holder_name',
  'bank_name',
  'iban',
  'account_number',
  'swift_code',
  'ifsc_code',
];

/** An approved vendor's changed bank details waiting for a second user (our server's extra,
 * issue 22): who asked and when, the new values, and Approve / Reject for an approver (the
 * server refuses the user who asked, with a sentence). */
export function PendingBankChange({
  vendorId,
  vendorName,
  change,
}: {
  vendorId: number;
  vendorName: string;
  change: VendorBankChange;
}) {
  const t = useT('vendor');
  const [approve, { isLoading: approving }] = useApproveBankChangeMutation();
  const [reject, { isLoading: rejecting }] = useRejectBankChangeMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const onApprove = async () => {
    const result = await approve({ params: { id: vendorId } });
    if (!('error' in result))
      void showToast(t('bank_change_approved', 'Bank details approved'), 'success');
  };
  const onReject = async (reason: string) => {
    const result = await reject({ params: { id: vendorId }, body: { reason } });
    if ('error' in result) return;
    setRejectOpen(false);
    void showToast(t('bank_change_rejected', 'Bank change rejected'), 'success');
  };
  return (
    <Callout
      intent="warning"
      title={t('bank_change_title', 'Changed bank details wait for approval')}
      data-testid="pending-bank-change"
    >
      <p>
        {t(
          'bank_change_asked',
          'Asked by {name} on {date}. Payments to this vendor wait until another user approves.',
          { name: change.requested_by, date: change.requested_at.slice(0, 10) },
        )}
      </p>
      {change.kind === 'remove' ? (
        <p>
          {t('bank_change_remove', 'Remove the bank account {id}', { id: String(change.entry_id) })}
        </p>
      ) : (
        change.entries.map((entry, index) => (
          <dl key={index} className="pending-bank-entry">
            {SHOWN.filter(
              (name) => entry[name] !== undefined && entry[name] !== null && entry[name] !== '',
            ).map((name) => (
              <div key={name}>
                <dt>{name.replace(/_/g, ' ')}</dt>
                <dd>{String(entry[name])}</dd>
              </div>
            ))}
          </dl>
        ))
      )}
      <Guarded permission="vendor.approve" mode="hide">
        <Button
          intent="success"
          icon={<TickIcon />}
          text={t('bank_change_approve', 'Approve bank details')}
          loading={approving}
          onClick={() => void onApprove()}
        />
      </Guarded>{' '}
      <Guarded permission="vendor.approve" mode="hide">
        <Button
          intent="danger"
          icon={<CrossIcon />}
          text={t('bank_change_reject', 'Reject bank details')}
          onClick={() => setRejectOpen(true)}
        />
      </Guarded>
      <RejectDialog
        title={t('bank_change_reject', 'Reject bank details')}
        subject={rejectOpen ? vendorName : null}
        busy={rejecting}
        onClose={() => setRejectOpen(false)}
        onReject={(reason) => void onReject(reason)}
      />
    </Callout>
  );
}
