import { Classes } from '@blueprintjs/core';
import { InfoSignIcon } from '@blueprintjs/icons';
import { useT } from '../lib/i18n/use-translation';

/** Whether a call failed because the backend has no such endpoint (another backend that speaks
 * only the documented API has no dashboard or analytics call: the spec's screens are samples). */
export const isMissingEndpoint = (error: unknown): boolean =>
  Boolean(error && typeof error === 'object' && 'status' in error && error.status === 404);

/** The quiet line under a page showing the specification's sample content instead of data. */
export function SampleNote() {
  const tc = useT('common');
  return (
    <p className={`sample-note ${Classes.TEXT_MUTED}`} data-testid="sample-note">
      <InfoSignIcon size={12} />{' '}
      {tc('sample_figures', 'Sample figures: this backend has no data for this page.')}
    </p>
  );
}
