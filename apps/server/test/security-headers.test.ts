import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';

/**
 * Security headers on every kind of answer, and the web app's files served without escaping their folder. Each app
 * serves a small web build of its own: the real one may not be built when the HTTP tests run.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-web-'));
const dist = path.join(root, 'dist');
const FILES: Record<string, string> = {
  'dist/index.html': '<!doctype html><title>Staff</title><div id="root"></div>',
  'dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'dist/assets/index-abc123.js': 'console.log(1);',
  'dist/assets/index-abc123.js.map': '{"version":3}',
  // Outside the build, next to it: a name sharing its prefix is the classic startsWith() mistake.
  'secret.txt': 'SECRET outside dist',
  'dist-evil/secret.txt': 'SECRET in a sibling folder',
};
for (const [name, content] of Object.entries(FILES)) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), content);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** One request of each kind the server answers: API data, API errors, the CSRF refusal, the page, an asset. */
const ANSWERS: { name: string; method: 'GET' | 'POST'; url: string; status: number }[] = [
  { name: 'an API answer', method: 'GET', url: '/api/info/', status: 200 },
  { name: 'an API 401', method: 'GET', url: '/api/leave/', status: 401 },
  { name: 'an API 404', method: 'GET', url: '/api/nothing-here/', status: 404 },
  { name: 'a CSRF refusal', method: 'POST', url: '/api/auth/', status: 403 },
  { name: 'index.html', method: 'GET', url: '/leaves', status: 200 },
  { name: 'an asset', method: 'GET', url: '/assets/index-abc123.js', status: 200 },
];

/**
 * The other headers helmet sets with these options, exactly as @fastify/helmet sent them before the headers were
 * computed once at start (platform/security-headers.ts): that change must not change an answer.
 */
const HELMET_DEFAULTS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function expectCommonHeaders(headers: Record<string, unknown>): void {
  expect(headers).toMatchObject(HELMET_DEFAULTS);
  const csp = String(headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim());
  expect(csp).toEqual(expect.arrayContaining(CSP));
  expect(csp.some((d) => d.includes('unsafe-eval') || /^script-src .*unsafe-inline/.test(d))).toBe(false);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('over plain http, outside production', () => {
  const ctx = useTestApp({}, { webDistDir: dist });

  it.each(ANSWERS)('puts the security headers on $name', async ({ method, url, status }) => {
    const res = await ctx.client().request(method, url, { body: {}, csrf: false });
    expect(res.status).toBe(status);
    expectCommonHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('serves the source maps (development and tests)', async () => {
    const res = await ctx.client().get('/assets/index-abc123.js.map');
    expect(res.status).toBe(200);
    expect(res.raw.toString()).toBe('{"version":3}');
  });

  it.each(['/%61pi/nothing-here/', '/%61%70%69/nothing-here', '/API/nothing-here/', '/Api'])(
    'answers an API 404, not the web app, to GET %s',
    async (url) => {
      const res = await ctx.client().get(url);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found' });
    },
  );

  it('answers the API route itself under an encoded path', async () => {
    const res = await ctx.client().get('/%61pi/info/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('json');
  });

  it('keeps the file cache rules: hashed assets immutable, the rest revalidated', async () => {
    const asset = await ctx.client().get('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await ctx.client().get('/leaves/12');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.raw.toString()).toContain('<div id="root">');
  });

  describe('over a real socket, where the path reaches the server exactly as sent', () => {
    let base = '';
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    });

    it.each([
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/..%2Fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/..\\secret.txt',
      '/%2e%2e%5c%2e%2e%5csecret.txt',
      '/..%2fdist-evil%2fsecret.txt',
      '/../dist-evil/secret.txt',
      '/%2fetc%2fpasswd',
      '//etc/passwd',
      '/assets/index-abc123.js%00.html',
    ])('never serves a file outside the build for GET %s', async (url) => {
      const { status, body } = await rawGet(base, url);
      expect(body).not.toContain('SECRET');
      expect(body).not.toContain('root:');
      // 400 for a NUL (refused as a control character), 404 for the rest: never the file, never the web app.
      expect([400, 404]).toContain(status);
    });
  });
});

describe('in production, over https', () => {
  const ctx = useTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://staff.example.com' }, { webDistDir: dist });

  it.each(ANSWERS)('puts the security headers and HSTS on $name', async ({ method, url, status }) => {
    const res = await ctx.client().request(method, url, { body: {}, csrf: false });
    expect(res.status).toBe(status);
    expectCommonHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it.each(['/assets/index-abc123.js.map', '/assets/index-abc123.js.MAP', '/assets/index-abc123.js%2emap'])(
    'does not serve the source map %s',
    async (url) => {
      const res = await ctx.client().get(url);
      expect(res.status).toBe(404);
      expect(res.raw.toString()).not.toContain('"version":3');
    },
  );

  it('still serves the bundle itself', async () => {
    const res = await ctx.client().get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.raw.toString()).toBe('console.log(1);');
  });
});

/** A GET whose path is written on the wire as given (no URL normalisation of dots or backslashes). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/`, { path: rawPath, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end();
  });
}
