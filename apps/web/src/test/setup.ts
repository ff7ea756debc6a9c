// Loaded before every web test file (vitest.config.ts, project `web`): what jsdom lacks and Mantine needs, once.

// Mantine asks the media queries (useMediaQuery, color scheme); jsdom has none. No query matches but reduced motion:
// the desktop layout, and no transition (with the test theme's respectReducedMotion, test/render.tsx, a closing
// modal's transition ends at once instead of by a timer that could fire after the file's jsdom is gone).
// Files that run under `@vitest-environment node` (the build's tests, the catalogues) have no window at all.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

// Mantine observes elements' sizes (autosizing text areas, scroll areas, the dropzone); jsdom cannot.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Mantine's autosizing text areas listen to the fonts' loading; jsdom has no `document.fonts`.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}
