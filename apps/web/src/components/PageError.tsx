import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon } from '@blueprintjs/icons';
import { useT } from '../lib/i18n/use-translation';

/** A page whose data could not load: the server's message (or a plain sentence) and Retry. */
export function PageError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const tc = useT('common');
  const te = useT('errors');
  const message =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : '';
  return (
    <NonIdealState
      className="page-state"
      icon={<ErrorIcon />}
      title={message || te('something_went_wrong', 'Something went wrong.')}
      action={
        <Button
          icon={<RefreshIcon />}
          text={tc('retry', 'Retry')}
          onClick={onRetry ?? (() => window.location.reload())}
        />
      }
    />
  );
}
