import type { WellnessAverageOut } from '@staff/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { lastMonths, SURVEY, userId, withWellnessOff } from './wellness.test-helpers';

/**
 * Who reaches what of wellness (docs/decisions/wellness.md "Privacy"): everyone their own marks; someone else's marks
 * one by one HR only (`user.create`: hr, administrator); a manager his team's monthly averages over at least 5 people,
 * never an individual mark by any filter, sort or count; a company without `use_wellness`: 404 on every route.
 */
const ctx = useTestApp();
let alice: number;
let surveyId: number;

beforeAll(async () => {
  alice = await userId(ctx, 'alice');
  const rh = await ctx.as('rh');
  surveyId = (await rh.post('/api/wellness/survey/', SURVEY)).body.id;
});

/** Every route, one call each (the survey ones on a draft of Acme's). */
const routes = () =>
  [
    ['GET', '/api/wellness/'],
    ['POST', '/api/wellness/'],
    ['GET', '/api/wellness/today/'],
    ['GET', lastMonths(12)],
    ['GET', '/api/wellness/trends/'],
    ['GET', '/api/wellness/read_log/'],
    ['GET', '/api/wellness/settings/'],
    ['PUT', '/api/wellness/settings/'],
    ['GET', '/api/wellness/question_wellness/'],
    ['GET', '/api/wellness/survey/'],
    ['POST', '/api/wellness/survey/'],
    ['PUT', `/api/wellness/survey/${surveyId}/`],
    ['DELETE', `/api/wellness/survey/${surveyId}/`],
    ['POST', `/api/wellness/survey/${surveyId}/wellness_mail/`],
    ['POST', `/api/wellness/survey/${surveyId}/answer/`],
    ['GET', `/api/wellness/survey/${surveyId}/results/`],
  ] as const;

const call = (client: TestClient, method: string, url: string) =>
  method === 'GET' ? client.get(url) : client.request(method as 'POST', url, { body: {} });

describe('the company flag', () => {
  it('off: 404 on every wellness route, to every role', async () => {
    await withWellnessOff(ctx, async () => {
      for (const username of ['alice', 'manager', 'rh', 'admin']) {
        const client = await ctx.as(username);
        for (const [method, url] of routes()) {
          const res = await call(client, method, url);
          expect([username, method, url, res.status, res.body.code]).toEqual([username, method, url, 404, 'not_found']);
        }
      }
    });
  });
});

describe('by role', () => {
  const HR_ONLY = ['/api/wellness/trends/', '/api/wellness/settings/', '/api/wellness/survey/'];

  it.each([
    ['alice', false],
    ['manager', false],
    ['compta', false],
    ['assistant', false],
    ['rh', true],
    ['admin', true],
  ] as const)('%s: own marks, read log and surveys; HR screens: %s', async (username, hr) => {
    const client = await ctx.as(username);
    for (const url of ['/api/wellness/', '/api/wellness/today/', '/api/wellness/read_log/', lastMonths(3)]) {
      expect([url, (await client.get(url)).status]).toEqual([url, 200]);
    }
    expect((await client.get('/api/wellness/question_wellness/')).status).toBe(200);
    for (const url of HR_ONLY) {
      const res = await client.get(url);
      expect([url, res.status]).toEqual([url, hr ? 200 : 403]);
    }
    const company = await client.get('/api/wellness/?by_company=true');
    expect(company.status).toBe(hr ? 200 : 403);
    if (!hr) expect(company.body.message_code).toBe('wellness.individual_marks_hr_only');
  });

  it('anonymous: 401', async () => {
    for (const [method, url] of routes()) expect((await call(ctx.client(), method, url)).status).toBe(401);
  });

  it("answers 404 for a survey not sent to the caller, or another company's", async () => {
    const client = await ctx.as('alice');
    const res = await client.post(`/api/wellness/survey/${surveyId}/answer/`, { answers: [] });
    expect(res.status).toBe(404);
  });
});

describe('a manager never gets an individual mark, by any filter, sort or count', () => {
  const ASKS = [
    '/api/wellness/?by_company=true',
    '/api/wellness/?by_company=True&ordering=-mark',
    '/api/wellness/?owner=ALICE',
    '/api/wellness/?owner_id=ALICE',
    '/api/wellness/?owner=ALICE&limit=1',
    '/api/wellness/?service=1',
    '/api/wellness/?names=Martin',
    '/api/wellness/?by_company=true&mark=5',
    '/api/wellness/?names=Martin&ordering=mark&limit=1',
    lastMonths(6, '&owner=ALICE'),
    lastMonths(6, '&service=1'),
  ];

  it.each(['manager', 'jmoreau', 'compta', 'alice'])('%s: 403 on every ask naming others', async (username) => {
    const client = await ctx.as(username);
    for (const ask of ASKS) {
      const res = await client.get(
        ask.replace('ALICE', String(alice === (await userId(ctx, username)) ? alice + 1 : alice)),
      );
      expect([ask, res.status, res.body.message_code]).toEqual([ask, 403, 'wellness.individual_marks_hr_only']);
    }
  });

  it('his own list holds his own marks only, whatever the sort', async () => {
    const client = await ctx.as('manager');
    const me = await userId(ctx, 'manager');
    await client.post('/api/wellness/', { owner: me, mark: 4, wellness_period: 'wellness_d_day' });
    for (const ordering of ['mark', '-mark', 'owner', 'last_name']) {
      const res = await client.get(`/api/wellness/?ordering=${ordering}&limit=1000`);
      expect(res.status).toBe(200);
      expect(res.body.results.every((r: { owner: { id: number } }) => r.owner.id === me)).toBe(true);
      expect(res.body.count).toBe(res.body.results.length);
    }
  });

  it('Développement (3 people): every month hidden, with the reason, no count', async () => {
    const res = await (await ctx.as('manager')).get(lastMonths(6, '&is_for_team=true&average_period=wellness_d_day'));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    for (const bucket of res.body as WellnessAverageOut[]) {
      expect(bucket.average_mark).toBeNull();
      expect(bucket.count_mark).toBe(0);
    }
    expect(res.body.filter((b: { hidden: string | null }) => b.hidden === 'group_too_small').length).toBeGreaterThan(3);
  });

  it('Conseil (11 people): the team average and its count, over 5 people at least', async () => {
    const res = await (await ctx.as('jmoreau')).get(lastMonths(4, '&is_for_team=true'));
    expect(res.status).toBe(200);
    const shown = res.body.filter((b: { average_mark: number | null }) => b.average_mark !== null);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const bucket of shown) {
      expect(bucket.count_mark).toBeGreaterThanOrEqual(5);
      expect(bucket.hidden).toBeNull();
    }
  });
});
