import { config } from 'zod/v4/core';

// The Content-Security-Policy forbids eval. Zod compiles its object parsers with `new Function` when it may, and its
// probe for that runs as the first z.object() is built: each page would log a CSP violation. vite.config.ts resolves
// every `import … from 'zod'` of the web app and of @staff/shared to this module, so the setting runs before any
// importer builds a schema, in whichever chunk, and Zod is downloaded only by the pages that use it (not by all of
// them, as when main.tsx imported it first). The interpreted parsers are fast enough for forms.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
