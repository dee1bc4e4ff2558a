import { Callout, Tag, Tooltip } from '@blueprintjs/core';
import { BankAccountIcon } from '@blueprintjs/icons';
import type { InvoiceInPayment } from '@procure/contract';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { links } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';

/** "In payment": a confirmed payment run holds the invoice (our server's `in_payment`), so
 * nothing on it may change until the run is undone or executed. */
export function InPaymentTag({ inPayment }: { inPayment: InvoiceInPayment }) {
  const t = useT('invoice');
  return (
    <Tooltip content={inPayment.reason} placement="bottom">
      <Tag intent="primary" icon={<BankAccountIcon />} data-testid="in-payment-tag">
        {t('in_payment', 'In payment')}
      </Tag>
    </Tooltip>
  );
}

/** Names the run holding the invoice (number, pay date, who confirmed it) and links to it on
 * the payments page, so a reviewer who finds the fields read-only knows why and where to go. */
export function InPaymentCallout({ inPayment }: { inPayment: InvoiceInPayment }) {
  const t = useT('invoice');
  return (
    <Callout intent="primary" compact icon={<BankAccountIcon />} data-testid="in-payment-callout">
      {t('in_payment_callout', 'In payment run {run}, paying on {date}, confirmed by {who}.', {
        run: inPayment.reference,
        date: formatDate(inPayment.pay_date),
        who: inPayment.confirmed_by ?? '--',
      })}{' '}
      {t('in_payment_locked', 'Nothing on this invoice can change until the run is undone.')}{' '}
      <Link to={links.paymentRun(inPayment.run_id)} data-testid="in-payment-run-link">
        {t('in_payment_open_run', 'Open {run}', { run: inPayment.reference })}
      </Link>
    </Callout>
  );
}

/** A control disabled because the run holds the invoice, with the server's sentence as its
 * tooltip (a disabled button gets no pointer events, so the tooltip wraps a span). */
export function LockedByRun({ reason, children }: { reason: string; children: ReactElement }) {
  return (
    <Tooltip content={reason} placement="bottom">
      <span className="in-payment-locked">{children}</span>
    </Tooltip>
  );
}
