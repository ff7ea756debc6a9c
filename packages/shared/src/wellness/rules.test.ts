import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  averageBuckets,
  averageOf,
  fallOverTwoMonths,
  isAnswered,
  isLargeEnough,
  isMarked,
  MIN_GROUP,
  monthsBetween,
  monthsOfYear,
  shiftMonth,
} from './rules';
import { SurveyInput, WellnessAverageQuery, WellnessInput, WellnessListQuery } from './schemas';

describe('the scale: 0 to 5, 0 meaning no mark', () => {
  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [-1, false],
  ])('isMarked(%s) is %s', (mark, marked) => expect(isMarked(mark)).toBe(marked));

  it.each([
    [0, true],
    [5, true],
    [6, false],
    [-1, false],
    [2.5, false],
  ])('POST wellness/ takes mark %s: %s', (mark, ok) => {
    const parsed = WellnessInput.safeParse({ owner: 1, mark, wellness_period: 'wellness_d_day' });
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe('The mark goes from 0 to 5.');
  });
});

describe('months', () => {
  it('a year has its 12 monthly buckets, in order', () => {
    expect(monthsOfYear(2026)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
  });

  it.each([
    ['2026-11', '2027-02', ['2026-11', '2026-12', '2027-01', '2027-02']],
    ['2026-05', '2026-05', ['2026-05']],
    ['2026-05', '2026-04', []],
  ])('monthsBetween(%s, %s)', (first, last, months) => expect(monthsBetween(first, last)).toEqual(months));

  it.each([
    ['2026-01', -2, '2025-11'],
    ['2026-12', 1, '2027-01'],
    ['2026-03', 0, '2026-03'],
    ['2026-03', -24, '2024-03'],
  ])('shiftMonth(%s, %s) is %s', (month, delta, shifted) => expect(shiftMonth(month, delta)).toBe(shifted));

  it.each([
    ['2026-01', '2026-12', true],
    ['2025-01', '2026-12', true],
    ['2024-12', '2026-12', false],
    ['2026-12', '2026-01', false],
  ])('average_by_period from %s to %s is accepted: %s', (begin, end, ok) => {
    const parsed = WellnessAverageQuery.safeParse({ date_month_begin: begin, date_month_end: end });
    expect(parsed.success).toBe(ok);
  });
});

describe('averages leave 0 out and round to two decimals', () => {
  it.each([
    [[], null],
    [[0, 0], null],
    [[4], 4],
    [[4, 0, 5], 4.5],
    [[1, 2, 2], 1.67],
  ])('averageOf(%j) is %s', (marks, average) => expect(averageOf(marks)).toBe(average));
});

describe('the anonymity threshold', () => {
  const months = ['2026-01', '2026-02', '2026-03'];
  const figures = [
    { month: '2026-01', sum: 20, count: 5, people: MIN_GROUP },
    { month: '2026-02', sum: 12, count: 4, people: MIN_GROUP - 1 },
  ];

  it('is 5 people', () => {
    expect(MIN_GROUP).toBe(5);
    expect(isLargeEnough(4)).toBe(false);
    expect(isLargeEnough(5)).toBe(true);
  });

  it('hides the average and the count of a month of fewer than 5 people, with the reason', () => {
    expect(averageBuckets(months, figures, true)).toEqual([
      { month: '2026-01', average_mark: 4, count_mark: 5, hidden: null },
      { month: '2026-02', average_mark: null, count_mark: 0, hidden: 'group_too_small' },
      { month: '2026-03', average_mark: null, count_mark: 0, hidden: null },
    ]);
  });

  it("shows every month of one's own marks", () => {
    expect(averageBuckets(months, figures, false)[1]).toEqual({
      month: '2026-02',
      average_mark: 3,
      count_mark: 4,
      hidden: null,
    });
  });
});

describe('trends: a fall of a point or more over two months', () => {
  it.each([
    [4, 3, 1],
    [4.5, 3, 1.5],
    [4, 3.01, null],
    [3, 4, null],
    [null, 2, null],
    [4, null, null],
  ])('from %s to %s: %s', (before, now, fall) => expect(fallOverTwoMonths(before, now)).toBe(fall));
});

describe('survey answers', () => {
  it.each([
    ['text', 'Fine', null],
    ['text', '  ', 'answer_required'],
    ['bool', 'True', null],
    ['bool', 'False', null],
    ['bool', 'true', 'answer_bool'],
    ['bool', 'Yes', 'answer_bool'],
    ['num', '3.5', null],
    ['num', '-2', null],
    ['num', '3,5', 'answer_num'],
    ['num', '1.2.3', 'answer_num'],
    ['num', 'abc', 'answer_num'],
  ] as const)('%s answered %j: %s', (kind, answer, problem) => expect(answerProblem(kind, answer)).toBe(problem));

  it.each([
    ['text', true],
    ['num', true],
    ['bool', true],
    ['title', false],
    ['remark', false],
  ] as const)('a %s item takes an answer: %s', (kind, answered) => expect(isAnswered(kind)).toBe(answered));

  it('a survey has a title and at least one question to answer', () => {
    const title = { question: 'About you', type_answer: 'title' } as const;
    expect(SurveyInput.safeParse({ title: 'Q3', questions: [title] }).error?.issues[0]?.message).toBe(
      'A survey has at least one question to answer.',
    );
    expect(
      SurveyInput.safeParse({ title: ' ', questions: [{ question: 'Ok?', type_answer: 'bool' }] }).error?.issues[0]
        ?.message,
    ).toBe('Please enter the title of the survey.');
    expect(
      SurveyInput.safeParse({ title: 'Q3', questions: [title, { question: 'Ok?', type_answer: 'bool' }] }).success,
    ).toBe(true);
  });
});

describe('GET wellness/ query', () => {
  it('takes the spec clients’ names and booleans', () => {
    const q = WellnessListQuery.parse({ by_company: 'True', owner_id: '4', mark: '3', inverse_order: 'false' });
    expect(q).toMatchObject({ by_company: true, owner_id: 4, mark: 3, inverse_order: false });
    expect(WellnessListQuery.safeParse({ mark: '6' }).success).toBe(false);
  });
});
