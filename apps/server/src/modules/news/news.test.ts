import { addDays } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { todayInParis } from '../../platform/clock';
import { companies } from '../companies/companies.tables';
import { news } from './news.tables';

const ctx = useTestApp();
const today = todayInParis();
const day = (offset: number) => addDays(today, offset);

type NewsList = { count: number; results: { title: string; publication_date: string; enable: boolean }[] };

// The demo gives Acme "Bienvenue…" (published 10 days ago) and "Vos congés…" (2 days ago, expires in 60 days).
const WELCOME = 'Bienvenue sur votre espace collaborateur';
const LEAVES_NEWS = 'Vos congés, de la demande à la validation';

let alice: TestClient;
let rh: TestClient;
const titles = async (query: string) => {
  const res = await rh.get<NewsList>(`/api/news/${query}`);
  expect(res.status).toBe(200);
  return res.body.results.map((n) => n.title);
};

beforeAll(async () => {
  const [acme] = await ctx.db.select().from(companies).where(eq(companies.name, 'Acme Conseil'));
  const row = (title: string, publication: number, expiration?: number, enable = true) => ({
    company_id: acme!.id,
    title,
    content: `<p>${title}</p>`,
    publication_date: day(publication),
    // Expires at noon UTC that day: still shown that day, gone the next.
    expiration_date: expiration === undefined ? null : new Date(`${day(expiration)}T12:00:00Z`),
    enable,
  });
  await ctx.db
    .insert(news)
    .values([
      row('Expired', -30, -5),
      row('Upcoming', 5),
      row('Disabled', -1, undefined, false),
      row('Current', -1, 10),
    ]);
  alice = await ctx.as('alice');
  rh = await ctx.as('rh');
});

describe('GET /api/news/', () => {
  it("lists only the company's news, newest first", async () => {
    const res = await rh.get<NewsList>('/api/news/');
    expect(res.body.count).toBe(6);
    expect(res.body.results.map((n) => n.title)).toEqual([
      'Upcoming',
      'Current',
      'Disabled',
      LEAVES_NEWS,
      WELCOME,
      'Expired',
    ]);
    const globex = await (await ctx.as('globex-admin')).get<NewsList>('/api/news/');
    expect(globex.body.results.map((n) => n.title).sort()).toEqual(['Bienvenue chez Globex', 'Guide de démarrage']);
  });

  it('answers the dashboard query: enabled news valid today', async () => {
    expect(await titles(`?enable=true&valid_for_date=${today}`)).toEqual(['Current', LEAVES_NEWS, WELCOME]);
  });

  it('filters on enable', async () => {
    expect(await titles('?enable=false')).toEqual(['Disabled']);
    expect(await titles('?enable=True')).not.toContain('Disabled');
  });

  it.each([
    [-20, ['Expired']],
    [-5, [WELCOME, 'Expired']],
    [-4, [WELCOME]],
    [5, ['Upcoming', 'Current', LEAVES_NEWS, WELCOME]],
    [11, ['Upcoming', LEAVES_NEWS, WELCOME]],
    [61, ['Upcoming', WELCOME]],
  ])('shows on day %i only the news published and not yet expired', async (offset, expected) => {
    expect(await titles(`?enable=true&valid_for_date=${day(offset)}`)).toEqual(expected);
  });

  it('pages with limit and offset and counts every match', async () => {
    const res = await rh.get<NewsList>('/api/news/?limit=2&offset=1');
    expect(res.body.count).toBe(6);
    expect(res.body.results.map((n) => n.title)).toEqual(['Current', 'Disabled']);
    expect((await rh.get<NewsList>('/api/news/?limit=2&offset=6')).body).toEqual({ count: 6, results: [] });
  });

  it('answers each news with its dates and sanitized content', async () => {
    const res = await rh.get('/api/news/?limit=100');
    const leavesNews = res.body.results.find((n: { title: string }) => n.title === LEAVES_NEWS);
    expect(leavesNews).toMatchObject({ id: expect.any(Number), publication_date: day(-2), enable: true });
    expect(Date.parse(leavesNews.expiration_date)).toBe(Date.parse(`${day(60)}T22:00:00Z`));
    expect(leavesNews.content).toContain('<em>Mes congés</em>');
  });

  it('shows a reader without lastnews.create only the news valid today, whatever the filters', async () => {
    const read = async (query: string) => (await alice.get<NewsList>(`/api/news/${query}`)).body;
    const today = await read('');
    expect(today.results.map((n) => n.title)).toEqual(['Current', LEAVES_NEWS, WELCOME]);
    expect(today.count).toBe(3);
    expect((await read('?enable=false')).results.map((n) => n.title)).not.toContain('Disabled');
    expect((await read(`?valid_for_date=${day(5)}`)).results.map((n) => n.title)).not.toContain('Upcoming');
  });

  it('filters on the title without minding case or accents, and sorts on the list columns', async () => {
    expect(await titles('?title=CONGES')).toEqual([LEAVES_NEWS]);
    expect(await titles('?search=expir')).toEqual(['Expired']);
    // Expiration first (spec/3 §2 default order), news that never expire last.
    expect((await titles('?ordering=expiration_date')).slice(0, 3)).toEqual(['Expired', 'Current', LEAVES_NEWS]);
    expect((await titles('?ordering=-title')).at(-1)).toBe(WELCOME);
    expect((await rh.get('/api/news/?ordering=content')).status).toBe(400);
  });

  it.each(['?valid_for_date=31-12-2024', '?enable=maybe', '?limit=0'])('refuses %s', async (query) => {
    expect((await alice.get(`/api/news/${query}`)).status).toBe(400);
  });

  it('refuses anonymous callers', async () => {
    expect((await ctx.client().get('/api/news/')).status).toBe(401);
  });
});

