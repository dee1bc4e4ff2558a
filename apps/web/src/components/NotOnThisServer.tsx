import { Button, NonIdealState } from '@blueprintjs/core';
import { ArrowLeftIcon, DisableIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { useT } from '../lib/i18n/use-translation';

/** A screen of ours that the signed-in backend cannot serve (it lacks our extras, and the
 * documents list no call to read what the screen shows): says so plainly, with the way back,
 * instead of asking a call the backend does not have and showing its 404 as a failure. */
export function NotOnThisServer({
  what,
  back,
  backText,
}: {
  /** What is not available, as the sentence names it ("This MRN"). */
  what: string;
  back: string;
  backText: string;
}) {
  const tc = useT('common');
  const navigate = useNavigate();
  return (
    <div data-testid="not-on-this-server">
      <NonIdealState
        className="page-state"
        icon={<DisableIcon />}
        title={tc('not_on_this_server', 'Not available on this server')}
        description={tc(
          'not_on_this_server_detail',
          '{what} cannot be opened here: the server this app is connected to does not offer it.',
          { what },
        )}
        action={<Button icon={<ArrowLeftIcon />} text={backText} onClick={() => navigate(back)} />}
      />
    </div>
  );
}
