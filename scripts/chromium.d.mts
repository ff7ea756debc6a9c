/** Path of a usable Chromium (CHROMIUM_PATH, Debian's, google-chrome, Playwright's cache), or null. */
export function findChromium(): string | null;
/** Like findChromium, but installs Debian's chromium as root with apt-get when none is found; throws otherwise. */
export function ensureChromium(options?: { install?: boolean }): string;
