import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useT } from '../lib/i18n/use-translation';

/** Any unknown path. The text is fixed by the specification. */
export function NotFoundPage() {
  const t = useT('errors');
  const tc = useT('common');
  const navigate = useNavigate();
  return (
    <NonIdealState
      className="page-state"
      icon="search"
      title={t('not_found', '404 Not Found')}
      action={
        <Button
          icon="home"
          text={tc('go_home', 'Go to dashboard')}
          onClick={() => navigate(paths.home)}
        />
      }
    />
  );
}
