import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';

const ctx = useTestApp();

const rootPackage = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../package.json'), 'utf8'),
) as { name: string; version: string };

describe('GET /api/info/', () => {
  it("answers the product's version to anyone", async () => {
    expect(rootPackage.name).toBe('staff-management');
    const res = await ctx.client().get('/api/info/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: rootPackage.version });
  });
});

describe('GET /api/cgu/', () => {
  it('answers the terms in French by default, in paragraphs', async () => {
    const res = await ctx.client().get('/api/cgu/');
    expect(res.status).toBe(200);
    expect(res.body.content).toMatch(/^Conditions générales d'utilisation/);
    expect(res.body.content.split('\n\n').length).toBeGreaterThan(3);
  });

  it('answers them in English on request, and refuses other languages', async () => {
    const en = await ctx.client().get('/api/cgu/?lang=en');
    expect(en.status).toBe(200);
    expect(en.body.content).toMatch(/^Terms of use/);
    expect(en.body.content).not.toBe((await ctx.client().get('/api/cgu/?lang=fr')).body.content);
    expect((await ctx.client().get('/api/cgu/?lang=de')).status).toBe(400);
  });
});

describe('GET /api/company-icon/', () => {
  it.each([
    ['localhost', 'Acme Conseil'],
    ['LOCALHOST', 'Acme Conseil'],
    ['globex.localhost', 'Globex'],
  ])('names the company reached at %s', async (hostname, name) => {
    const res = await ctx.client().get(`/api/company-icon/?hostname=${hostname}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name, logo_url: null });
  });

  it('answers 404 for a host no company uses, 400 without a host', async () => {
    const unknown = await ctx.client().get('/api/company-icon/?hostname=nowhere.example');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    expect((await ctx.client().get('/api/company-icon/')).status).toBe(400);
  });
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI document of the API', async () => {
    const res = await ctx.client().get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/', '/api/my_account/', '/api/user/', '/api/document/']),
    );
    expect(res.body.paths['/api/auth/'].post).toBeDefined();
  });
});
