import { Button, Callout, ControlGroup, InputGroup } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import type { AccountLink } from '@procure/contract';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';

/** The one-time link an invitation or reset made, to copy and hand over: it is shown once,
 * as the server keeps only its hash. */
export function AccountLinkView({ link }: { link: AccountLink }) {
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
    <Callout intent="success" compact>
      <p>
        {link.purpose === 'invite'
          ? t('users_invite_made', 'Send this link to your colleague. It works once.')
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
