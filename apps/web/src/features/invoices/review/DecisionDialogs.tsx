import { Button, Callout, Tooltip } from '@blueprintjs/core';
import { BankAccountIcon, CrossIcon, TickIcon } from '@blueprintjs/icons';
import { CAPABILITIES, InvoiceApproveSchema } from '@procure/contract';
import type { ReactElement } from 'react';
import { Guarded } from '../../../components/access/Guarded';
import { hasCapability } from '../../../config/runtime';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { RejectDialog } from '../../../components/RejectDialog';
import { useT } from '../../../lib/i18n/use-translation';
import { LockedByRun } from './InPayment';
import { PaymentDialog } from './Payments';
import type { useReviewDecisions } from './use-review-decisions';

/** The override reason's rule, required here (the approve body makes it optional). */
const OVERRIDE_RULE = InvoiceApproveSchema.shape.override_reason.unwrap();

/** The reject dialog, the approve-anyway dialog (what blocks approval, and a reason to
 * override it) and the Mark paid dialog of an invoice, shared by the detail and reference
 * pages. */
export function DecisionDialogs({
  subject,
  decisions,
}: {
  /** The invoice as the dialogs name it (its number, else its id). */
  subject: string;
  decisions: ReturnType<typeof useReviewDecisions>;
}) {
  const t = useT('invoice');
  return (
    <>
      <RejectDialog
        title={t('reject_invoice', 'Reject invoice')}
        subject={decisions.rejectOpen ? subject : null}
        busy={decisions.rejecting}
        onClose={() => decisions.setRejectOpen(false)}
        onReject={(reason) => void decisions.onReject(reason)}
      />
      <ReasonDialog
        isOpen={decisions.blockers !== null}
        title={t('approve_override', 'Approve despite problems')}
        label={t('override_reason', 'Reason to approve anyway')}
        intent="success"
        confirmText={t('approve', 'Approve')}
        rule={OVERRIDE_RULE}
        busy={decisions.approving}
        body={
          <Callout intent="warning" compact>
            <ul className="override-blockers" data-testid="approve-blockers">
              {decisions.blockers?.map((blocker) => (
                <li key={blocker}>{blocker}</li>
              ))}
            </ul>
          </Callout>
        }
        onClose={decisions.closeBlockers}
        onConfirm={(reason) => void decisions.onApprove(reason)}
      />
      <PaymentDialog
        invoiceId={decisions.id}
        isOpen={decisions.payOpen}
        onClose={() => decisions.setPayOpen(false)}
      />
    </>
  );
}

/** Mark paid (an approved invoice not paid in full), Reject and Approve, as both review pages show them;
 * the dialogs above follow from them. `held` is our server's reason no payment may be recorded
 * now (the vendor's changed bank details wait for a second approval): Mark paid is disabled
 * and says why. The decisions and payments are ours: a backend without our extras documents
 * none of their calls, so none is offered. */
export function DecisionButtons({
  decisions,
  closed,
  payable,
  held,
  inPayment,
}: {
  decisions: ReturnType<typeof useReviewDecisions>;
  closed: boolean;
  payable: boolean;
  held?: string | null;
  /** Our server's sentence while a confirmed payment run holds the invoice: every action here
   * is disabled and says why, rather than being refused after a click. */
  inPayment?: string | null;
}) {
  const t = useT('invoice');
  if (!hasCapability(CAPABILITIES.extras)) return null;
  // A run's lock outranks a held bank change: it is why nothing may be done now.
  const blocked = inPayment ?? held;
  const markPaid = (
    <Button
      intent="primary"
      icon={<BankAccountIcon />}
      text={t('mark_paid', 'Mark paid')}
      disabled={!!blocked}
      data-testid="mark-paid"
      onClick={() => decisions.setPayOpen(true)}
    />
  );
  return (
    <>
      {payable && (
        <Guarded permission="invoice.pay" mode="hide">
          {blocked ? (
            <Tooltip content={blocked} placement="bottom">
              {markPaid}
            </Tooltip>
          ) : (
            markPaid
          )}
        </Guarded>
      )}
      {/* Decisions the user's roles do not allow are not offered (the server refuses them too). */}
      <Guarded permission="invoice.approve" mode="hide">
        {lockedBy(
          inPayment,
          <Button
            intent="danger"
            icon={<CrossIcon />}
            text={t('reject', 'Reject')}
            disabled={closed || !!inPayment}
            onClick={() => decisions.setRejectOpen(true)}
          />,
        )}
      </Guarded>
      <Guarded permission="invoice.approve" mode="hide">
        {lockedBy(
          inPayment,
          <Button
            intent="success"
            icon={<TickIcon />}
            text={t('approve', 'Approve')}
            disabled={closed || !!inPayment}
            loading={decisions.approving}
            onClick={() => void decisions.onApprove()}
          />,
        )}
      </Guarded>
    </>
  );
}

/** A button with the run's sentence as its tooltip while a run holds the invoice. */
const lockedBy = (reason: string | null | undefined, button: ReactElement) =>
  reason ? <LockedByRun reason={reason}>{button}</LockedByRun> : button;
