import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './error-handler';

export type WebAppOptions = {
  /** Source maps show the original code: served in development and tests, never in production. */
  serveSourceMaps: boolean;
};

/**
 * The built web app: files as they are, and index.html for every other non-API path (client-side routes).
 * Decided on the decoded path the router matched (the `*` parameter), never on the raw URL: `/%61pi/x` is /api/x.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string, opts: WebAppOptions): Promise<void> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`No web build in ${distDir}: only the API is served (run npm run build).`);
    return;
  }
  const root = path.resolve(distDir);
  // `serve: false`: only reply.sendFile, so that every file goes through the checks below; cache-control is ours.
  // `preCompressed`: the build wrote `.br` and `.gz` copies (apps/web/build/precompress.ts); the one the browser
  // accepts is sent as it is, with `Vary: Accept-Encoding`, and the file itself when there is none.
  await app.register(fastifyStatic, { root, serve: false, index: false, cacheControl: false, preCompressed: true });
  app.get('/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
    const segments = wanted.split('/');
    // An API path (any spelling) that no route matched is an API 404, not the web app.
    if (segments[0]?.toLowerCase() === 'api') return notFound(reply);
    // Traversal and odd spellings never reach the disk, nor the web app: a clean 404.
    if (segments.some(isOddSegment)) return notFound(reply);
    if (!opts.serveSourceMaps && wanted.toLowerCase().endsWith('.map')) return notFound(reply);

    const target = path.resolve(root, wanted);
    if (wanted && target.startsWith(root + path.sep) && isFile(target)) {
      reply.header('cache-control', cacheControlOf(wanted));
      return reply.sendFile(path.relative(root, target));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

/**
 * `assets/` holds only files whose name carries a hash of their content (Vite's output): one name, one content, so
 * the browser keeps them a year without asking again. Everything else (index.html for every client route, the
 * locale files, the favicon) has a stable name: `no-cache`, so that a deployment is seen at the next load; the
 * browser revalidates with the ETag and gets a 304 when nothing changed.
 */
function cacheControlOf(file: string): string {
  return file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody({ code: 'not_found' }));
}

/** `..`, `.`, an empty segment (`//`; a trailing slash is fine), a backslash or a NUL. */
function isOddSegment(segment: string, index: number, all: string[]): boolean {
  if (segment === '..' || segment === '.' || /[\\\0]/.test(segment)) return true;
  return segment === '' && index < all.length - 1;
}

function isFile(target: string): boolean {
  try {
    return fs.statSync(target).isFile();
  } catch {
    return false;
  }
}
