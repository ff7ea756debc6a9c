/** Reads a cookie set by the server (csrftoken) or by the app (theme, lang). */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Writes a whole-site preference cookie; SameSite=Lax because nothing cross-site needs it. */
export function writeCookie(name: string, value: string, maxAgeSeconds = ONE_YEAR_SECONDS): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec remembers theme and language in cookies; Cookie Store API is not in every supported browser.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}
