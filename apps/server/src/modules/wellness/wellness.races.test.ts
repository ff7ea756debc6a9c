import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { racingBrowsers, tally } from '../../../test/races';
import { todayInParis } from '../../platform/clock';
import { wellnessMarks } from './wellness.tables';
import { SURVEY, userId } from './wellness.test-helpers';

/**
 * One daily mark per person and day, and one answer per person and survey, whatever arrives at once: 20 parallel
 * requests from 20 signed-in browsers. On PGlite transactions already run one at a time; on PostgreSQL the unique key
 * and the conditional update decide.
 */
const ctx = useTestApp();
const browsers = racingBrowsers(ctx, { claire: 20 });

describe('races', () => {
  it('20 daily marks at once: all accepted, one row', async () => {
    const me = await userId(ctx, 'claire');
    const answers = await Promise.all(
      browsers('claire').map((c, i) =>
        c.post('/api/wellness/', { owner: me, mark: 1 + (i % 5), wellness_period: 'wellness_d_day' }),
      ),
    );
    expect(tally(answers)).toEqual({ 201: 20 });
    const rows = await ctx.db
      .select()
      .from(wellnessMarks)
      .where(
        and(
          eq(wellnessMarks.owner_id, me),
          eq(wellnessMarks.wellness_period, 'wellness_d_day'),
          eq(wellnessMarks.activity_date, todayInParis()),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('20 answers to one survey at once: one 204, nineteen 409', async () => {
    const rh = await ctx.as('rh');
    const survey = (await rh.post('/api/wellness/survey/', SURVEY)).body;
    expect((await rh.post(`/api/wellness/survey/${survey.id}/wellness_mail/`, {})).status).toBe(200);
    const [, bool, num, text] = survey.questions as { id: number }[];
    const answers = [
      { question: bool!.id, answer: 'False' },
      { question: num!.id, answer: '2' },
      { question: text!.id, answer: 'Ok' },
    ];
    const results = await Promise.all(
      browsers('claire').map((c) => c.post(`/api/wellness/survey/${survey.id}/answer/`, { answers, mark: 3 })),
    );
    expect(tally(results)).toEqual({ 204: 1, 409: 19 });
  });
});
