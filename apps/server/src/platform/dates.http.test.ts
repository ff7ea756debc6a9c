import { addDays, DATE_MESSAGES, LEAVE_MESSAGES } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { futureMonday, span, typeId } from '../modules/leaves/leaves.test-helpers';

/**
 * Dates everywhere are calendar dates from 1900-01-01 to 2099-12-31, and a leave lasts at most 1096 days
 * (issue 6: a leave from 9999-12-30 to 9999-12-31 once ate 5 GB and killed the server; 1000-01-01 to 9998-12-31
 * blocked every request for 11 s). Each bad value answers 400 naming its field, and the server keeps serving.
 */
const ctx = useTestApp();
const sessions = new Map<string, Promise<TestClient>>();
/** One signed-in browser per user for the whole file (a sign-in costs a password hash). */
const as = (username: string) => {
  if (!sessions.has(username)) sessions.set(username, ctx.as(username));
  return sessions.get(username)!;
};

const LONGEST_TYPE = 'Congé maternité / paternité'; // counted in calendar days, no balance to run out of

describe('leave bodies', () => {
  it.each([
    ['the day walk that never ended', '9999-12-30', '9999-12-31', { begin_date: DATE_MESSAGES.date }],
    ['the 11-second leave', '1000-01-01', '9998-12-31', { end_date: DATE_MESSAGES.date }],
    ['year one', '0001-01-01', '0001-01-02', { begin_date: DATE_MESSAGES.date }],
    ['a day that does not exist', '2027-02-29', '2027-03-01', { begin_date: DATE_MESSAGES.date }],
    ['a month 13', '2027-13-01', '2027-13-02', { end_date: DATE_MESSAGES.date }],
    ['the whole supported range', '1900-01-01', '2099-12-31', { end_date: LEAVE_MESSAGES.spanTooLong }],
    ['one day over 1096', '2040-01-01', '2043-01-01', { end_date: LEAVE_MESSAGES.spanTooLong }],
  ])('POST /api/leave/: %s answers 400', async (_name, begin, end, expected) => {
    const alice = await as('alice');
    const res = await alice.post('/api/leave/', {
      ...span(begin, end),
      type_of_leave: await typeId(ctx, LONGEST_TYPE),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
    expect(res.body.fields).toMatchObject(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, [v]])));
  });

  it('accepts a leave of exactly 1096 days (a three-year parental leave)', async () => {
    const begin = futureMonday(300);
    const alice = await as('alice');
    const res = await alice.post('/api/leave/', {
      ...span(begin, addDays(begin, 1095)),
      type_of_leave: await typeId(ctx, LONGEST_TYPE),
    });
    expect(res.status).toBe(201);
    expect(res.body.number_of_days).toBe(1096);
  });

  it('refuses the same spans by delegation', async () => {
    const hr = await as('rh');
    const type_of_leave = await typeId(ctx, LONGEST_TYPE);
    const far = await hr.post('/api/leave/delegation/', {
      ...span('9999-12-30', '9999-12-31'),
      type_of_leave,
      employees: [1],
    });
    expect(far.status).toBe(400);
    expect(far.body.fields.begin_date).toEqual([DATE_MESSAGES.date]);
    const long = await hr.post('/api/leave/delegation/', {
      ...span('2040-01-01', '2043-01-01'),
      type_of_leave,
      employees: [1],
    });
    expect(long.status).toBe(400);
    expect(long.body.fields.end_date).toEqual([LEAVE_MESSAGES.spanTooLong]);
  });
});

describe('dates in query strings', () => {
  it.each([
    ['/api/leave/?for_month=2024-13', 'for_month', DATE_MESSAGES.month],
    ['/api/leave/?for_month=2024-00', 'for_month', DATE_MESSAGES.month],
    ['/api/leave/?for_month=0999-01', 'for_month', DATE_MESSAGES.month],
    ['/api/leave/?for_month=9999-12', 'for_month', DATE_MESSAGES.month],
    ['/api/leave/?for_year=999', 'for_year', DATE_MESSAGES.year],
    ['/api/leave/?for_year=9999', 'for_year', DATE_MESSAGES.year],
    ['/api/leave/?for_year=abc', 'for_year', DATE_MESSAGES.year],
    ['/api/leave/?begin_date=0001-01-01', 'begin_date', DATE_MESSAGES.date],
    ['/api/leave/?end_date=2023-02-29', 'end_date', DATE_MESSAGES.date],
    ['/api/leave/totals/?for_month=2024-13', 'for_month', DATE_MESSAGES.month],
    ['/api/leave/totals/?for_year=999', 'for_year', DATE_MESSAGES.year],
    ['/api/leave/balance/?date=9999-12-31', 'date', DATE_MESSAGES.date],
    ['/api/news/?valid_for_date=0999-12-31', 'valid_for_date', DATE_MESSAGES.date],
    ['/api/user/?active_for_date=2024-02-30', 'active_for_date', DATE_MESSAGES.date],
  ])('GET %s answers 400 on %s', async (url, field, message) => {
    const hr = await as('rh');
    const res = await hr.get(url);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: [message] });
  });

  it.each([
    '/api/leave/?for_month=1900-01',
    '/api/leave/?for_month=2099-12',
    '/api/leave/?for_month=2024-02',
    '/api/leave/?for_year=1900',
    '/api/leave/?begin_date=1900-01-01&end_date=2099-12-31',
  ])('GET %s answers 200 at the ends of the range', async (url) => {
    expect((await (await as('rh')).get(url)).status).toBe(200);
  });

  it('still serves after all of it', async () => {
    expect((await ctx.client().get('/api/info/')).status).toBe(200);
    expect((await (await as('alice')).get('/api/leave/?owner=me')).status).toBe(200);
  });
});

describe('companies', () => {
  it('refuses a trial end outside the range', async () => {
    const root = await as('root');
    const res = await root.patch('/api/company/1/', { is_trial_period: true, trial_period_end: '0999-01-01' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ trial_period_end: [DATE_MESSAGES.date] });
  });
});
