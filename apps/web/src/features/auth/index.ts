export { authSlice, selectIsAuthenticated, selectAuth } from './auth-slice';
export { LoginPage } from './components/LoginPage';
export { InvitationPage } from './components/InvitationPage';
export { RequireAuth } from './components/RequireAuth';
export { useCurrentUser, useSessionExpiryTimer, useSignOut } from './hooks/use-session';
