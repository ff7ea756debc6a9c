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
  await app.register(fastifyStatic, { root, serve: false, index: false, cacheControl: false });
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
      const immutable = wanted.startsWith('assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(path.relative(root, target));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
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
