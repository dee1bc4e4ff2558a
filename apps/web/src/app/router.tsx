import { createBrowserRouter, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { NotFoundPage } from '../components/NotFoundPage';
import { paths } from '../config/paths';
import { LoginPage, RequireAuth } from '../features/auth';
import { useT } from '../lib/i18n/use-translation';
import { SIGNED_IN_ROUTES } from './routes';
import { AppShell } from './shell/AppShell';

/** Everything but /login sits in the error boundary; it resets when the path changes. */
function GuardedPages() {
  const t = useT('errors');
  const { pathname } = useLocation();
  const texts = {
    title: t('something_went_wrong', 'Something went wrong.'),
    description: t('please_try_again', 'Please try again or go back.'),
    goBack: t('go_back', 'Go Back'),
  };
  return (
    <ErrorBoundary texts={texts} resetKey={pathname}>
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    </ErrorBoundary>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    { path: paths.login, element: <LoginPage /> },
    {
      element: <GuardedPages />,
      children: [
        {
          element: <AppShell />,
          children: [...SIGNED_IN_ROUTES, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ]);
}
