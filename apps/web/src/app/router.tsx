import { Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { createBrowserRouter, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { paths } from '../config/paths';
import { InvitationPage, LoginPage, RequireAuth, selectIsAuthenticated } from '../features/auth';
import { useT } from '../lib/i18n/use-translation';
import { preloadSignedIn, SIGNED_IN_ROUTES, signedInShell } from './routes';
import type { AppDispatch } from './store';

/** Everything but /login sits in the error boundary; it resets when the path changes. */
function GuardedPages() {
  const t = useT('errors');
  const { pathname } = useLocation();
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const dispatch = useDispatch<AppDispatch>();
  // On a reload of a signed-in page, fetch the shell, the page's chunk and its data together.
  useEffect(() => {
    if (isAuthenticated) preloadSignedIn(pathname, dispatch);
  }, [isAuthenticated, pathname, dispatch]);
  const texts = {
    title: t('something_went_wrong', 'Something went wrong.'),
    description: t('please_try_again', 'Please try again or go back.'),
    goBack: t('go_back', 'Go Back'),
  };
  return (
    <ErrorBoundary texts={texts} resetKey={pathname}>
      <RequireAuth>
        {/* Nothing to show until the shell's chunk arrives (a moment; it was preloaded). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RequireAuth>
    </ErrorBoundary>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    // The sign-in page is in the first chunk; the signed-in app loads while the call runs.
    { path: paths.login, element: <LoginPage onSigningIn={preloadSignedIn} /> },
    // An invitation or reset link is opened signed out.
    { path: paths.invitation, element: <InvitationPage /> },
    {
      element: <GuardedPages />,
      children: [{ element: <signedInShell.Component />, children: SIGNED_IN_ROUTES }],
    },
  ]);
}
