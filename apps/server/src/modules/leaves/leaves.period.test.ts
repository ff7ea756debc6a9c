import { addDays, LEAVE_MAX_SPAN_DAYS } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { leaves, SHORT_LEAVE_MAX_DAYS } from './leaves.tables';
import { typeId, userId } from './leaves.test-helpers';

/**
 * A period's leaves (the calendar's month, a year) are read by two ranges of begin dates (leaves.list.queries.ts
 * periodSource, issue 30): every leave that overlaps the period is listed and counted, however long, and none other.
 */
const ctx = useTestApp();
const MONTH = '2031-03';
const FIRST = `${MONTH}-01`;

let HUGO = 0;
let PAID = 0;
const ids: Record<string, number> = {};

/** The leaves around March 2031, by what they test; each accepted, with one half day counted. */
const LEAVES: Record<string, [begin: string, end: string]> = {
  'inside the month': ['2031-03-10', '2031-03-12'],
  'across its first day': ['2031-02-27', '2031-03-03'],
  'across its last day': ['2031-03-30', '2031-04-02'],
  'short, begun the longest short span before': [addDays(FIRST, -SHORT_LEAVE_MAX_DAYS), addDays(FIRST, 0)],
  'long, begun two months before': ['2031-01-02', '2031-03-05'],
  'the longest, ending on its first day': [addDays(FIRST, -(LEAVE_MAX_SPAN_DAYS - 1)), FIRST],
  'long, covering it': ['2030-12-01', '2031-06-30'],
  'ended the day before': ['2031-02-20', '2031-02-28'],
  'long, ended the day before': ['2029-01-01', '2031-02-28'],
  'begun the day after': ['2031-04-01', '2031-04-03'],
};
const OVERLAPPING = Object.keys(LEAVES).filter((name) => !/day (before|after)$/.test(name));

beforeAll(async () => {
  HUGO = await userId(ctx, 'hleroy');
  PAID = await typeId(ctx, 'Congés payés');
  await ctx.db.delete(leaves).where(eq(leaves.owner_id, HUGO));
  for (const [name, [begin, end]] of Object.entries(LEAVES)) {
    const [row] = await ctx.db
      .insert(leaves)
      .values({
        company_id: 1,
        owner_id: HUGO,
        begin_date: begin,
        end_date: end,
        half_days: 1,
        type_of_leave_id: PAID,
        status: 'accepted',
      })
      .returning({ id: leaves.id });
    ids[name] = row!.id;
  }
});

const namesOf = (results: { id: number }[]) =>
  results.map((r) => Object.keys(ids).find((name) => ids[name] === r.id)).sort();

describe('the leaves of a period', () => {
  it('lists and counts every leave overlapping the month, short or long, and no other', async () => {
    const hugo = await ctx.as('hleroy');
    const res = await hugo.get(`/api/leave/?owner=me&for_month=${MONTH}&limit=1000`);
    expect(res.status).toBe(200);
    expect(namesOf(res.body.results)).toEqual([...OVERLAPPING].sort());
    expect(res.body.count).toBe(OVERLAPPING.length);
    // A full page: the count runs over the same leaves.
    const page = await hugo.get(`/api/leave/?owner=me&for_month=${MONTH}&limit=2`);
    expect(page.body.count).toBe(OVERLAPPING.length);
  });

  it('lists the leaves overlapping a year the same way, the long ones begun years before included', async () => {
    const hugo = await ctx.as('hleroy');
    const res = await hugo.get('/api/leave/?owner=me&for_year=2030&limit=1000');
    const overlapping2030 = Object.keys(LEAVES).filter(
      (name) => LEAVES[name]![0] <= '2030-12-31' && LEAVES[name]![1] >= '2030-01-01',
    );
    expect(namesOf(res.body.results)).toEqual(overlapping2030.sort());
  });

  it('reads a year and a month given together as both periods at once, and nothing when they do not meet', async () => {
    // Each period wrote its own source once, leaving the first one's parameters unused: PostgreSQL answered 500
    // ("could not determine data type of parameter"), found by the fuzzer in CI.
    const hugo = await ctx.as('hleroy');
    const both = await hugo.get(`/api/leave/?owner=me&for_year=2031&for_month=${MONTH}&limit=1000`);
    expect(both.status).toBe(200);
    expect(namesOf(both.body.results)).toEqual([...OVERLAPPING].sort());
    const apart = await hugo.get(`/api/leave/?owner=me&for_year=1916&for_month=${MONTH}&limit=2`);
    expect(apart.status).toBe(200);
    expect(apart.body).toMatchObject({ count: 0, results: [] });
    for (const path of ['totals/', 'years/']) {
      expect((await hugo.get(`/api/leave/${path}?owner=me&for_year=1916&for_month=${MONTH}`)).status).toBe(200);
    }
  });

  it('totals the month’s leaves and gives the years they begin in', async () => {
    const hugo = await ctx.as('hleroy');
    const totals = await hugo.get(`/api/leave/totals/?owner=me&for_month=${MONTH}`);
    expect(totals.body.accepted).toBe(OVERLAPPING.length / 2);
    const years = await hugo.get(`/api/leave/years/?owner=me&for_month=${MONTH}`);
    expect(years.status).toBe(200);
    expect(years.body).toEqual({ first: 2028, last: 2031 });
  });
});
