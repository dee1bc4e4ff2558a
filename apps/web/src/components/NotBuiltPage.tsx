import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useT } from '../lib/i18n/use-translation';

/** Placeholder for a screen a later issue builds: a clear page, never a blank or a crash. */
export function NotBuiltPage({ title }: { title: string }) {
  const t = useT('common');
  const navigate = useNavigate();
  return (
    <div data-testid="not-built">
      <NonIdealState
        className="page-state"
        icon="build"
        title={title}
        description={t(
          'not_built_yet',
          'This screen is not built yet. It arrives in a coming release.',
        )}
        action={
          <Button
            icon="home"
            text={t('go_home', 'Go to dashboard')}
            onClick={() => navigate(paths.home)}
          />
        }
      />
    </div>
  );
}
