import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's CSS for the components a chunk uses, in that chunk: the whole of `@mantine/core/styles.css` is 270 KB
 * (38 KB gzip) and most of it styles components the first page never shows.
 *
 * Each Mantine component module (`@mantine/core/esm/components/…/Button/Button.mjs`) gets an import of its own
 * stylesheet (`@mantine/core/styles/Button.layer.css`) appended, so the CSS travels with the JS: a component that
 * only a lazy page uses has its CSS in that page's chunk, loaded with it. Appended, not prepended: the component's
 * own imports (UnstyledButton under Button…) come first, so a dependency's rules precede its dependents', the order
 * Mantine asks for. The same for dates, notifications, charts and
 * mantine-datatable, which have one stylesheet each (the dropzone's is imported by the one component that uses it).
 *
 * Build only: the dev server pre-bundles Mantine (plugins do not see its modules), so main.tsx loads all of Mantine's
 * CSS in development (see src/app/mantine-styles.dev.ts). Mantine's base styles (baseline, CSS variables, global) are
 * imported by main.tsx in both.
 */
export function mantineStylesPerComponent(): Plugin {
  const require = createRequire(import.meta.url);
  // Any exported stylesheet tells where the others are (the package exports no package.json).
  const coreStyles = path.dirname(require.resolve('@mantine/core/styles/Button.layer.css'));
  const hasCoreStyles = (name: string) => fs.existsSync(path.join(coreStyles, `${name}.layer.css`));

  return {
    name: 'mantine-styles-per-component',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/](@mantine[\\/](core|dates|notifications|charts)|mantine-datatable)[\\/]/ },
      handler(code, id) {
        const stylesheet = stylesheetOf(id.replaceAll('\\', '/').split('?')[0] ?? '', hasCoreStyles);
        return stylesheet ? { code: `${code}\nimport ${JSON.stringify(stylesheet)};\n`, map: null } : null;
      },
    },
  };
}

/** The stylesheet a Mantine module needs, or null (a helper, a hook, or a component without styles). */
export function stylesheetOf(id: string, hasCoreStyles: (name: string) => boolean): string | null {
  // A component's main module is named after its folder: components/Button/Button.mjs,
  // components/Checkbox/CheckboxCard/CheckboxCard.mjs, utils/InlineInput/InlineInput.mjs.
  const core = /\/@mantine\/core\/esm\/(?:components|utils)\/(?:[^/]+\/)*([^/]+)\/\1\.mjs$/.exec(id);
  if (core?.[1]) return hasCoreStyles(core[1]) ? `@mantine/core/styles/${core[1]}.layer.css` : null;
  // DatesProvider (mounted by the app's providers) has no styles: the date pickers' CSS stays with the pickers.
  if (/\/@mantine\/dates\/esm\/components\/(?!DatesProvider\/)/.test(id)) return '@mantine/dates/styles.layer.css';
  // The charts' one stylesheet goes with the chart components (the time-tracking statistics only).
  if (/\/@mantine\/charts\/esm\/([A-Z]\w*)\/\1\.mjs$/.test(id)) return '@mantine/charts/styles.layer.css';
  if (/\/@mantine\/notifications\/esm\/Notifications\.mjs$/.test(id)) return '@mantine/notifications/styles.layer.css';
  if (/\/mantine-datatable\/dist\/index\.mjs$/.test(id)) return 'mantine-datatable/styles.layer.css';
  return null;
}
