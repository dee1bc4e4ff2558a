import { Button, Callout } from '@blueprintjs/core';
import { TickCircleIcon } from '@blueprintjs/icons';
import { useT } from '../../lib/i18n/use-translation';

/** Shown once every section is complete: Cancel (when the page gives one) and Submit. */
export function ReadyToSubmit(props: {
  onSubmit: () => void;
  onCancel?: () => void;
  submitting?: boolean;
}) {
  const t = useT('common');
  return (
    <Callout
      intent="success"
      icon={<TickCircleIcon />}
      title={t('ready_to_submit', 'Ready to submit')}
      data-testid="ready-to-submit"
    >
      <p>{t('ready_to_submit_hint', 'All sections are complete. Submit the form to finish.')}</p>
      <div className="metadata-section-actions">
        {props.onCancel && <Button text={t('cancel', 'Cancel')} onClick={props.onCancel} />}
        <Button
          intent="primary"
          text={t('submit', 'Submit')}
          loading={props.submitting}
          onClick={props.onSubmit}
        />
      </div>
    </Callout>
  );
}
