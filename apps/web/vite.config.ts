import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildSummary } from './build/build-summary';
import { mantineStylesPerComponent } from './build/mantine-styles';
import { precompress } from './build/precompress';

// The API server; the dev server forwards to it so that the session and CSRF cookies stay same-origin.
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8000';

/** The shared chunks worth fetching with any lazy page that needs them (see `modulePreload` below). */
const PRELOADED_CHUNK =
  /\/(react|zod|floating-ui|mantine-common|DataTable|Modal|Select|Combobox|Popover|Menu|dates|useSchemaForm)-[\w-]+\.js$/;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), mantineStylesPerComponent(), precompress(), buildSummary()],
  resolve: {
    // Zod with its eval-free parsers, wherever it is imported from (see src/lib/zod-jitless.ts, which imports zod/v4).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod-jitless.ts', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written (to decode a stack trace from a report) but the bundles do not point to them, and the server
    // refuses *.map in production: the original source is never handed out. `npm run dev` has its own maps.
    sourcemap: 'hidden',
    modulePreload: {
      // Vite writes, in the entry, the files each lazy page needs, to fetch them with the page rather than after it.
      // With every page's list that made 5.6 KB gzip of the first load (272 file names), for pages the user may never
      // open. The lists keep the page's CSS (no flash of unstyled content) and the large shared chunks, whose late
      // fetch would be felt; a page's small chunks are fetched once the page's own chunk has run (one round trip more).
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css') || PRELOADED_CHUNK.test(dep)),
    },
    rolldownOptions: {
      output: {
        // React and the router change less often than the app: their own chunk stays cached across deployments. (Mantine
        // is left to the default splitting: grouping it would pull the components of lazy pages into the first load.)
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            // Zod and the module that turns its eval off (every `zod` import resolves to it) share one chunk, loaded by the
            // pages that build schemas, not by the first page: the CSP forbids eval (see src/lib/zod-jitless.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/, priority: 30 },
            // Popover, Menu, Tooltip and Select position their dropdowns with floating-ui: only floating-ui in its chunk,
            // or the helpers it shares with Mantine (text direction…) would make every component that needs one load it.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 15 },
            // What index.html loads before any page in one chunk, rather than in a dozen small ones (each compressed
            // on its own, and each one more request).
            { name: 'initial', tags: ['$initial'], priority: 10 },
            // The Mantine components that the signed-in frame, the dashboard and the public pages all show, in one chunk:
            // left to the default splitting they were some twenty chunks of a few hundred bytes (each shared by a
            // different set of pages), each compressed on its own, with its own request; merged, the dashboard's first
            // load is 5 KB gzip lighter and the login page's too. The frame (or the login card) shows most of them, so a
            // page rarely downloads one it would not have. Not Mantine as a whole: that would bring every lazy page's.
            {
              name: 'mantine-common',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Alert|Anchor|Badge|Box|Button|Center|CloseButton|Container|Divider|Group|Image|Loader|Paper|Skeleton|Stack|Text|ThemeIcon|Title|Transition|UnstyledButton)[\\/]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
