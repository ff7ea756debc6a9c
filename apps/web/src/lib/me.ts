import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api';
import { emitAuthEvent } from './authEvents';
import { readCookie } from './cookies';
import type { Me } from './types';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user, or null for a visitor. A browser without the server's `signed_in` cookie is a visitor, asked
 * nothing: the 401 would be logged by the browser as a console error on every signed-out page (issue 25). A 401 here
 * is the normal answer for anonymous pages, so it raises no event; a lost or timed-out session (440, 419) still does,
 * so the user learns why they are back on the login page.
 */
export async function fetchMe(): Promise<Me | null> {
  if (readCookie('signed_in') === null) return null;
  try {
    return await api<Me>('my_account/', { authEvents: false });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 440) emitAuthEvent('session_lost');
    if (error.status === 419) emitAuthEvent('session_timeout');
    if ([401, 403, 419, 440].includes(error.status)) return null;
    throw error;
  }
}

export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: 5 * 60 * 1000,
  retry: false,
  // A failure here is shown as a full page by the guard, not as a toast.
  meta: { silent: true },
});

export function useMe() {
  return useQuery(meQuery);
}

/** The signed-in user, for components rendered below the sign-in guard only. */
export function useCurrentUser(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser() used outside a signed-in route');
  return data;
}

export function fullName(user: Pick<Me, 'first_name' | 'last_name' | 'username'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

export function initials(user: Pick<Me, 'first_name' | 'last_name' | 'username'>): string {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.trim();
  return (letters || user.username.slice(0, 2)).toUpperCase();
}

/** The home of a user: the superuser's console or the dashboard (spec/1 §6). */
export function homeOf(me: Pick<Me, 'is_superuser'>): string {
  return me.is_superuser ? '/admin/' : '/';
}
