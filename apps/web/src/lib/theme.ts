import { readCookie, writeCookie } from './cookies';

export type ColorScheme = 'light' | 'dark';
const THEME_COOKIE = 'theme';

/** The remembered theme (spec/1 §1: a cookie), light when none. */
export function storedColorScheme(): ColorScheme {
  return readCookie(THEME_COOKIE) === 'dark' ? 'dark' : 'light';
}

/** spec/1 §1: the switch is remembered in a cookie "with a page reload". */
export function switchColorScheme(scheme: ColorScheme): void {
  writeCookie(THEME_COOKIE, scheme);
  window.location.reload();
}
