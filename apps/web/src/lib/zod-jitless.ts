import { z } from 'zod';

// The Content-Security-Policy forbids eval. Zod compiles its object parsers with `new Function` when it may, and its
// probe for that runs as the first z.object() is built: each page would log a CSP violation. Imported first by
// main.tsx, before any schema exists; the interpreted parsers are fast enough for forms.
z.config({ jitless: true });
