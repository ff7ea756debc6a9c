import { MIN_GROUP } from '@staff/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { SURVEY, withWellnessOff } from './wellness.test-helpers';

/**
 * A survey's results (docs/decisions/wellness.md "Survey results"): HR reads them by question once MIN_GROUP people
 * answered, nothing but the number before; nobody else reads them; another company's survey is not found.
 */
const ctx = useTestApp();
let rh: TestClient;
let surveyId: number;
const url = () => `/api/wellness/survey/${surveyId}/results/`;

/** Each person answers the survey: bool, num, text from `answers`. */
async function answer(username: string, [bool, num, text]: [string, string, string]) {
  const client = await ctx.as(username);
  const survey = (await client.get('/api/wellness/question_wellness/')).body.data.find(
    (s: { id: number }) => s.id === surveyId,
  );
  const [, b, n, t] = survey.questions as { id: number }[];
  const answers = [
    { question: b!.id, answer: bool },
    { question: n!.id, answer: num },
    { question: t!.id, answer: text },
  ];
  expect((await client.post(`/api/wellness/survey/${surveyId}/answer/`, { answers })).status).toBe(204);
}

beforeAll(async () => {
  rh = await ctx.as('rh');
  surveyId = (await rh.post('/api/wellness/survey/', SURVEY)).body.id;
  expect((await rh.post(`/api/wellness/survey/${surveyId}/wellness_mail/`, {})).status).toBe(200);
});

describe('survey results', () => {
  it(`are hidden below ${MIN_GROUP} answers, shown by question from ${MIN_GROUP} on`, async () => {
    /** The whole answer, its fields in the contract's order. */
    const results = (answers_count: number, hidden_reason: string | null, questions: object[] = []) => ({
      id: surveyId,
      answers_count,
      min_answers: MIN_GROUP,
      hidden_reason,
      questions,
    });
    const empty = await rh.get(url());
    expect([empty.status, empty.body]).toEqual([200, results(0, 'too_few_answers')]);
    await answer('alice', ['True', '1.5', 'Très bien']);
    await answer('bob', ['False', '3', 'Fatigué']);
    await answer('claire', ['True', '0', 'bien']);
    await answer('manager', ['True', '2', 'Zen']);
    const four = (await rh.get(url())).body;
    expect(four).toEqual(results(4, 'too_few_answers'));
    expect(JSON.stringify(four)).not.toContain('Zen');

    await answer('compta', ['False', '4', 'Bien']);
    const five = await rh.get(url());
    const id = expect.any(Number);
    expect([five.status, five.body]).toEqual([
      200,
      results(5, null, [
        { id, question: 'Dormez-vous bien ?', type_answer: 'bool', count: 5, true_count: 3, false_count: 2 },
        { id, question: 'Heures de trajet par jour', type_answer: 'num', count: 5, average: 2.1, min: 0, max: 4 },
        {
          id,
          question: 'Un mot ?',
          type_answer: 'text',
          count: 5,
          texts: ['bien', 'Bien', 'Fatigué', 'Très bien', 'Zen'],
        },
      ]),
    ]);
  });

  it.each([
    ['alice', 403],
    ['manager', 403],
    ['compta', 403],
    ['globex-admin', 404],
    ['globex-user', 404],
  ])('%s: %s', async (username, status) => {
    expect((await (await ctx.as(username)).get(url())).status).toBe(status);
  });

  it('are not found for an unknown survey, or with the company flag off', async () => {
    expect((await rh.get('/api/wellness/survey/999999/results/')).status).toBe(404);
    await withWellnessOff(ctx, async () => {
      const res = await rh.get(url());
      expect([res.status, res.body.code]).toEqual([404, 'not_found']);
    });
  });
});
