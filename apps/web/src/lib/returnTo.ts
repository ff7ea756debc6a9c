/**
 * Where the user goes after signing in: the page they asked for (a link from a notification mail, a page whose
 * session ended), carried as `/login?next=<path>`. Only a path of this site is followed: anything else (another
 * origin, a protocol-relative `//host`, `/\host` which browsers read as one, a scheme, control characters) is
 * dropped, so that a crafted link cannot send a user elsewhere once signed in (no open redirect).
 */
import { homeOf } from './me';
import type { Me } from './types';

export const NEXT_PARAM = 'next';

/** Any origin: a relative path resolved against it must stay on it. */
const PROBE_ORIGIN = 'https://staff.invalid';
/** Pages that make no sense to return to. */
const NOT_A_RETURN = /^\/(login|logout)(\/|$)/;

/** The same-origin path (with its query and hash) `raw` names, or null when it names none. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/')) return null;
  // Control characters and backslashes: browsers drop or turn them into slashes, turning `/\t/evil` into `//evil`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (/[\u0000-\u001F\u007F\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || NOT_A_RETURN.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that comes back to `path` (the bare login page for home, or for a path not to return to). */
export function loginPathFor(path: string): string {
  const next = safeReturnPath(path);
  return next && next !== '/' ? `/login?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/login';
}

/**
 * Where a user who has just signed in (or opens login while signed in) goes: the `next` page of the login address
 * when it is one of this site, else home. The superuser's console is their only home.
 */
export function afterSignIn(me: Pick<Me, 'is_superuser'>, search: string): string {
  const next = me.is_superuser ? null : safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM));
  return next ?? homeOf(me);
}
