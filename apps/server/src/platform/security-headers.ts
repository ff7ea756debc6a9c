import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** One year: browsers keep to https for that long after a visit. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The headers every answer carries (pages, assets, API, errors). The web app is built without inline script, so
 * scripts come from our own origin only. Styles allow 'unsafe-inline' because Mantine writes its theme as a `<style>`
 * element at run time and its components set `style` attributes (a nonce cannot cover attributes); a style cannot run
 * code, so the script policy still holds. Images allow data: and blob: for the previews of files chosen for upload,
 * frames blob: for the preview of a PDF attachment.
 * HSTS only when the public address is https: on plain http it would lock the browser out of a test server.
 */
export function securityHeaders({ https }: { https: boolean }): HelmetOptions {
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
        // The receipt form previews a PDF attachment in a frame, from a blob: address of its own bytes (the API's
        // answers themselves are never framed: frame-ancestors and X-Frame-Options below).
        frameSrc: ["'self'", 'blob:'],
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

/** What helmet does to every response for these options: the headers it sets and those it removes. */
export type HeaderChanges = { set: [name: string, value: string][]; removed: string[] };

/**
 * Helmet's headers, computed once: its middleware runs on a response that only records what it is told. The options
 * depend on nothing in the request, so every response gets the same changes. (@fastify/helmet built the whole
 * middleware again, CSP text included, on every request, behind two hooks.)
 */
export function helmetHeaderChanges(options: HelmetOptions): HeaderChanges {
  const changes: HeaderChanges = { set: [], removed: [] };
  const recorder = {
    setHeader: (name: string, value: unknown) => changes.set.push([name, String(value)]),
    removeHeader: (name: string) => changes.removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return changes;
}

/** Puts the security headers on every answer (pages, assets, API, errors), set on the raw response as helmet does. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  const { set, removed } = helmetHeaderChanges(securityHeaders(opts));
  app.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const res = reply.raw;
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    done();
  });
});
