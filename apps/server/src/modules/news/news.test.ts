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
const titles = async (query: string) => {
  const res = await alice.get<NewsList>(`/api/news/${query}`);
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
});

describe('GET /api/news/', () => {
  it("lists only the company's news, newest first", async () => {
    const res = await alice.get<NewsList>('/api/news/');
    expect(res.body.count).toBe(6);
    expect(res.body.results.map((n) => n.title)).toEqual([
      'Upcoming',
      'Current',
      'Disabled',
      LEAVES_NEWS,
      WELCOME,
      'Expired',
    ]);
    const globex = await (await ctx.as('globex-user')).get<NewsList>('/api/news/');
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
    const res = await alice.get<NewsList>('/api/news/?limit=2&offset=1');
    expect(res.body.count).toBe(6);
    expect(res.body.results.map((n) => n.title)).toEqual(['Current', 'Disabled']);
    expect((await alice.get<NewsList>('/api/news/?limit=2&offset=6')).body).toEqual({ count: 6, results: [] });
  });

  it('answers each news with its dates and sanitized content', async () => {
    const res = await alice.get('/api/news/?limit=100');
    const leavesNews = res.body.results.find((n: { title: string }) => n.title === LEAVES_NEWS);
    expect(leavesNews).toMatchObject({ id: expect.any(Number), publication_date: day(-2), enable: true });
    expect(Date.parse(leavesNews.expiration_date)).toBe(Date.parse(`${day(60)}T22:00:00Z`));
    expect(leavesNews.content).toContain('<em>Mes congés</em>');
  });

  it.each(['?valid_for_date=31-12-2024', '?enable=maybe', '?limit=0'])('refuses %s', async (query) => {
    expect((await alice.get(`/api/news/${query}`)).status).toBe(400);
  });

  it('refuses anonymous callers', async () => {
    expect((await ctx.client().get('/api/news/')).status).toBe(401);
  });
});
