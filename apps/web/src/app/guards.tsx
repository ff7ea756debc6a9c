import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { ServerErrorPage } from '../components/ServerErrorPage';
import { ApiError } from '../lib/api';
import { homeOf, useMe } from '../lib/me';
import { afterSignIn, loginPathFor } from '../lib/returnTo';
import type { Me } from '../lib/types';
import { UserLoadFailed } from './UserLoadFailed';

/** Everything but login, reset, about, change-password and confirm-email needs a signed-in user (spec/1 §2). */
export function RequireAuth() {
  const location = useLocation();
  const { data: me, isPending, isError, error, refetch, isFetching } = useMe();
  if (isPending) return <FullPageLoader />;
  // spec/1 §8: a 500 while loading the current user shows "Internal server error"; any other failure warns, goes home.
  if (isError && error instanceof ApiError && error.status >= 500) return <ServerErrorPage reason={error.message} />;
  if (isError) return <UserLoadFailed error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  // The page asked for (a mail's link) is opened once signed in.
  if (!me) return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <Outlet />;
}

/** A signed-in user who opens login is sent home (spec/1 §2). */
export function AnonymousOnly({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useMe();
  const { search } = useLocation();
  if (isPending) return <FullPageLoader />;
  // Home, or the page the login address was asked to come back to (the same rule as after signing in).
  if (me) return <Navigate to={afterSignIn(me, search)} replace />;
  return children;
}

/** The self-service pages: a superuser is redirected to /admin/ (spec/1 §6). */
export function SelfServiceOnly() {
  const { data: me } = useMe();
  if (me?.is_superuser) return <Navigate to="/admin/" replace />;
  return <Outlet />;
}

/** A page only some users may open; the others go home, as for unknown URLs. */
export function Allow({ when, children }: { when: (me: Me) => boolean; children: ReactNode }) {
  const { data: me } = useMe();
  if (!me || !when(me)) return <Navigate to={me ? homeOf(me) : '/login'} replace />;
  return children;
}
