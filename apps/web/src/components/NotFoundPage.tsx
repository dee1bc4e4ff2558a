import { Button, NonIdealState } from '@blueprintjs/core';
import { HomeIcon, SearchIcon } from '@blueprintjs/icons';
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
      icon={<SearchIcon />}
      title={t('not_found', '404 Not Found')}
      action={
        <Button
          icon={<HomeIcon />}
          text={tc('go_home', 'Go to dashboard')}
          onClick={() => navigate(paths.home)}
        />
      }
    />
  );
}
