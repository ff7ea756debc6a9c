import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';

/**
 * How the web app's files are cached and compressed (issue 14): hashed assets kept a year, index.html and the
 * locales revalidated, precompressed copies chosen by Accept-Encoding; API answers compressed from 1 KB. A small web
 * build of this file's own, laid out as Vite and apps/web/build/precompress.ts write it.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-web-cache-'));
const SCRIPT = `export const greeting = ${JSON.stringify('bonjour '.repeat(400))};\n`;
const LOCALE = JSON.stringify({ common: { confirm: 'Confirmer', cancel: 'Annuler' }, filler: 'x'.repeat(2000) });
const INDEX = '<!doctype html><title>Staff</title><div id="root"></div>';
const files: Record<string, string | Buffer> = {
  'index.html': INDEX,
  'assets/index-4f9a1c2b.js': SCRIPT,
  'assets/index-4f9a1c2b.js.br': zlib.brotliCompressSync(SCRIPT),
  'assets/index-4f9a1c2b.js.gz': zlib.gzipSync(SCRIPT),
  'locales/fr.json': LOCALE,
  'locales/fr.json.br': zlib.brotliCompressSync(LOCALE),
  'locales/fr.json.gz': zlib.gzipSync(LOCALE),
};
for (const [name, content] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  fs.writeFileSync(path.join(dist, name), content);
}
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the web app in production', () => {
  const ctx = useTestApp({ NODE_ENV: 'production' }, { webDistDir: dist });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('keeps a hashed asset a year without asking again', async () => {
    const res = await get('/assets/index-4f9a1c2b.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/leaves', '/leave/view/12', '/back_office/leave_management'])(
    'has %s revalidated every time, so that a deployment is seen at once',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('revalidates a locale file with its ETag: 304 while it has not changed', async () => {
    const first = await get('/locales/fr.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?".+"$/);

    const again = await get('/locales/fr.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('revalidates the compressed copy a browser gets with its own ETag too', async () => {
    const first = await get('/locales/fr.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get('/locales/fr.json', {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)('sends the precompressed copy to "Accept-Encoding: %s" (%s)', async (accept, encoding, decode) => {
    const res = await get('/assets/index-4f9a1c2b.js', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers['content-type'])).toContain('javascript');
    expect(String(res.headers.vary)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself, still varying on Accept-Encoding, to a client that accepts no compression', async () => {
    const res = await get('/assets/index-4f9a1c2b.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers.vary)).toContain('accept-encoding');
    expect(res.body).toBe(SCRIPT);
  });

  it('sends index.html as it is when it has no compressed copy (too small to be worth one)', async () => {
    const res = await get('/leaves', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(INDEX);
  });
});

describe('API answers', () => {
  const ctx = useTestApp({}, { webDistDir: dist });

  /** A page of 25 leaves as HR (about 14 KB of JSON), read raw: the test client would parse it. */
  async function leaves(acceptEncoding?: string) {
    const rh = await ctx.as('rh');
    const cookie = [...rh.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return ctx.app.inject({
      method: 'GET',
      url: '/api/leave/?limit=25',
      headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });
  }

  it('are compressed from 1 KB for a client that accepts it', async () => {
    const plain = await leaves();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await leaves('gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary)).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('are not compressed below 1 KB, where it would not pay', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/live/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
