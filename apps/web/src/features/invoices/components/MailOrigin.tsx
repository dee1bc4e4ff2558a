import { EnvelopeIcon } from '@blueprintjs/icons';
import { CAPABILITIES } from '@procure/contract';
import { hasCapability } from '../../../config/runtime';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { useInvoiceMailOriginQuery } from '../api/mail-origin-api';

/** "Received by e-mail from … · subject · date" under the review bar of an invoice that came
 * from the e-mail inbox; nothing for an uploaded one (or a backend without the inbox). */
export function MailOrigin({ invoiceId }: { invoiceId: number }) {
  const t = useT('invoice');
  const { data } = useInvoiceMailOriginQuery(
    { params: { id: invoiceId } },
    { skip: !hasCapability(CAPABILITIES.extras) },
  );
  const mail = data?.data;
  if (!mail) return null;
  const parts = [
    mail.subject ?? t('mail_no_subject', '(no subject)'),
    mail.sent_at ? formatDateTime(mail.sent_at) : null,
  ].filter(Boolean);
  return (
    <div className="mail-origin bp6-text-muted" data-testid="mail-origin">
      <EnvelopeIcon size={12} />
      <span>
        {t('mail_received_from', 'Received by e-mail from {sender}', {
          sender: mail.sender ?? t('mail_unknown_sender', 'an unknown sender'),
        })}
        {parts.map((part) => ` · ${part}`).join('')}
      </span>
    </div>
  );
}
