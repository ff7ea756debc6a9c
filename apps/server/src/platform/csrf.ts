import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from './errors';
import { SESSION_COOKIE, sessionIdOf } from './sessions';
import { hmac, randomToken, safeEqual } from './tokens';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The session the response leaves the browser with (changes at sign-in and sign-out); '' until asked. */
    csrfSessionKey: string;
  }
}

/** The key a CSRF token is bound to: the session's id (its token hashed, never the cookie itself) or "anonymous". */
export function csrfKeyForToken(sessionToken: string | undefined): string {
  return sessionToken ? sessionIdOf(sessionToken) : 'anonymous';
}

/**
 * The CSRF key of a request, hashed at most once per request and only when asked: by the check of an unsafe method,
 * the session lookup (for a request with a session cookie it is the session's id) and the token handed out with API
 * answers. Sign-in and sign-out replace it with the key of the session the response leaves with.
 */
export function csrfSessionKeyOf(request: FastifyRequest): string {
  if (request.csrfSessionKey === '') request.csrfSessionKey = csrfKeyForToken(request.cookies[SESSION_COOKIE]);
  return request.csrfSessionKey;
}

/** A token `nonce.signature`, the signature binding the nonce to the session: not a bare double-submit. */
export function issueCsrfToken(secret: string, sessionKey: string): string {
  const nonce = randomToken(18);
  return `${nonce}.${hmac(secret, `${nonce}.${sessionKey}`)}`;
}

export function isValidCsrfToken(secret: string, sessionKey: string, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return safeEqual(signature, hmac(secret, `${nonce}.${sessionKey}`));
}

export const csrfPlugin = fp(async (app: FastifyInstance, opts: { secret: string; secure: boolean }) => {
  app.decorateRequest('csrfSessionKey', '');

  // Every unsafe method is checked, whatever its path: deciding on the path let `/%61pi/…` (which the router decodes
  // to /api/…) and other spellings through, and no route outside /api accepts a write anyway (404s are refused too).
  // A safe method (GET, HEAD, OPTIONS) changes nothing and is not checked: no work, and no promise, on reads.
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!UNSAFE.has(request.method)) return done();
    // Browsers say where a request comes from; a cross-site write is refused whatever it carries.
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      return done(appError(403, 'csrf_cross_site', undefined, { code: 'csrf_failed' }));
    }
    const header = request.headers[CSRF_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!isValidCsrfToken(opts.secret, csrfSessionKeyOf(request), token)) {
      return done(appError(403, 'csrf_token', undefined, { code: 'csrf_failed' }));
    }
    done();
  });

  // Hands the browser a token valid for the session it leaves with, whenever the one it has is not.
  // Only API answers carry it (the route that ran, not the raw URL): pages and assets stay cookie-free.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const sessionKey = csrfSessionKeyOf(request);
    if (isValidCsrfToken(opts.secret, sessionKey, request.cookies[CSRF_COOKIE])) return;
    reply.setCookie(CSRF_COOKIE, issueCsrfToken(opts.secret, sessionKey), {
      path: '/',
      sameSite: 'lax',
      secure: opts.secure,
      httpOnly: false,
    });
  });
});
