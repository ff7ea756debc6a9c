import { describe, expect, it } from 'vitest';
import { type AnsweredQuestion, MIN_GROUP, questionResult, surveyResults } from './rules';

const q = (type_answer: AnsweredQuestion['type_answer'], answers: string[]): AnsweredQuestion => ({
  id: 1,
  question: 'Q',
  type_answer,
  answers,
});

describe("a survey question's results, by kind", () => {
  it.each([
    ['num', ['1.5', '3', '2', '0', '4'], { count: 5, average: 2.1, min: 0, max: 4 }],
    ['num', ['-2', '2'], { count: 2, average: 0, min: -2, max: 2 }],
    ['num', [], { count: 0, average: null, min: null, max: null }],
    ['bool', ['True', 'False', 'True'], { count: 3, true_count: 2, false_count: 1 }],
    ['bool', [], { count: 0, true_count: 0, false_count: 0 }],
    ['text', ['Zut', 'bien', 'Élan', 'Bien'], { count: 4, texts: ['bien', 'Bien', 'Élan', 'Zut'] }],
    ['title', [], null],
    ['remark', [], null],
  ] as const)('%s %j → %j', (kind, answers, expected) => {
    const result = questionResult(q(kind, [...answers]));
    if (expected === null) expect(result).toBeNull();
    else expect(result).toEqual({ id: 1, question: 'Q', type_answer: kind, ...expected });
  });
});

describe('the anonymity threshold', () => {
  const questions = [q('num', ['1', '2', '3', '4', '5']), q('title', [])];

  it.each([
    [0, 'too_few_answers', 0],
    [MIN_GROUP - 1, 'too_few_answers', 0],
    [MIN_GROUP, null, 1],
    [MIN_GROUP + 10, null, 1],
  ])('%s answered: hidden %s, %s question shown', (answered, reason, shown) => {
    const results = surveyResults(7, answered, questions);
    expect(results).toMatchObject({ id: 7, answers_count: answered, min_answers: MIN_GROUP, hidden_reason: reason });
    expect(results.questions).toHaveLength(shown);
  });
});