describe('POST, PUT, DELETE /api/news/', () => {
  const body = (change: Record<string, unknown> = {}) => ({
    title: 'Séminaire annuel',
    content: '<p><strong>Rendez-vous</strong> à Lyon</p><script>alert(1)</script>',
    publication_date: day(0),
    expiration_date: `${day(30)}T16:30:00.000Z`,
    enable: true,
    ...change,
  });

  it('publishes a news item, stores its HTML sanitized, and employees read it on the dashboard query', async () => {
    const res = await rh.post('/api/news/', body());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Séminaire annuel',
      content: '<p><strong>Rendez-vous</strong> à Lyon</p>',
      publication_date: day(0),
      expiration_date: `${day(30)}T16:30:00.000Z`,
      enable: true,
    });
    expect(Date.parse(res.body.created)).not.toBeNaN();
    const [stored] = await ctx.db.select().from(news).where(eq(news.id, res.body.id));
    expect(stored!.content).not.toContain('script');
    expect(await (async () => (await alice.get<NewsList>('/api/news/')).body.results.map((n) => n.title))()).toContain(
      'Séminaire annuel',
    );
  });

  it('edits a news item: sanitizes again and moves the last edit', async () => {
    const created = (await rh.post('/api/news/', body({ title: 'À modifier' }))).body;
    const res = await rh.put(`/api/news/${created.id}/`, {
      ...body({ title: 'Modifiée', enable: false, expiration_date: null }),
      content: '<a href="javascript:alert(1)" onclick="x()">lien</a><img src=x onerror=alert(1)>',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Modifiée',
      enable: false,
      expiration_date: null,
      content: '<a rel="noopener noreferrer" target="_blank">lien</a>',
    });
    expect(Date.parse(res.body.modified)).toBeGreaterThanOrEqual(Date.parse(created.modified));
  });

  it('deletes a news item', async () => {
    const created = (await rh.post('/api/news/', body({ title: 'À supprimer' }))).body;
    expect((await rh.delete(`/api/news/${created.id}/`)).status).toBe(204);
    expect(await ctx.db.select().from(news).where(eq(news.id, created.id))).toEqual([]);
    expect((await rh.delete(`/api/news/${created.id}/`)).status).toBe(404);
  });

  it('refuses a news item without publication date, with the spec message', async () => {
    const res = await rh.post('/api/news/', body({ publication_date: null }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ publication_date: ['Publication date is required.'] });
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title'],
    ['a title over 255 characters', { title: 'x'.repeat(256) }, 'title'],
    ['an expiration without time zone', { expiration_date: '2030-01-01T10:00' }, 'expiration_date'],
    ['an expiration in year 0', { expiration_date: '0000-01-01T10:00:00Z' }, 'expiration_date'],
    ['an expiration past year 9999 in UTC', { expiration_date: '9999-12-31T23:00:00-05:00' }, 'expiration_date'],
    ['an expiration before 1900', { expiration_date: '1899-12-31T10:00:00Z' }, 'expiration_date'],
    ['a content over 100,000 characters', { content: 'x'.repeat(100_001) }, 'content'],
  ])('refuses %s', async (_name, change, field) => {
    const res = await rh.post('/api/news/', body(change));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty([field]);
  });

  it('is for lastnews.create: an employee, a manager or accounting get 403', async () => {
    const created = (await rh.post('/api/news/', body({ title: 'Réservée' }))).body;
    for (const username of ['alice', 'manager', 'compta']) {
      const client = await ctx.as(username);
      expect((await client.post('/api/news/', body())).status).toBe(403);
      expect((await client.put(`/api/news/${created.id}/`, body())).status).toBe(403);
      expect((await client.delete(`/api/news/${created.id}/`)).status).toBe(403);
    }
    expect((await (await ctx.as('admin')).put(`/api/news/${created.id}/`, body())).status).toBe(200);
  });

  it("answers 404 for another company's news", async () => {
    const created = (await rh.post('/api/news/', body({ title: 'Acme seulement' }))).body;
    const globex = await ctx.as('globex-admin');
    expect((await globex.put(`/api/news/${created.id}/`, body())).status).toBe(404);
    expect((await globex.delete(`/api/news/${created.id}/`)).status).toBe(404);
    const [kept] = await ctx.db.select().from(news).where(eq(news.id, created.id));
    expect(kept!.title).toBe('Acme seulement');
  });
});
