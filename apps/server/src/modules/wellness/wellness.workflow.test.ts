import { shiftMonth, WELLNESS_MESSAGES } from '@staff/shared';
import { eq, gt, lt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { countStatements } from '../../../test/statements';
import { todayInParis } from '../../platform/clock';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { foldExpiredMarks } from './wellness.retention';
import { wellnessMarks, wellnessMonthlyFigures } from './wellness.tables';
import { SURVEY, userId } from './wellness.test-helpers';

/**
 * Wellness end to end on the server (issue 26): the daily mark and the banner's question, HR's reads and their log,
 * the averages, the trends, surveys sent by mail and answered once, the retention pass, the lists' statement counts.
 */
const ctx = useTestApp();
const today = todayInParis();
let alice: TestClient;
let rh: TestClient;
let aliceId: number;

beforeAll(async () => {
  alice = await ctx.as('alice');
  rh = await ctx.as('rh');
  aliceId = await userId(ctx, 'alice');
});

describe('the daily mark', () => {
  it('is asked until given; a second one replaces the first', async () => {
    expect((await alice.get('/api/wellness/today/')).body).toEqual({ date: today, mark: null });
    const first = await alice.post('/api/wellness/', { owner: aliceId, mark: 2, wellness_period: 'wellness_d_day' });
    expect(first.status).toBe(201);
    const second = await alice.post('/api/wellness/', { owner: aliceId, mark: 5, wellness_period: 'wellness_d_day' });
    expect(second.body.id).toBe(first.body.id);
    expect((await alice.get('/api/wellness/today/')).body).toEqual({ date: today, mark: 5 });
    const mine = await alice.get(`/api/wellness/?activity_date=${today}&wellness_period_choose=wellness_d_day`);
    expect(mine.body).toMatchObject({ count: 1, results: [{ mark: 5, owner: { id: aliceId, last_name: 'Martin' } }] });
  });

  it("refuses someone else's name (403) and a mark off the scale (400, the spec's words)", async () => {
    const bob = await userId(ctx, 'bob');
    const other = await alice.post('/api/wellness/', { owner: bob, mark: 3, wellness_period: 'wellness_d_day' });
    expect([other.status, other.body.message_code]).toEqual([403, 'wellness.own_mark_only']);
    const high = await alice.post('/api/wellness/', { owner: aliceId, mark: 6, wellness_period: 'wellness_d_day' });
    expect(high.status).toBe(400);
    expect(high.body.fields.mark[0]).toBe(WELLNESS_MESSAGES.mark_invalid);
  });
});

describe("HR's reads of individual marks", () => {
  it('are filtered in SQL, sorted, paged, and logged for each person read, who sees the log', async () => {
    const before = (await alice.get('/api/wellness/read_log/')).body.count;
    const page = await rh.get(`/api/wellness/?owner=${aliceId}&inverse_order=true&limit=5`);
    expect(page.status).toBe(200);
    expect(page.body.results).toHaveLength(5);
    const dates = page.body.results.map((r: { activity_date: string }) => r.activity_date);
    expect(dates).toEqual([...dates].sort());
    expect(page.body.results.every((r: { owner: { id: number } }) => r.owner.id === aliceId)).toBe(true);
    const log = (await alice.get('/api/wellness/read_log/')).body;
    expect(log.count).toBe(before + 1);
    expect(log.results[0].reader).toMatchObject({ first_name: 'Régine', last_name: 'Henry' });

    const byName = await rh.get('/api/wellness/?by_company=true&names=martin&mark=5&ordering=-activity_date');
    expect(
      byName.body.results.every((r: { mark: number; owner: { id: number } }) => r.mark === 5 && r.owner.id === aliceId),
    ).toBe(true);
  });

  it("a person's averages are a logged read; an id naming nobody of the company is not found (the fuzzer's 500)", async () => {
    const months = `date_month_begin=${shiftMonth(today.slice(0, 7), -2)}&date_month_end=${today.slice(0, 7)}`;
    const before = (await alice.get('/api/wellness/read_log/')).body.count;
    expect((await rh.get(`/api/wellness/average_by_period/?${months}&owner=${aliceId}`)).status).toBe(200);
    expect((await alice.get('/api/wellness/read_log/')).body.count).toBe(before + 1);
    const globexUser = await userId(ctx, 'globex-user');
    for (const owner of [999_999, globexUser]) {
      const res = await rh.get(`/api/wellness/average_by_period/?${months}&owner=${owner}`);
      expect([owner, res.status, res.body.code]).toEqual([owner, 404, 'not_found']);
    }
  });

  it('a list runs the same number of statements for 3 rows and for 60', async () => {
    const counter = countStatements(ctx.db);
    const measure = async (limit: number) =>
      counter.count(async () => {
        const res = await rh.get(`/api/wellness/?by_company=true&limit=${limit}`);
        expect(res.body.results).toHaveLength(limit);
      });
    expect(await measure(60)).toBe(await measure(3));
    const surveys = async () => counter.count(async () => void (await rh.get('/api/wellness/survey/')));
    const once = await surveys();
    for (let i = 0; i < 3; i++) await rh.post('/api/wellness/survey/', SURVEY);
    expect(await surveys()).toBe(once);
  });
});

describe('averages and trends', () => {
  it("answers the caller's own months, 12 buckets a year", async () => {
    const year = today.slice(0, 4);
    const res = await alice.get(
      `/api/wellness/average_by_period/?date_month_begin=${year}-01&date_month_end=${year}-12`,
    );
    expect(res.body.map((b: { month: string }) => b.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`),
    );
    const bad = await alice.get('/api/wellness/average_by_period/?date_month_begin=2026-05&date_month_end=2026-04');
    expect([bad.status, bad.body.fields.date_month_end[0]]).toEqual([400, WELLNESS_MESSAGES.month_range_invalid]);
  });

  it('shows HR the team whose average fell by a point or more over two months, with the counts', async () => {
    const res = await rh.get('/api/wellness/trends/');
    expect(res.status).toBe(200);
    const conseil = res.body.find((t: { service: { name: string } }) => t.service.name === 'Conseil');
    expect(conseil).toBeDefined();
    expect(conseil.fall).toBeGreaterThanOrEqual(1);
    expect(conseil.from_count).toBeGreaterThanOrEqual(5);
    expect(res.body.some((t: { service: { name: string } }) => t.service.name === 'Développement')).toBe(false);
  });
});

describe('surveys', () => {
  it('HR writes one, sends it to Développement by mail; each member answers once', async () => {
    const created = await rh.post('/api/wellness/survey/', SURVEY);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: SURVEY.title, sent_at: null, recipients_count: 0 });
    const id = created.body.id;
    const [{ last } = { last: 0 }] = await ctx.db
      .select({ last: sql<number>`coalesce(max(${mailOutbox.id}), 0)` })
      .from(mailOutbox);
    const services = (await rh.get('/api/service/?limit=100')).body.results as { id: number; name: string }[];
    const development = services.find((s) => s.name === 'Développement')!.id;
    const sent = await rh.post(`/api/wellness/survey/${id}/wellness_mail/`, { service: development });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ recipients_count: 3, answers_count: 0, service: { name: 'Développement' } });
    const mails = await ctx.db.select().from(mailOutbox).where(gt(mailOutbox.id, last));
    expect(mails).toHaveLength(3);
    expect(mails.every((m) => m.to.length === 1 && m.text.includes(`/wellness?survey=${id}`))).toBe(true);
    // Each member in their language (issue 28): all French here.
    expect(mails.every((m) => m.text.startsWith('Bonjour') && !m.text.includes('Hello'))).toBe(true);
    const again = await rh.post(`/api/wellness/survey/${id}/wellness_mail/`, {});
    expect([again.status, again.body.message_code ?? again.body.code]).toEqual([409, 'wellness.survey_already_sent']);

    const received = (await alice.get('/api/wellness/question_wellness/')).body.data;
    const survey = received.find((s: { id: number }) => s.id === id);
    expect(survey).toMatchObject({ answered_at: null, title: SURVEY.title });
    const [, bool, num, text] = survey.questions as { id: number }[];
    const wrong = await alice.post(`/api/wellness/survey/${id}/answer/`, {
      answers: [
        { question: bool!.id, answer: 'yes' },
        { question: num!.id, answer: '1.5' },
        { question: text!.id, answer: 'Bien' },
      ],
    });
    expect([wrong.status, wrong.body.fields['answers.0.answer'][0]]).toEqual([400, WELLNESS_MESSAGES.answer_bool]);
    const answers = [
      { question: bool!.id, answer: 'True' },
      { question: num!.id, answer: '1.5' },
      { question: text!.id, answer: 'Bien' },
    ];
    expect((await alice.post(`/api/wellness/survey/${id}/answer/`, { answers, mark: 4 })).status).toBe(204);
    const twice = await alice.post(`/api/wellness/survey/${id}/answer/`, { answers });
    expect([twice.status, twice.body.message_code ?? twice.body.code]).toEqual([
      409,
      'wellness.survey_already_answered',
    ]);
    expect(
      (await rh.get('/api/wellness/survey/')).body.results.find((s: { id: number }) => s.id === id).answers_count,
    ).toBe(1);
    const mark = await alice.get(`/api/wellness/?wellness_period=wellness_mail&activity_date=${today}`);
    expect(mark.body.results).toMatchObject([{ mark: 4, survey_wellness: id }]);
    const outsider = await ctx.as('ebernard');
    expect((await outsider.post(`/api/wellness/survey/${id}/answer/`, { answers })).status).toBe(404);
  });

  it('a draft without a question to answer is refused; a sent one cannot change', async () => {
    const titleOnly = await rh.post('/api/wellness/survey/', {
      title: 'X',
      questions: [{ question: 'T', type_answer: 'title' }],
    });
    expect([titleOnly.status, titleOnly.body.fields.questions[0]]).toEqual([400, WELLNESS_MESSAGES.survey_no_question]);
  });
});

describe('retention', () => {
  it('folds marks older than the period into monthly figures, keeps the company average, deletes them', async () => {
    const month = shiftMonth(today.slice(0, 7), -4);
    const query = `/api/wellness/average_by_period/?date_month_begin=${month}&date_month_end=${month}&is_for_team=true`;
    const before = (await rh.get(query)).body[0];
    expect(before.count_mark).toBeGreaterThan(0);
    expect((await rh.put('/api/wellness/settings/', { retention_months: 3 })).status).toBe(200);
    let folded = 0;
    for (let pass = 0; pass < 10; pass++) folded += await foldExpiredMarks(ctx.db, today);
    expect(folded).toBeGreaterThan(0);
    const left = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(wellnessMarks)
      .where(lt(wellnessMarks.activity_date, `${shiftMonth(today.slice(0, 7), -3)}-01`));
    expect(left[0]!.n).toBe(0);
    expect(
      await ctx.db.select().from(wellnessMonthlyFigures).where(eq(wellnessMonthlyFigures.month, month)),
    ).not.toEqual([]);
    expect((await rh.get(query)).body[0]).toEqual(before);
    expect((await rh.get('/api/wellness/settings/')).body).toEqual({ retention_months: 3 });
    const bad = await rh.put('/api/wellness/settings/', { retention_months: 1 });
    expect([bad.status, bad.body.fields.retention_months[0]]).toEqual([400, WELLNESS_MESSAGES.retention_invalid]);
  });
});
