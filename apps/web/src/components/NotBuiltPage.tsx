import { Button, NonIdealState } from '@blueprintjs/core';
import { BuildIcon, HomeIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { paths, ROUTES, type PathKey } from '../config/paths';
import { useT } from '../lib/i18n/use-translation';

/** Placeholder for a screen a later issue builds: a clear page, never a blank or a crash. */
export function NotBuiltPage({ route }: { route: PathKey }) {
  const t = useT('common');
  const shellText = useT('shell');
  const { title } = ROUTES[route];
  const navigate = useNavigate();
  return (
    <div data-testid="not-built">
      <NonIdealState
        className="page-state"
        icon={<BuildIcon />}
        title={shellText(title.key, title.label)}
        description={t(
          'not_built_yet',
          'This screen is not built yet. It arrives in a coming release.',
        )}
        action={
          <Button
            icon={<HomeIcon />}
            text={t('go_home', 'Go to dashboard')}
            onClick={() => navigate(paths.home)}
          />
        }
      />
    </div>
  );
}
