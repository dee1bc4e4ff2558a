import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon } from '@blueprintjs/icons';
import { contractErrorDetails } from '../lib/contract-query';
import { useT } from '../lib/i18n/use-translation';

/** A page whose data could not load: the server's message (or a plain sentence) and Retry. An
 * answer in an unexpected shape adds a details line naming the call and the first mismatching
 * field, so whoever runs that backend knows what to fix. */
export function PageError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const tc = useT('common');
  const te = useT('errors');
  const message =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : '';
  const details = contractErrorDetails(error);
  return (
    <NonIdealState
      className="page-state"
      icon={<ErrorIcon />}
      title={message || te('something_went_wrong', 'Something went wrong.')}
      description={details && <code className="page-state-details">{details}</code>}
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
