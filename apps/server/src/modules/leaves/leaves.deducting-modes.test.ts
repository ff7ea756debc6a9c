import { DEDUCTING_MODES, type DeductingMode } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { typesOfLeave } from '../reference/reference.tables';
import { leaves } from './leaves.tables';
import { span, userId } from './leaves.test-helpers';

/**
 * deducting_mode (issue 28) through the HTTP request: a type of each mode over the same spans, holidays on a weekday
 * and on a Saturday (spring 2027: Ascension Thursday 6 May, Victory Day Saturday 8 May, Whit Monday 17 May). The
 * synthesis's share of a month: synthesis.leaves.test.ts.
 */
const ctx = useTestApp();
let alice: TestClient;
const typeOf: Partial<Record<DeductingMode, number>> = {};

beforeAll(async () => {
  alice = await ctx.as('alice');
  for (const mode of DEDUCTING_MODES) {
    const [row] = await ctx.db
      .insert(typesOfLeave)
      .values({ company_id: 1, name: `Mode ${mode}`, deducting_mode: mode })
      .returning();
    typeOf[mode] = row!.id;
  }
});

describe('a leave counts its days by its type’s mode', () => {
  it.each([
    ['2027-05-03', '2027-05-09', [4, 4, 7]],
    ['2027-05-10', '2027-05-16', [5, 6, 7]],
    ['2027-05-14', '2027-05-18', [2, 3, 5]],
  ] as const)('%s → %s: %j in open, working, calendar days', async (begin, end, expected) => {
    const counted: number[] = [];
    for (const mode of DEDUCTING_MODES) {
      const res = await alice.post('/api/leave/', { ...span(begin, end), type_of_leave: typeOf[mode] });
      expect(res.status, mode).toBe(201);
      counted.push(res.body.number_of_days);
      await ctx.db.delete(leaves).where(eq(leaves.id, res.body.id));
    }
    expect(counted).toEqual(expected);
  });
});

describe('dates that deduct no day count one once the requester confirms (spec/3 §5)', () => {
  const ascension = span('2027-05-06', '2027-05-06');

  it('asks first: 400 leave.zeroDays on number_of_days, nothing saved', async () => {
    const res = await alice.post('/api/leave/', { ...ascension, type_of_leave: typeOf.open_days });
    expect(res.status).toBe(400);
    expect(res.body.message_code).toBe('leave.zeroDays');
    expect(res.body.fields.number_of_days).toEqual([
      'These dates count no day of leave (a public holiday or a day off): confirm to count one day, or choose another date.',
    ]);
  });

  it('confirmed, counts one day (half a day for a half-day span), and keeps it when edited', async () => {
    const created = await alice.post('/api/leave/', {
      ...ascension,
      type_of_leave: typeOf.open_days,
      count_one_day: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.number_of_days).toBe(1);
    const morning = { ...ascension, end_period: 'AM', type_of_leave: typeOf.open_days, count_one_day: true };
    const edited = await alice.put(`/api/leave/${created.body.id}/`, morning);
    expect(edited.status).toBe(200);
    expect(edited.body.number_of_days).toBe(0.5);
    await ctx.db.delete(leaves).where(eq(leaves.id, created.body.id));
  });

  it('changes nothing for dates that deduct days, nor for an empty span', async () => {
    const weekday = { ...span('2027-05-05', '2027-05-05'), type_of_leave: typeOf.open_days, count_one_day: true };
    const counted = await alice.post('/api/leave/', { ...weekday, end_date: '2027-05-07' });
    expect(counted.body.number_of_days).toBe(2);
    await ctx.db.delete(leaves).where(eq(leaves.id, counted.body.id));
    const empty = await alice.post('/api/leave/', { ...weekday, begin_period: 'PM', end_period: 'AM' });
    expect(empty.status).toBe(400);
    expect(empty.body.message_code).toBe('leave.minHalfDay');
  });
});

describe('the delegation form counts one day on such dates once the delegator confirms (spec/3 §5, issue 28)', () => {
  const ascension = span('2027-05-06', '2027-05-06');

  it('asks first: 400 leave.zeroDays, no leave created for anybody', async () => {
    const rh = await ctx.as('rh');
    const employees = [await userId(ctx, 'alice'), await userId(ctx, 'bob')];
    const body = { ...ascension, employees, type_of_leave: typeOf.open_days, submit: true };
    const res = await rh.post('/api/leave/delegation/', body);
    expect(res.status).toBe(400);
    expect(res.body.message_code).toBe('leave.zeroDays');
    const made = await ctx.db.select().from(leaves).where(eq(leaves.begin_date, ascension.begin_date));
    expect(made).toEqual([]);
  });

  it('confirmed, gives each person one day (half a day for a half-day span)', async () => {
    const rh = await ctx.as('rh');
    const employees = [await userId(ctx, 'alice'), await userId(ctx, 'bob')];
    const body = { ...ascension, employees, type_of_leave: typeOf.open_days, count_one_day: true };
    const whole = await rh.post('/api/leave/delegation/', body);
    expect(whole.status).toBe(201);
    expect(whole.body.results.map((l: { number_of_days: number }) => l.number_of_days)).toEqual([1, 1]);
    await ctx.db.delete(leaves).where(eq(leaves.begin_date, ascension.begin_date));
    const morning = await rh.post('/api/leave/delegation/', { ...body, end_period: 'AM' });
    expect(morning.body.results.map((l: { number_of_days: number }) => l.number_of_days)).toEqual([0.5, 0.5]);
    await ctx.db.delete(leaves).where(eq(leaves.begin_date, ascension.begin_date));
  });
});
