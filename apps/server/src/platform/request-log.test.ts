import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from '../../test/client';
import { openTestDatabase } from '../../test/template';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { SLOW_REQUEST_MS } from './request-log';

/**
 * The server's log stays readable: at the default level (info) a page of ordinary requests (the web app's files, a
 * sign-in, API calls, a few 4xx) writes no line at all; a 500 and a slow request write one line each; at debug
 * every request is still there. The log is read from a stream given to buildApp, as JSON lines.
 */
type Line = { level: number; msg: string; req?: { method: string; url: string }; res?: { statusCode: number } };
const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 };

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-log-web-'));
for (const [name, content] of Object.entries({
  'index.html': '<!doctype html><title>Staff</title><div id="root"></div>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'assets/index-abc123.js': 'console.log(1);',
  'assets/index-abc123.css': 'body{}',
  'locales/fr.json': '{}',
})) {
  fs.mkdirSync(path.dirname(path.join(webRoot, name)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, name), content);
}

let handle: DatabaseHandle;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  handle = await openTestDatabase(inject('template'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await handle?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/**
 * An app logging at `level` into an array, with two routes of its own (one that fails, one that is slow) and a count
 * of the requests it answered.
 */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) if (text.trim()) lines.push(JSON.parse(text));
      done();
    },
  });
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: webRoot, LOG_LEVEL: level } as NodeJS.ProcessEnv),
    webDistDir: webRoot,
  };
  const app = await buildApp({ config, db: handle.db, logger: { stream } });
  apps.push(app);
  app.get('/api/test-log/fail/', { config: { public: true } }, async () => {
    throw new Error('a bug');
  });
  app.get<{ Params: { code: string } }>('/api/test-log/status/:code/', { config: { public: true } }, (request, reply) =>
    reply.code(Number(request.params.code)).send({ detail: 'test', code: 'test' }),
  );
  app.get('/api/test-log/slow/', { config: { public: true } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 100));
    return { ok: true };
  });
  let answers = 0;
  app.addHook('onResponse', async () => {
    answers++;
  });
  await app.ready();
  lines.length = 0; // start-up lines (none expected, but not the point here)
  return { app, lines, answered: () => answers };
}

/** What a browser asks for when someone opens the app, signs in and looks at their leaves. */
async function browseAPage(app: FastifyInstance): Promise<void> {
  const browser = new TestClient(app);
  const urls = ['/', '/assets/index-abc123.js', '/assets/index-abc123.css', '/favicon.svg', '/locales/fr.json'];
  for (const url of urls) expect((await browser.get(url)).status).toBe(200);
  expect((await browser.get('/api/my_account/')).status).toBe(401);
  await browser.login('alice'); // GET /api/info/ for the CSRF cookie, then POST /api/auth/
  for (const url of ['/api/my_account/', '/api/leave/', '/api/typeOfLeave/', '/api/news/']) await browser.get(url);
  expect((await browser.get('/api/leave/00000000-0000-0000-0000-000000000000/')).status).toBeGreaterThanOrEqual(400);
  expect((await browser.get('/api/no-such-route/')).status).toBe(404);
}

describe('request logging', () => {
  it('writes nothing for a page of ordinary requests at info', async () => {
    const { app, lines } = await appLoggingAt('info');
    await browseAPage(app);
    // A request that happened to take over a second on a busy machine (a password hash) is rightly logged as slow.
    expect(lines.filter((line) => line.msg !== 'slow request')).toEqual([]);
  });

  it('writes one line for a failed request and one for a slow one', { timeout: 10_000 }, async () => {
    const { app, lines } = await appLoggingAt('info');
    expect((await app.inject({ method: 'GET', url: '/api/test-log/fail/' })).statusCode).toBe(500);
    // The error handler's line (with the stack) and the request's own line (method, URL, status, time).
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [LEVELS.error, 'unhandled error'],
      [LEVELS.error, 'request failed'],
    ]);
    expect(lines[1]?.req?.url).toBe('/api/test-log/fail/');
    expect(lines[1]?.res?.statusCode).toBe(500);

    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/test-log/slow/' })).statusCode).toBe(200);
    expect(lines.map((line) => [line.level, line.msg, line.req?.url])).toEqual([
      [LEVELS.warn, 'slow request', '/api/test-log/slow/'],
    ]);
  });

  it.each([
    [503, LEVELS.warn, 'request failed'], // the database outage answer: expected, not a bug
    [429, LEVELS.info, 'request throttled'],
    [403, undefined, undefined],
  ])('logs a %i answer at level %s', async (status, level, msg) => {
    const { app, lines } = await appLoggingAt('info');
    expect((await app.inject({ method: 'GET', url: `/api/test-log/status/${status}/` })).statusCode).toBe(status);
    const logged = lines.filter((line) => line.msg !== 'slow request');
    expect(logged.map((line) => [line.level, line.msg])).toEqual(level ? [[level, msg]] : []);
  });

  it('keeps every request at debug', async () => {
    const { app, lines, answered } = await appLoggingAt('debug');
    await browseAPage(app);
    const requests = answered();
    expect(requests).toBeGreaterThan(10);
    const incoming = lines.filter((line) => line.msg === 'incoming request');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(incoming).toHaveLength(requests);
    expect(completed).toHaveLength(requests);
    expect(completed.every((line) => line.level === LEVELS.debug && line.res?.statusCode)).toBe(true);
  });
});
