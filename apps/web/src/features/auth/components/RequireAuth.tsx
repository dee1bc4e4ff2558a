import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { selectIsAuthenticated } from '../auth-slice';

/** Where the guard came from, handed to the sign-in page in router state. */
export type FromState = { from?: { pathname: string; search?: string; hash?: string } };

/** Sends a signed-out visitor to /login and remembers the page they asked for. The same path
 * runs after a 401: the session is cleared, this guard re-renders and keeps the location. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <>{children}</>;
}

/** The remembered path, never /login itself (that would loop). */
export function requestedPath(state: unknown, fallback: string): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === paths.login) return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
