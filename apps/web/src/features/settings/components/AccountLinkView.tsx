import { Button, Callout, ControlGroup, InputGroup } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import type { AccountLink } from '@procure/contract';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';

/** The one-time link an invitation or reset made, to copy and hand over: it is shown once,
 * as the server keeps only its hash. When the server also mailed it (SMTP_URL), it says to
 * whom (the address the admin typed or reset; the server does not repeat it); when the mail
 * failed, the server's sentence says so. The link stays to copy either way. */
export function AccountLinkView({ link, email }: { link: AccountLink; email?: string }) {
  const t = useT('shell');
  const url = `${window.location.origin}${link.path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void showToast(t('users_link_copied', 'Link copied'), 'success');
    } catch {
      void showToast(
        t('users_link_copy_failed', 'Copy failed: select the link and copy it'),
        'error',
      );
    }
  };
  return (
    <Callout intent={link.mail_failure ? 'warning' : 'success'} compact>
      {link.mailed && (
        <p data-testid="account-link-mailed">
          <strong>
            {email
              ? t('users_link_mailed', 'Sent to {email}.', { email })
              : t('users_link_mailed_unnamed', 'Sent by e-mail.')}
          </strong>
        </p>
      )}
      {link.mail_failure && (
        <p data-testid="account-link-mail-failure">
          <strong>{link.mail_failure}</strong>
        </p>
      )}
      <p>
        {link.purpose === 'invite'
          ? link.mailed
            ? t(
                'users_invite_mailed',
                'The link below is the same, to copy if needed. It works once.',
              )
            : t('users_invite_made', 'Send this link to your colleague. It works once.')
          : link.mailed
            ? t(
                'users_reset_mailed',
                'Their password and sessions have ended. The link below is the same, to copy if needed: it works once.',
              )
            : t(
                'users_reset_made',
                'Their password and sessions have ended. Send this link: it works once.',
              )}{' '}
        {t('users_link_expires', 'Valid until {at}.', { at: formatDateTime(link.expires_at) })}
      </p>
      <ControlGroup fill>
        <InputGroup
          readOnly
          value={url}
          data-testid="account-link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          icon={<DuplicateIcon />}
          text={t('users_copy', 'Copy')}
          onClick={() => void copy()}
        />
      </ControlGroup>
    </Callout>
  );
}
