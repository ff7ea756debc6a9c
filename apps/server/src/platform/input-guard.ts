import { hasForbiddenCharacters } from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';

/**
 * Refuses, before any route's own validation, a request whose query, path parameters or JSON body holds a string
 * (or a key) with a C0 control character other than tab, line feed and carriage return, or a lone UTF-16
 * surrogate. PostgreSQL refuses U+0000 in text and jsonb, so such a value used to reach the database and come
 * back as a 500 (issue 6); one hook covers every route, present and future. The shared `plainText` /
 * `multilineText` schemas state the same rule (stricter on one-line fields) so that forms and OpenAPI show it.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const path = firstForbiddenPath(request);
    if (path !== null) {
      throw badRequest('text.forbiddenCharacters', undefined, [path]);
    }
  });
});

const forbidden = (value: string) => hasForbiddenCharacters(value, { multiline: true });

/** The dotted path of the first offending value (`non_field_errors` for a whole body), or null when all is clean. */
function firstForbiddenPath(request: FastifyRequest): string | null {
  // The Host header is the one header a route may look a company up by; Node's parser lets a NUL through inject.
  if (typeof request.headers.host === 'string' && forbidden(request.headers.host)) return 'host';
  for (const source of [request.params, request.query, request.body]) {
    const path = walk(source);
    if (path !== null) return path;
  }
  return null;
}

/**
 * Depth-first over objects and arrays with an explicit stack: a 1 MB body nested a hundred thousand levels deep
 * must not overflow the call stack.
 */
function walk(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (forbidden(value)) return path || 'non_field_errors';
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], join(path, String(i))]);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        // A bad key is reported with the bad characters replaced, so the answer itself stays clean.
        if (forbidden(key)) return join(path, key.replace(/[^\x20-\x7E\u00A0-\uD7FF\uE000-\uFFFF]/g, '\uFFFD'));
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], join(path, entries[i]![0])]);
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
