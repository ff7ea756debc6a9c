import type { FastifyHelmetOptions } from '@fastify/helmet';

/** One year: browsers keep to https for that long after a visit. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The headers every answer carries (pages, assets, API, errors). The web app is built without inline script, so
 * scripts come from our own origin only. Styles allow 'unsafe-inline' because Mantine writes its theme as a `<style>`
 * element at run time and its components set `style` attributes (a nonce cannot cover attributes); a style cannot run
 * code, so the script policy still holds. Images allow data: and blob: for the previews of files chosen for upload.
 * HSTS only when the public address is https: on plain http it would lock the browser out of a test server.
 */
export function securityHeaders({ https }: { https: boolean }): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // The URLs of this app name records (and reset tokens): they are never sent to another site.
    referrerPolicy: { policy: 'same-origin' },
    hsts: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    // Fastify sends no X-Powered-By; helmet removes one anyway should a proxy or plugin add it.
    hidePoweredBy: true,
  };
}
